import { SERVICE_WORKER_PATH } from "../../deploy/headers.mjs";
import { whenIdle } from "~/lib/idle";

/**
 * Registers the service worker (ADR 012) once the page has hydrated and is
 * idle, so it never competes with the first load; returns a cancel. When a
 * new version of the site is installed and waiting, `offerUpdate` is called
 * with the function that switches to it: the new worker takes over and the
 * page reloads, only when the visitor asks (never in the middle of use).
 */
export function registerServiceWorker(offerUpdate: (update: () => void) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => {};
  const { serviceWorker } = navigator;
  return whenIdle(() => {
    serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // Playwright's serviceWorkers: "block" resolves with nothing.
        if (!registration) return;
        const offer = () => {
          const waiting = registration.waiting;
          // The first install has nothing to replace.
          if (!waiting || !serviceWorker.controller) return;
          offerUpdate(() => {
            serviceWorker.addEventListener("controllerchange", () => location.reload(), {
              once: true,
            });
            waiting.postMessage("skip-waiting");
          });
        };
        offer();
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed") offer();
          });
        });
      },
      () => {
        // No worker (private mode, blocked, offline at first visit): the site works as before.
      },
    );
  });
}
