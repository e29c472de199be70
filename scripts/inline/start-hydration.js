// @ts-check
/**
 * Inlined at the end of every page's <body> by scripts/postbuild.ts, after a
 * JSON data block that says what the page loads to hydrate (ADR 005,
 * ADR 007). Once the first contentful paint is on the screen (at once in a
 * hidden tab, which paints no frames) it adds the module preloads a few per
 * task, then does what React Router's module bootstrap did: imports the
 * manifest, root and route modules, hands the route modules over, and imports
 * the entry, which hydrates. If the modules fail to load (offline, blocked, a
 * stale deploy), or the app has still not hydrated a while after the page's
 * own modules have run (an error while starting, a stalled entry), it sets
 * data-scripts="failed" on <html>, which shows the page's "could not load"
 * notice (app.css) until the app does hydrate. A slow network alone never
 * counts as failing: the clock starts once every module has arrived
 * (resource timing).
 * @param {string} modulesId the id of the data block (PageModules in postbuild.ts)
 * @param {number} perTask how many preloads to add per task
 * @param {number} patience ms after the page's modules ran before the page says it could not load
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function startHydration(modulesId, perTask, patience) {
  const root = document.documentElement;
  /** @type {{ preload: string[], imports: string[], routes: Record<string, number>, entry: string }} */
  const page = JSON.parse(document.getElementById(modulesId)?.textContent ?? "");
  const fail = () => {
    if (root.dataset.hydrated !== "true") root.dataset.scripts = "failed";
  };
  // The clock starts once every module of the page has arrived.
  const waiting = new Set(page.preload.map((href) => new URL(href, location.href).href));
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

  const hrefs = [...page.preload];
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
    Promise.all(page.imports.map((href) => import(href)))
      .then((modules) => {
        /** @type {any} */ (window).__reactRouterRouteModules = Object.fromEntries(
          Object.entries(page.routes).map(([id, index]) => [id, modules[index]]),
        );
        return import(page.entry);
      })
      .catch(fail);
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
