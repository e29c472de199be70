import { useMemo, useSyncExternalStore } from "react";
import { AVATARS_KEY } from "~/content/virtual-collaboration";
import { storageGet } from "~/lib/storage";
import { parseStoredList, validPresets } from "./avatar-presets";

const UNAVAILABLE = "\u0000unavailable";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saved or deleted a preset.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AVATARS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function snapshot(): string | null {
  const read = storageGet(AVATARS_KEY);
  return read.ok ? read.value : UNAVAILABLE;
}

/** Tells this tab's readers that the presets changed (the storage event only reaches other tabs). */
export function announceSavedAvatarsChange() {
  for (const listener of listeners) listener();
}

/**
 * The saved presets, live: read after hydration (the prerendered page shows
 * none), and again whenever this tab or another one changes them.
 */
export function useSavedAvatars() {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => {
    if (raw === UNAVAILABLE) return { presets: [], corrupt: false, unavailable: true };
    const list = parseStoredList(raw);
    return { presets: validPresets(list), corrupt: list.kind === "corrupt", unavailable: false };
  }, [raw]);
}
