import { SERVICE_WORKER_PATH } from "../../deploy/headers.mjs";
import { whenIdle } from "~/lib/idle";

/**
 * ADR 012. Registered when idle after hydration, so it never competes with the first load. A
 * waiting update is only offered: it takes over and reloads when the visitor asks, never mid-use.
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
            // scripts/inline/service-worker.js listens for this exact message.
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
