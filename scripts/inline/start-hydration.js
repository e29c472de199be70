// @ts-check
/**
 * Inlined at the end of every page's <body> by scripts/postbuild.ts, called
 * with the page's module URLs (ADR 005, ADR 007). Once the first contentful
 * paint is on the screen (at once in a hidden tab, which paints no frames)
 * it adds the module preloads a few per task, then swaps the held bootstrap
 * for a real module script, so
 * React Router hydrates. If the modules fail to load (offline, blocked, a
 * stale deploy), or the app has still not hydrated a while after the page's
 * own modules have run (an error while starting, a stalled entry), it sets
 * data-scripts="failed" on <html>, which shows the page's "could not load"
 * notice (app.css) until the app does hydrate. A slow network alone never
 * counts as failing: the clock starts once every module has arrived
 * (resource timing).
 * @param {string} heldId the id of the held bootstrap script
 * @param {string[]} hrefs the page's modules, to preload
 * @param {number} perTask how many preloads to add per task
 * @param {number} patience ms after the page's modules ran before the page says it could not load
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function startHydration(heldId, hrefs, perTask, patience) {
  const root = document.documentElement;
  const fail = () => {
    if (root.dataset.hydrated !== "true") root.dataset.scripts = "failed";
  };
  // The clock starts once every module of the page has arrived.
  const waiting = new Set(hrefs.map((href) => new URL(href, location.href).href));
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

  const start = () => {
    for (const href of hrefs.splice(0, perTask)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) {
      setTimeout(start, 0);
      return;
    }
    const held = document.getElementById(heldId);
    if (!held) return;
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = held.textContent;
    // A static import that fails fires "error" here; the bootstrap's dynamic
    // import of the app's entry rejects instead.
    script.addEventListener("error", fail);
    addEventListener("unhandledrejection", (event) => {
      if (event.reason instanceof TypeError) fail();
    });
    held.replaceWith(script);
  };

  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === "hidden") {
    once();
    return;
  }
  document.addEventListener("visibilitychange", once, { once: true });
  // The first contentful paint is reported once its frame is on the screen,
  // a little after the frame is drawn: starting then, no module request is
  // in flight before the page is seen (Lighthouse counts any that is).
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
