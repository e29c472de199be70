import { useMemo, useSyncExternalStore } from "react";
import { AVATARS_KEY } from "~/data/virtual-collaboration";
import { storageGet, storageKeys } from "~/lib/storage";
import {
  BACKUP_PREFIX,
  parseStoredList,
  readBackups,
  subscribeToPresets,
  validPresets,
} from "./avatar-presets";

const UNAVAILABLE = "\u0000unavailable";

function listSnapshot(): string | null {
  const read = storageGet(AVATARS_KEY);
  return read.ok ? read.value : UNAVAILABLE;
}

/** The backups' keys, one per line: a backup is written once, so its key names its content. */
function backupsSnapshot(): string {
  const keys = storageKeys(BACKUP_PREFIX);
  return keys.ok ? keys.value.join("\n") : "";
}

/**
 * Read after hydration (the prerendered page shows none) and on every change in any tab.
 * `unreadable` is the stored text when it is not a list.
 */
export function useSavedAvatars() {
  const raw = useSyncExternalStore(subscribeToPresets, listSnapshot, () => null);
  const backupKeys = useSyncExternalStore(subscribeToPresets, backupsSnapshot, () => "");
  const list = useMemo(() => {
    if (raw === UNAVAILABLE) return { presets: [], unreadable: null, unavailable: true };
    const stored = parseStoredList(raw);
    return {
      presets: validPresets(stored).reverse(),
      unreadable: stored.kind === "corrupt" ? stored.raw : null,
      unavailable: false,
    };
  }, [raw]);
  // Read again only when the set of backups changes.
  const backups = useMemo(() => (backupKeys ? readBackups() : []), [backupKeys]);
  return { ...list, backups };
}
