// @ts-check
/**
 * Inlined at the top of every page's <head> by scripts/postbuild.ts (ADR 007),
 * so it runs before the page paints. Until the app has hydrated, no control
 * that needs JavaScript can answer: a click, a tap or Enter/Space on a button,
 * tab or switch would be lost. This script holds such an activation instead:
 * it stops the event before anything else sees it, marks the control busy
 * (aria-busy and data-pending, styled in app.css), and clicks the control
 * again once the app has hydrated (the root sets data-hydrated on <html>).
 * Only the last activation is kept: tapping two switches replays the second,
 * tapping one twice replays it once. Links, form fields and labels keep their
 * native behaviour (a label's click reaches its control as a click on the
 * control). The page's "could not load" notice's Reload button works here,
 * without the app; while that notice shows, the held control no longer looks
 * pending.
 */
(() => {
  const root = document.documentElement;
  const CONTROL = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"]';

  /** @type {HTMLElement | null} */
  let held = null;
  /** Where the held control is (child indexes from <body>), should hydration replace it. */
  /** @type {number[]} */
  let heldPath = [];

  /** @param {Element} element */
  const pathOf = (element) => {
    const path = [];
    for (let node = element; node.parentElement && node !== document.body;) {
      path.unshift([...node.parentElement.children].indexOf(node));
      node = node.parentElement;
    }
    return path;
  };

  /** @param {number[]} path */
  const elementAt = (path) => {
    /** @type {Element | undefined} */
    let node = document.body;
    for (const index of path) node = node?.children[index];
    return node instanceof HTMLElement ? node : null;
  };

  /** The control no longer shows as pending (it is still replayed if the app arrives). */
  const unmark = () => {
    held?.removeAttribute("aria-busy");
    held?.removeAttribute("data-pending");
  };

  /** @param {Event} event */
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(target instanceof HTMLElement) || target.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (target.hasAttribute("data-reload")) {
      location.reload();
      return;
    }
    if (target.matches(':disabled,[aria-disabled="true"]')) return;
    unmark();
    held = target;
    heldPath = pathOf(target);
    target.setAttribute("aria-busy", "true");
    target.setAttribute("data-pending", "");
  };

  const replay = () => {
    const target = held?.isConnected ? held : held ? elementAt(heldPath) : null;
    unmark();
    held = null;
    target?.click();
  };

  window.addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    // The page's notice says it could not load; should the app arrive after
    // all, the tap still counts.
    if (root.dataset.scripts === "failed") unmark();
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    window.removeEventListener("click", hold, true);
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated", "data-scripts"] });
})();
