// @ts-check
/**
 * The service worker (ADR 012), written to /sw.js by scripts/service-worker.ts. Editions in use:
 * those of open pages and of an older version's.
 * @param {{ version: string, editions: import("../service-worker").WorkerEdition[] }} build
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is written
function serviceWorker(build) {
  /** @type {any} */
  const worker = self;
  const PREFIX = "lumina-";
  const CACHE = `${PREFIX}${build.version}`;
  const original = build.editions.find((edition) => edition.base === "/");
  if (!original) throw new Error("no original edition");

  /** @param {string} path */
  const editionOf = (path) =>
    build.editions.find(
      (edition) =>
        edition.base !== "/" && (path.startsWith(edition.base) || `${path}/` === edition.base),
    ) ?? original;

  /** The saved page a path names, with or without its final slash. @param {string} path */
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

  // From app/lib/service-worker.ts, once the visitor chose "Reload to update".
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
    // A range request's 206 counts as ok, but cache.put refuses it.
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
