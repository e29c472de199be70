import { AVATARS_KEY } from "~/data/virtual-collaboration";
import { appendElement, removeElement } from "~/lib/json-list";
import {
  storageGet,
  storageKeys,
  storageRemove,
  storageSet,
  type StorageFailure,
  type StorageKey,
  type StorageResult,
} from "~/lib/storage";
import { ACCESSORY_IDS, CHOICE_IDS, type Avatar } from "./avatar-state";
import { withPresetsLock } from "./presets-lock";

/** Key prefix for backups of an unreadable list; the ISO time it was moved follows. */
export const BACKUP_PREFIX = `${AVATARS_KEY}-backup-` as const;

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
    Object.entries(CHOICE_IDS).every(([field, options]) => isIndex(entry[field], options.length)) &&
    Array.isArray(entry.accessories) &&
    entry.accessories.every((index) => isIndex(index, ACCESSORY_IDS.length)) &&
    typeof entry.createdAt === "string" &&
    !Number.isNaN(Date.parse(entry.createdAt))
  );
}

const listeners = new Set<() => void>();

/** The list's key or a backup's; a null key means storage was cleared. */
const isPresetsKey = (key: string | null) =>
  key === null || key === AVATARS_KEY || key.startsWith(BACKUP_PREFIX);

/** Hears changes to the presets or backups: this tab's writes below, other tabs' storage events. */
export function subscribeToPresets(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (isPresetsKey(event.key)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** A write's result; when it succeeded, every listener hears of the change. */
function announced(written: StorageResult<void>): SaveResult {
  if (!written.ok) return written;
  for (const listener of listeners) listener();
  return { ok: true };
}

/** What is stored under `avatars`, read without ever throwing. */
export type StoredList =
  | { kind: "list"; entries: unknown[]; raw: string | null }
  | { kind: "corrupt"; raw: string }
  | { kind: "unavailable"; reason: StorageFailure };

export function readStoredList(): StoredList {
  const read = storageGet(AVATARS_KEY);
  return read.ok ? parseStoredList(read.value) : { kind: "unavailable", reason: read.reason };
}

/** Reads the raw stored string: no value is an empty list, anything but a JSON list is corrupt. */
export function parseStoredList(raw: string | null): StoredList {
  if (raw === null) return { kind: "list", entries: [], raw };
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? { kind: "list", entries: parsed, raw }
      : { kind: "corrupt", raw };
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

export type SaveResult =
  | { ok: true; backupKey?: string }
  | {
      ok: false;
      reason: StorageFailure;
      /** The unreadable list could not be backed up: it needs the user's way out first. */
      unreadableInTheWay?: true;
    };

/**
 * Keeps existing entries byte for byte, even unreadable ones (ADR 010). A value that is not a list
 * is backed up before a new list starts; on any failure the stored value is unchanged.
 */
export function appendPreset(preset: AvatarPreset, now: Date): Promise<SaveResult> {
  return withPresetsLock((): SaveResult => {
    const list = readStoredList();
    if (list.kind === "unavailable") return { ok: false, reason: list.reason };
    let backupKey: StorageKey | undefined;
    if (list.kind === "corrupt") {
      backupKey = `${BACKUP_PREFIX}${now.toISOString()}`;
      const backup = storageSet(backupKey, list.raw);
      if (!backup.ok) return { ...backup, unreadableInTheWay: true };
    }
    const raw = appendElement(list.kind === "list" ? list.raw : null, JSON.stringify(preset));
    const saved = announced(storageSet(AVATARS_KEY, raw));
    return saved.ok && backupKey ? { ok: true, backupKey } : saved;
  });
}

/** Whether a stored entry is the preset `preset` (the same name, options and time). */
function isSamePreset(entry: unknown, preset: AvatarPreset): boolean {
  return (
    isAvatarPreset(entry) &&
    entry.createdAt === preset.createdAt &&
    entry.name === preset.name &&
    Object.keys(CHOICE_IDS).every(
      (field) => entry[field as keyof Avatar] === preset[field as keyof Avatar],
    ) &&
    entry.accessories.join() === preset.accessories.join()
  );
}

/**
 * Another tab may have changed the list since it was shown, so the preset is found again: at
 * `position`, else the same preset nearest to it; if it is gone, nothing changes.
 */
export function removePreset(position: number, preset: AvatarPreset): Promise<SaveResult> {
  return withPresetsLock((): SaveResult => {
    const list = readStoredList();
    if (list.kind === "unavailable") return { ok: false, reason: list.reason };
    if (list.kind !== "list" || list.raw === null) return { ok: false, reason: "error" };
    const matches = list.entries.flatMap((entry, index) =>
      isSamePreset(entry, preset) ? [index] : [],
    );
    const found = matches.sort((a, b) => Math.abs(a - position) - Math.abs(b - position))[0];
    if (found === undefined) return { ok: false, reason: "error" };
    return announced(storageSet(AVATARS_KEY, removeElement(list.raw, found)));
  });
}

/** Discards an unreadable value only if it is still the `raw` the user was shown to download. */
export function discardUnreadable(raw: string): Promise<SaveResult> {
  return withPresetsLock((): SaveResult => {
    const list = readStoredList();
    if (list.kind === "unavailable") return { ok: false, reason: list.reason };
    if (list.kind !== "corrupt" || list.raw !== raw) return { ok: false, reason: "error" };
    return announced(storageRemove(AVATARS_KEY));
  });
}

/** A backup of an unreadable list: its key, when it was made, and its text. */
export interface Backup {
  key: BackupKey;
  /** ISO time, from the key. */
  createdAt: string;
  raw: string;
}

type BackupKey = `${typeof BACKUP_PREFIX}${string}`;

/** The backups in this browser, oldest first, read without ever throwing. */
export function readBackups(): Backup[] {
  const keys = storageKeys<BackupKey>(BACKUP_PREFIX);
  if (!keys.ok) return [];
  return keys.value.flatMap((key) => {
    const read = storageGet(key);
    return read.ok && read.value !== null
      ? [{ key, createdAt: key.slice(BACKUP_PREFIX.length), raw: read.value }]
      : [];
  });
}

/** Deletes one backup (the user asked, after being shown it). */
export function removeBackup(key: BackupKey): SaveResult {
  return announced(storageRemove(key));
}
