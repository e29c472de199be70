// @ts-check
/**
 * The worker's kill switch (ADR 012): `node scripts/kill-switch.mjs` writes it over /sw.js. It
 * takes over at once, deletes the caches, unregisters and answers no request.
 */
/** @type {any} */
const worker = self;
worker.addEventListener("install", () => worker.skipWaiting());
worker.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        // The worker's PREFIX (scripts/inline/service-worker.js).
        if (name.startsWith("lumina-")) await caches.delete(name);
      }
      await worker.registration.unregister();
    })(),
  );
});
