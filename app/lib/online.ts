import { useEffect, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { OFFLINE } from "~/content/site";
import { LOCALE_ID } from "~/lib/locale";
import { notify } from "~/lib/notify";
import { editionPath } from "~/locales";

function subscribe(onChange: () => void): () => void {
  addEventListener("online", onChange);
  addEventListener("offline", onChange);
  return () => {
    removeEventListener("online", onChange);
    removeEventListener("offline", onChange);
  };
}

/** Prerendered as online, so hydration matches; then it follows the browser. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Whether the service worker has saved this edition's page at `path` (as the router names it). */
async function isSaved(path: string): Promise<boolean> {
  if (!("caches" in window)) return false;
  const page = editionPath(LOCALE_ID, path.replace(/(.)\/$/, "$1"));
  // Saved with its revision: "/schedule?__WB_REVISION__=..." (ADR 032).
  return (await caches.match(page, { ignoreSearch: true })) !== undefined;
}

/**
 * Offline, a link to an unsaved page would fail to load its code and React Router would reload,
 * losing the page (a chat, a drawing); the link is held with a toast instead (ADR 012).
 */
export function useKeepPageWhenOffline(): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !navigator.onLine && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let current = true;
    void isSaved(blocker.location.pathname).then((saved) => {
      if (!current) return;
      if (saved) return blocker.proceed();
      notify("warning", OFFLINE.title, OFFLINE.notSaved, { id: "offline-not-saved" });
      blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker]);
}
