import { ACCESSORIES, AVATARS_KEY } from "~/content/virtual-collaboration";
import { storageGet, storageSet, type StorageFailure, type StorageKey } from "~/lib/storage";
import { AVATAR_OPTIONS, type Avatar } from "./avatar-state";

/** A saved preset (SPEC §3): the avatar's indexes and when it was saved. */
export interface AvatarPreset extends Avatar {
  createdAt: string;
}

const isIndex = (value: unknown, count: number) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/** Whether a stored entry is a preset this site can show and load. */
export function isAvatarPreset(value: unknown): value is AvatarPreset {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === "string" &&
    entry.name.length <= 500 &&
    Object.entries(AVATAR_OPTIONS).every(([field, options]) =>
      isIndex(entry[field], options.length),
    ) &&
    Array.isArray(entry.accessories) &&
    entry.accessories.every((index) => isIndex(index, ACCESSORIES.length)) &&
    typeof entry.createdAt === "string" &&
    !Number.isNaN(Date.parse(entry.createdAt))
  );
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever the saved presets change: saved or deleted in
 * this tab (the functions below say so) or in another one (the storage
 * event). Returns the unsubscribe.
 */
export function subscribeToPresets(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AVATARS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function presetsChanged() {
  for (const listener of listeners) listener();
}

/** What is stored under `avatars`, read without ever throwing. */
export type StoredList =
  | { kind: "list"; entries: unknown[] }
  | { kind: "corrupt"; raw: string }
  | { kind: "unavailable"; reason: StorageFailure };

export function readStoredList(): StoredList {
  const read = storageGet(AVATARS_KEY);
  return read.ok ? parseStoredList(read.value) : { kind: "unavailable", reason: read.reason };
}

/** Reads the raw stored string: no value is an empty list, anything but a JSON list is corrupt. */
export function parseStoredList(raw: string | null): StoredList {
  if (raw === null) return { kind: "list", entries: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? { kind: "list", entries: parsed } : { kind: "corrupt", raw };
  } catch {
    return { kind: "corrupt", raw };
  }
}

/** The valid presets, each with its position in the stored list; invalid entries are skipped. */
export function validPresets(list: StoredList): { preset: AvatarPreset; position: number }[] {
  if (list.kind !== "list") return [];
  return list.entries.flatMap((entry, position) =>
    isAvatarPreset(entry) ? [{ preset: entry, position }] : [],
  );
}

export type SaveResult = { ok: true; backupKey?: string } | { ok: false; reason: StorageFailure };

/**
 * Appends one preset to the list under `avatars`. Entries already there
 * are kept as they are, even ones this site cannot read. A value that is not
 * a list is first copied to a backup key (never lost), then a new list
 * starts. On any failure the stored value is exactly as it was.
 */
export function appendPreset(preset: AvatarPreset, now: Date): SaveResult {
  const list = readStoredList();
  if (list.kind === "unavailable") return { ok: false, reason: list.reason };
  let backupKey: StorageKey | undefined;
  let entries: unknown[] = [];
  if (list.kind === "corrupt") {
    backupKey = `${AVATARS_KEY}-backup-${now.toISOString()}`;
    const backup = storageSet(backupKey, list.raw);
    if (!backup.ok) return backup;
  } else {
    entries = list.entries;
  }
  const saved = storageSet(AVATARS_KEY, JSON.stringify([...entries, preset]));
  if (!saved.ok) return saved;
  presetsChanged();
  return backupKey ? { ok: true, backupKey } : { ok: true };
}

/** Removes the entry at `position` if it is still the same preset (another tab may have changed the list). */
export function removePreset(position: number, preset: AvatarPreset): SaveResult {
  const list = readStoredList();
  if (list.kind === "unavailable") return { ok: false, reason: list.reason };
  if (list.kind !== "list") return { ok: false, reason: "error" };
  const entry = list.entries[position];
  if (
    !isAvatarPreset(entry) ||
    entry.createdAt !== preset.createdAt ||
    entry.name !== preset.name
  ) {
    return { ok: false, reason: "error" };
  }
  const written = storageSet(
    AVATARS_KEY,
    JSON.stringify(list.entries.filter((_, index) => index !== position)),
  );
  if (!written.ok) return written;
  presetsChanged();
  return { ok: true };
}
