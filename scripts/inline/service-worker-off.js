// @ts-check
/**
 * The service worker's kill switch (ADR 012, README "Deploy"):
 * `node scripts/kill-switch.mjs` writes this over a build's /sw.js. Browsers
 * that have the site's worker find this one at their next visit; it takes
 * over at once, deletes the site's caches and unregisters itself, so every
 * request goes to the network again. It answers no request. (The page
 * registers /sw.js on each visit, and this one unregisters again.)
 */
/** @type {any} */
const worker = self;
worker.addEventListener("install", () => worker.skipWaiting());
worker.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("lumina-")) await caches.delete(name);
      }
      await worker.registration.unregister();
    })(),
  );
});
