/**
 * The one way the site touches localStorage. Every call is wrapped: storage
 * can be missing, blocked (SecurityError), full (QuotaExceededError) or
 * hold anything. Callers get a result, never an exception.
 */
export type StorageFailure = "unavailable" | "quota" | "error";

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
export function storageGet(key: string): StorageResult<string | null> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    return { ok: true, value: storage.getItem(key) };
  } catch (error) {
    return failure(error);
  }
}

/** Writes `value` under `key`; on failure the stored value is unchanged. */
export function storageSet(key: string, value: string): StorageResult<void> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.setItem(key, value);
    return { ok: true, value: undefined };
  } catch (error) {
    return failure(error);
  }
}

export function storageRemove(key: string): StorageResult<void> {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.removeItem(key);
    return { ok: true, value: undefined };
  } catch (error) {
    return failure(error);
  }
}
