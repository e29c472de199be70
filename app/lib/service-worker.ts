import { SERVICE_WORKER_PATH } from "../../deploy/headers.mjs";
import { whenIdle } from "~/lib/idle";

/**
 * ADR 012, 032. Registered with workbox-window when idle after hydration, so that neither its code
 * nor the worker competes with the first load. A waiting update is only offered: it takes over and
 * reloads when the visitor asks, never mid-use.
 */
export function registerServiceWorker(offerUpdate: (update: () => void) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => {};
  return whenIdle(() => {
    import("workbox-window")
      .then(({ Workbox }) => {
        const worker = new Workbox(SERVICE_WORKER_PATH, { scope: "/" });
        worker.addEventListener("waiting", () => {
          // The first install has nothing to replace.
          if (!navigator.serviceWorker.controller) return;
          offerUpdate(async () => {
            // Another tab may have taken the update already: this page then only reloads.
            if (!(await navigator.serviceWorker.getRegistration())?.waiting)
              return location.reload();
            worker.addEventListener("controlling", () => location.reload());
            worker.messageSkipWaiting();
          });
        });
        return worker.register();
      })
      .catch(() => {
        // No worker (private mode, blocked, offline at first visit; Playwright's serviceWorkers:
        // "block" resolves with nothing, which workbox-window then trips on): the site works as
        // before.
      });
  });
}
