/**
 * One tab at a time for saved avatars' writes, by Web Lock (ADR 010). Chromium's localStorage lags
 * other tabs' writes, so each turn waits (up to CATCH_UP_MS) for the fingerprint left in IndexedDB.
 */
import { AVATARS_KEY } from "~/data/virtual-collaboration";
import { storageGet } from "~/lib/storage";

const LOCK = "lumina-avatars";
const DB_NAME = "lumina-avatars-sync";
const STORE = "turns";
const RECORD = "last";
const CATCH_UP_MS = 1000;

/** A short fingerprint of the stored list: its length and an FNV-1a hash. */
function fingerprint(): string {
  const read = storageGet(AVATARS_KEY);
  const text = read.ok ? (read.value ?? "\u0000none") : "\u0000unavailable";
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error("blocked"));
  });
}

/** The record's fingerprint, or null when there is none or IndexedDB is not there. */
async function lastFingerprint(db: IDBDatabase | null): Promise<string | null> {
  if (!db) return null;
  try {
    const value = await new Promise((resolve, reject) => {
      const request = db.transaction(STORE, "readonly").objectStore(STORE).get(RECORD);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

async function recordFingerprint(db: IDBDatabase | null, value: string): Promise<void> {
  if (!db) return;
  try {
    const transaction = db.transaction(STORE, "readwrite");
    transaction.objectStore(STORE).put(value, RECORD);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } catch {
    // Without the record the next turn reads what it has, as without IndexedDB.
  }
}

/** Resolves once this tab's copy of the list has `expected`, or after CATCH_UP_MS. */
function caughtUp(expected: string): Promise<void> {
  if (fingerprint() === expected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("storage", check);
      window.clearTimeout(timer);
      resolve();
    };
    const check = (event: StorageEvent) => {
      if ((event.key === AVATARS_KEY || event.key === null) && fingerprint() === expected) done();
    };
    const timer = window.setTimeout(done, CATCH_UP_MS);
    window.addEventListener("storage", check);
  });
}

/**
 * Where Web Locks or IndexedDB are missing or refuse (old browser, private mode, opaque origin),
 * the task runs with what there is.
 */
export async function withPresetsLock<T>(task: () => T): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return task();
  let started = false;
  try {
    return await locks.request(LOCK, async () => {
      started = true;
      const db = typeof indexedDB === "undefined" ? null : await openDb().catch(() => null);
      try {
        const expected = await lastFingerprint(db);
        if (expected !== null) await caughtUp(expected);
        const result = task();
        await recordFingerprint(db, fingerprint());
        return result;
      } finally {
        db?.close();
      }
    });
  } catch (error) {
    if (started) throw error;
    return task();
  }
}
