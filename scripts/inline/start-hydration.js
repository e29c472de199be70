// @ts-check
/**
 * Puts the held scripts into the page once it has painted (ADR 016), or sets data-scripts="failed"
 * (ADR 007). A slow network never counts as failing: the clock starts once every module arrived.
 * @param {string} heldId the template's id
 * @param {number} patience ms after the modules arrived before the page says it could not load
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function startHydration(heldId, patience) {
  const root = document.documentElement;
  const held = /** @type {HTMLTemplateElement} */ (document.getElementById(heldId));
  const fail = () => {
    if (root.dataset.hydrated !== "true") root.dataset.scripts = "failed";
  };
  const start = () => {
    // Moved, not copied: a copy of a script is not the parser's, and Trusted Types refuse its text.
    const scripts = held.content;
    const links = [...scripts.querySelectorAll("link")];
    // A static import that fails fails the bootstrap's script; its import of the entry, a promise.
    scripts.querySelector("script")?.addEventListener("error", fail);
    window.addEventListener("unhandledrejection", fail);
    held.replaceWith(scripts);
    // Read in the page: in the template their URLs had no base.
    const waiting = new Set(links.map((link) => link.href));
    const modulesIn = () => setTimeout(fail, patience);
    if (waiting.size === 0) modulesIn();
    else {
      new PerformanceObserver((entries, observer) => {
        for (const entry of entries.getEntries()) waiting.delete(entry.name);
        if (waiting.size > 0) return;
        observer.disconnect();
        modulesIn();
      }).observe({ type: "resource", buffered: true });
    }
  };

  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // A hidden tab paints no frames.
  if (document.visibilityState === "hidden") {
    once();
    return;
  }
  document.addEventListener("visibilitychange", once, { once: true });
  // FCP is reported once its frame is on the screen: starting then, no module request is in flight
  // before the page is seen (Lighthouse counts any that is).
  const paints = PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (paints) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: "paint", buffered: true });
  }
  // Where paints are not reported, or none is contentful: after the first frame.
  requestAnimationFrame(() => setTimeout(once, paints ? 250 : 0));
}
