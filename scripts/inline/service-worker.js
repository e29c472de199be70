// @ts-check
/**
 * The service worker (ADR 012). Not inlined into pages: scripts/service-worker.ts
 * writes it to /sw.js, called with what the build made (`build`), like the
 * inline scripts are. The page registers it once it has hydrated and is idle
 * (app/lib/service-worker.ts).
 * - Installing, it saves every page of the editions in use (those of the open
 *   pages, and those an earlier version had saved) and every file those pages
 *   need; with Save-Data on, only each edition's offline page and stylesheet.
 * - Pages it has saved open from the cache; any other page from the network,
 *   and is saved then. Offline, a page not saved yet gets the edition's offline
 *   page, and an unknown address its not-found page (status 404).
 * - Files (scripts, styles, fonts, icons, captions) come from the cache, or
 *   from the network and are saved. Nothing but the site's own files is kept:
 *   other origins are left alone, and only GET answers that are OK are saved.
 * - A new version waits until the page asks it to take over ("skip-waiting",
 *   after the visitor chose to reload), then deletes the caches of the old.
 * @param {{
 *   version: string,
 *   editions: {
 *     base: string,
 *     pages: string[],
 *     files: string[],
 *     notFound: string,
 *     offline: string,
 *     essentials: string[],
 *   }[],
 * }} build
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is written
function serviceWorker(build) {
  /** @type {any} */
  const worker = self;
  const PREFIX = "lumina-";
  const CACHE = `${PREFIX}${build.version}`;
  const original = build.editions.find((edition) => edition.base === "/");
  if (!original) throw new Error("no original edition");

  /** The edition a path belongs to. @param {string} path */
  const editionOf = (path) =>
    build.editions.find(
      (edition) =>
        edition.base !== "/" && (path.startsWith(edition.base) || `${path}/` === edition.base),
    ) ?? original;

  /** The page a path names, as saved ("/schedule/" and "/schedule" alike), or null. @param {string} path */
  const pageOf = (path) => {
    const trimmed = path.replace(/\/+$/, "");
    for (const edition of build.editions) {
      const page = edition.pages.find((candidate) => candidate.replace(/\/$/, "") === trimmed);
      if (page) return page;
    }
    return null;
  };

  worker.addEventListener("install", (/** @type {any} */ event) => {
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({
          type: "window",
          includeUncontrolled: true,
        });
        const bases = new Set(
          windows.map(
            (/** @type {{ url: string }} */ client) => editionOf(new URL(client.url).pathname).base,
          ),
        );
        for (const name of await caches.keys()) {
          if (!name.startsWith(PREFIX) || name === CACHE) continue;
          const old = await caches.open(name);
          for (const edition of build.editions) {
            if (await old.match(edition.base)) bases.add(edition.base);
          }
        }
        const saveData = Boolean(worker.navigator.connection?.saveData);
        const cache = await caches.open(CACHE);
        for (const edition of build.editions) {
          const full = !saveData && bases.has(edition.base);
          await cache.addAll(full ? [...edition.pages, ...edition.files] : edition.essentials);
          if (!full) continue;
          // Served with 404, which addAll refuses.
          const notFound = await fetch(edition.notFound);
          if (notFound.status !== 404) throw new Error(`${edition.notFound}: ${notFound.status}`);
          await cache.put(edition.notFound, notFound);
        }
      })(),
    );
  });

  worker.addEventListener("activate", (/** @type {any} */ event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
        }
        await worker.clients.claim();
      })(),
    );
  });

  worker.addEventListener("message", (/** @type {MessageEvent} */ event) => {
    if (event.data === "skip-waiting") worker.skipWaiting();
  });

  /** @param {Request} request */
  async function page(request) {
    const { pathname } = new URL(request.url);
    const saved = pageOf(pathname);
    const cache = await caches.open(CACHE);
    const cached = saved && (await cache.match(saved));
    if (cached) return cached;
    try {
      const response = await fetch(request);
      if (saved && response.ok) await cache.put(saved, response.clone());
      return response;
    } catch (error) {
      const edition = editionOf(pathname);
      const fallback = await cache.match(saved ? edition.offline : edition.notFound);
      if (!fallback) throw error;
      return fallback;
    }
  }

  /** @param {Request} request */
  async function file(request) {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !request.headers.has("range")) {
      await cache.put(request, response.clone());
    }
    return response;
  }

  worker.addEventListener("fetch", (/** @type {any} */ event) => {
    /** @type {Request} */
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
    event.respondWith(request.mode === "navigate" ? page(request) : file(request));
  });
}
