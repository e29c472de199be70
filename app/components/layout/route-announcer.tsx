import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NAVIGATED_TO } from "~/content/common";

/**
 * After an in-site navigation, tells screen readers where they are (the new
 * page's title, in a polite live region) and moves keyboard focus to where
 * the user went: the part of the page a link points to (/#features), or the
 * top of the new page's main content. The first page load is left alone:
 * there the browser itself announces the page and follows the hash.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState("");
  const shown = useRef({ pathname, hash });

  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.hash === hash) return;
    shown.current = { pathname, hash };
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    } else {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    // A move within the page is not a new page.
    if (previous.pathname === pathname) return;
    // The route's <title> is in place once this commit is done.
    const timer = window.setTimeout(() => setMessage(NAVIGATED_TO(document.title)), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
