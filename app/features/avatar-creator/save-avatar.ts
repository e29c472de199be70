import { safeFileName } from "~/lib/file-name";
import type { NotifyTone } from "~/lib/notify";
import { downloadBlob, renderAvatarPng } from "./avatar-drawing";
import { appendPreset } from "./avatar-presets";
import type { Avatar } from "./avatar-state";

/** What saving did: whether the preset was stored, the PNG downloaded, older data backed up. */
export type SaveOutcome =
  { stored: false } | { stored: true; downloaded: boolean; backupKey?: string };

/**
 * Save (SPEC §3): downloads the avatar as a PNG named after it and appends
 * its preset to the saved list. The preset is stored even when the browser
 * cannot draw the PNG.
 */
export async function saveAvatar(avatar: Avatar, now = new Date()): Promise<SaveOutcome> {
  let downloaded = true;
  try {
    downloadBlob(await renderAvatarPng(avatar), safeFileName(avatar.name, "png"));
  } catch {
    downloaded = false;
  }
  const { name, skinTone, hairColor, eyeColor, hairStyle, outfit, accessories } = avatar;
  const result = appendPreset(
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
  if (!result.ok) return { stored: false };
  return result.backupKey
    ? { stored: true, downloaded, backupKey: result.backupKey }
    : { stored: true, downloaded };
}

/** The toasts that tell the user how a save went: the spec's, and what it does not cover. */
export function saveNotices(outcome: SaveOutcome): [NotifyTone, string, string][] {
  if (!outcome.stored) return [["error", "Save failed", "Could not store preset locally."]];
  const notices: [NotifyTone, string, string][] = [
    outcome.downloaded
      ? ["success", "Avatar saved", "Downloaded PNG and saved preset locally."]
      : [
          "warning",
          "Avatar saved without its image",
          "The preset is saved locally, but this browser could not draw the PNG.",
        ],
  ];
  if (outcome.backupKey) {
    notices.push([
      "info",
      "Older saved avatars kept",
      `They could not be read, so they were moved to “${outcome.backupKey}” in this browser's storage.`,
    ]);
  }
  return notices;
}
