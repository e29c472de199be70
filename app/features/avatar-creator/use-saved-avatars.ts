import { useMemo, useSyncExternalStore } from "react";
import { AVATARS_KEY } from "~/content/virtual-collaboration";
import { storageGet } from "~/lib/storage";
import { parseStoredList, subscribeToPresets, validPresets } from "./avatar-presets";

const UNAVAILABLE = "\u0000unavailable";

function snapshot(): string | null {
  const read = storageGet(AVATARS_KEY);
  return read.ok ? read.value : UNAVAILABLE;
}

/**
 * The saved presets, live: read after hydration (the prerendered page shows
 * none), and again whenever this tab or another one changes them.
 */
export function useSavedAvatars() {
  const raw = useSyncExternalStore(subscribeToPresets, snapshot, () => null);
  return useMemo(() => {
    if (raw === UNAVAILABLE) return { presets: [], corrupt: false, unavailable: true };
    const list = parseStoredList(raw);
    return { presets: validPresets(list), corrupt: list.kind === "corrupt", unavailable: false };
  }, [raw]);
}
