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

/** Whether the browser says it has a network connection (prerendered: yes); follows changes. */
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
  return (await caches.match(editionPath(LOCALE_ID, path.replace(/(.)\/$/, "$1")))) !== undefined;
}

/**
 * Offline, a link to a page this device has not saved would fail to load
 * the page's code, and React Router would then reload the page, losing what
 * is on it (a chat, a drawing). Instead the link does nothing and a toast
 * says why; the page stays as it is. Whether the browser is offline is read
 * as the link is followed, and whether the page is saved is then looked up,
 * so a link followed the moment the connection drops is held too.
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
