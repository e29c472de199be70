import { useEffect, useState, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { OFFLINE } from "~/content/site";
import { LOCALE_ID } from "~/lib/locale";
import { notify } from "~/lib/notify";
import { editionPath } from "~/locales";
import { PAGE_PATHS } from "~/pages";

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

/** This edition's pages the service worker has saved (ADR 012), as the router names them. */
async function savedPages(): Promise<Set<string>> {
  const saved = new Set<string>();
  if (!("caches" in window)) return saved;
  for (const path of PAGE_PATHS) {
    if (await caches.match(editionPath(LOCALE_ID, path))) saved.add(path);
  }
  return saved;
}

/**
 * Offline, a link to a page this device has not saved would fail to load
 * the page's code, and React Router would then reload the page, losing what
 * is on it (a chat, a drawing). Instead the link does nothing and a toast
 * says why; the page stays as it is.
 */
export function useKeepPageWhenOffline(): void {
  const online = useOnline();
  const [saved, setSaved] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    void savedPages().then((pages) => {
      if (current) setSaved(pages);
    });
    return () => {
      current = false;
      setSaved(null);
    };
  }, [online]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      saved !== null &&
      currentLocation.pathname !== nextLocation.pathname &&
      !saved.has(nextLocation.pathname.replace(/(.)\/$/, "$1")),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    notify("warning", OFFLINE.title, OFFLINE.notSaved, { id: "offline-not-saved" });
    blocker.reset();
  }, [blocker]);
}
