import { AVATAR_SAVE } from "~/content/avatar";
import { safeFileName } from "~/lib/file-name";
import type { NotifyTone } from "~/lib/notify";
import { downloadBlob, renderAvatarPng } from "./avatar-drawing";
import { appendPreset } from "./avatar-presets";
import type { Avatar } from "./avatar-state";

/** What saving did: whether the preset was stored, the PNG downloaded, older data backed up. */
export type SaveOutcome =
  | {
      stored: false;
      /** An unreadable saved list has no room for its backup: the user must clear it first. */
      unreadableInTheWay?: boolean;
    }
  | { stored: true; downloaded: boolean; backupKey?: string };

/** Save (SPEC §3): downloads the PNG and stores the preset, even if the PNG cannot be drawn. */
export async function saveAvatar(avatar: Avatar, now = new Date()): Promise<SaveOutcome> {
  let downloaded = true;
  try {
    downloadBlob(
      await renderAvatarPng(avatar),
      safeFileName(avatar.name, "png", AVATAR_SAVE.fileName),
    );
  } catch {
    downloaded = false;
  }
  const { name, skinTone, hairColor, eyeColor, hairStyle, outfit, accessories } = avatar;
  const result = await appendPreset(
    {
      name,
      skinTone,
      hairColor,
      eyeColor,
      hairStyle,
      outfit,
      accessories,
      createdAt: now.toISOString(),
    },
    now,
  );
  return result.ok
    ? { stored: true, downloaded, backupKey: result.backupKey }
    : { stored: false, unreadableInTheWay: result.unreadableInTheWay };
}

/** The toasts that tell the user how a save went: the spec's, and what it does not cover. */
export function saveNotices(outcome: SaveOutcome): [NotifyTone, string, string][] {
  const words = AVATAR_SAVE;
  if (!outcome.stored) {
    const failed: [NotifyTone, string, string] = ["error", words.failed.title, words.failed.body];
    return outcome.unreadableInTheWay
      ? [failed, ["info", words.unreadableInTheWay.title, words.unreadableInTheWay.body]]
      : [failed];
  }
  const notices: [NotifyTone, string, string][] = [
    outcome.downloaded
      ? ["success", words.saved.title, words.saved.body]
      : ["warning", words.savedWithoutImage.title, words.savedWithoutImage.body],
  ];
  if (outcome.backupKey) {
    notices.push(["info", words.backedUp.title, words.backedUp.body(outcome.backupKey)]);
  }
  return notices;
}
