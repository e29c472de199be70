/**
 * The one way the site touches localStorage. Every call is wrapped: storage
 * can be missing, blocked (SecurityError), full (QuotaExceededError) or
 * hold anything. Callers get a result, never an exception.
 */
export type StorageFailure = "unavailable" | "quota" | "error";

/**
 * Every key the site stores under: the avatar presets (SPEC §7), and the
 * backups that keep an unreadable list instead of overwriting it. Reading
 * validates against the key's schema where it is owned
 * (features/avatar-creator/avatar-presets.ts).
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

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}

/** The raw string under `key`, or null when there is none. */
export function storageGet(key: StorageKey): StorageResult<string | null> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    return { ok: true, value: storage.getItem(key) };
  } catch (error) {
    return failure(error);
  }
}

/** Writes `value` under `key`; on failure the stored value is unchanged. */
export function storageSet(key: StorageKey, value: string): StorageResult<void> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.setItem(key, value);
    return { ok: true, value: undefined };
  } catch (error) {
    return failure(error);
  }
}

/** Removes `key`; on failure the stored value is unchanged. */
export function storageRemove(key: StorageKey): StorageResult<void> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.removeItem(key);
    return { ok: true, value: undefined };
  } catch (error) {
    return failure(error);
  }
}

/** Every stored key that starts with `prefix` (one of the site's key families), sorted. */
export function storageKeys<K extends StorageKey>(prefix: string): StorageResult<K[]> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return { ok: true, value: keys.sort() as K[] };
  } catch (error) {
    return failure(error);
  }
}
