import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NAVIGATED_TO } from "~/content/common";

/**
 * A client-side navigation gets what a full load gives for free: the new title announced, and
 * focus at the hash's target or at main. The first load is left to the browser, which does both.
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
