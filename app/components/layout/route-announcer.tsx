import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After an in-site navigation, tells screen readers where they are (the new
 * page's title, in a polite live region) and starts keyboard focus at the
 * top of the new page's main content. The first page load is left alone:
 * there the browser itself announces the page.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState("");
  const shown = useRef(pathname);

  useEffect(() => {
    // The first page, and moves within a page (/#features on /), are not page changes.
    if (shown.current === pathname) return;
    shown.current = pathname;
    // A link to a part of a page (/#features) leaves focus to that part.
    if (!hash) document.getElementById("main")?.focus({ preventScroll: true });
    // The route's <title> is in place once this commit is done.
    const timer = window.setTimeout(() => setMessage(`Navigated to ${document.title}`), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
