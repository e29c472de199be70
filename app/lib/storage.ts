/**
 * The one way the site touches localStorage, which can be missing, blocked, full or hold anything:
 * callers get a result, never an exception.
 */
export type StorageFailure = "unavailable" | "quota" | "error";

/**
 * The avatar presets (SPEC §7) and the backups that keep an unreadable list rather than overwrite
 * it. Each is validated where it is owned (features/avatar-creator/avatar-presets.ts).
 */
export type StorageKey = "avatars" | `avatars-backup-${string}`;

export type StorageResult<T> = { ok: true; value: T } | { ok: false; reason: StorageFailure };

function failure(error: unknown): { ok: false; reason: StorageFailure } {
  if (error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22)) {
    return { ok: false, reason: "quota" };
  }
  if (error instanceof DOMException && error.name === "SecurityError") {
    return { ok: false, reason: "unavailable" };
  }
  return { ok: false, reason: "error" };
}

function withStorage<T>(task: (storage: Storage) => T): StorageResult<T> {
  let storage: Storage;
  try {
    if (typeof window === "undefined") return { ok: false, reason: "unavailable" };
    storage = window.localStorage;
  } catch {
    return { ok: false, reason: "unavailable" }; // access itself throws when storage is blocked
  }
  try {
    return { ok: true, value: task(storage) };
  } catch (error) {
    return failure(error);
  }
}

export function storageGet(key: StorageKey): StorageResult<string | null> {
  return withStorage((storage) => storage.getItem(key));
}

/** Writes `value` under `key`; on failure the stored value is unchanged. */
export function storageSet(key: StorageKey, value: string): StorageResult<void> {
  return withStorage((storage) => storage.setItem(key, value));
}

/** Removes `key`; on failure the stored value is unchanged. */
export function storageRemove(key: StorageKey): StorageResult<void> {
  return withStorage((storage) => storage.removeItem(key));
}

export function storageKeys<K extends StorageKey>(prefix: string): StorageResult<K[]> {
  return withStorage((storage) =>
    (Object.keys(storage).filter((key) => key.startsWith(prefix)) as K[]).sort(),
  );
}
