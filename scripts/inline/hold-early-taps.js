// @ts-check
/**
 * Holds a control's activation before hydration and replays the last one after (ADR 007). Inlined
 * at the top of the head to run before the first paint; data-pending is styled in app.css.
 */
(() => {
  const root = document.documentElement;
  const CONTROL = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"]';

  /** @type {HTMLElement | null} */
  let held = null;
  /** @type {number[]} Child indexes from <body> to the held control, should hydration replace it */
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
    // ScriptNotices' Reload (app/components/layout/script-notices.tsx) must work without the app.
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
    // Once the page says it could not load, the control stops looking pending; should the app
    // arrive after all, the tap still counts.
    if (root.dataset.scripts === "failed") unmark();
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    window.removeEventListener("click", hold, true);
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated", "data-scripts"] });
})();
