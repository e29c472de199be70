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
        // The prefix of every cache of the worker (app/worker/sw.ts).
        if (name.startsWith("lumina-")) await caches.delete(name);
      }
      await worker.registration.unregister();
    })(),
  );
});
