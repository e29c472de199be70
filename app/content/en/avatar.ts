/** The avatar creator's words (SPEC §3); its option lists are in ./virtual-collaboration. */
import { withArticle } from "./grammar";

/** The editor: preview, name, option tabs and the Save button (avatar-creator.tsx). */
export const AVATAR_CREATOR = {
  /** Its name in the error message if it fails, e.g. "The avatar creator stopped working". */
  widget: "avatar creator",
  /** Shown and announced for an avatar whose name is blank. */
  unnamed: "Unnamed avatar",
  name: "Avatar name",
  options: "Avatar options",
  tabs: { appearance: "Appearance", style: "Style", extras: "Extras" },
  /** Each option group's heading, by the avatar field it sets. */
  groups: {
    skinTone: "Skin tone",
    hairColor: "Hair colour",
    eyeColor: "Eye colour",
    hairStyle: "Hair style",
    outfit: "Outfit",
  },
  accessories: "Accessories",
  save: "Save Avatar",
} as const;

/** The saved avatars under the editor, and the delete confirmation (saved-avatars.tsx). */
export const SAVED_AVATARS = {
  title: "Saved avatars",
  unavailable: "This browser's storage is not available.",
  corrupt:
    "The saved avatars in this browser could not be read. They are kept as they are; saving a new avatar moves them to a backup first.",
  empty: "No saved avatars yet. Save one to see it here.",
  /** Under the list while older ones are hidden: "Showing 12 of 10,000 saved avatars". */
  shown: (shown: string, total: string) => `Showing ${shown} of ${total} saved avatars`,
  showMore: "Show more",
  /** The way out of an unreadable list (it stays until the user chooses). */
  unreadable: {
    download: "Download unreadable data",
    startNew: "Start a new list",
    fileName: "unreadable-saved-avatars",
    confirm: {
      title: "Start a new list?",
      description:
        "The unreadable saved data will be removed from this browser. Download it first if you want to keep a copy.",
      action: "Start new list",
    },
  },
  /** Older unreadable lists, kept aside by a save. */
  backups: {
    title: "Backups",
    description:
      "Saved avatars this browser could not read, kept aside when you saved. They use this browser's storage until you delete them.",
    label: (time: string) => `Backup from ${time}`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    downloadLabel: (time: string) => `Download backup from ${time}`,
    deleteLabel: (time: string) => `Delete backup from ${time}`,
    confirm: {
      title: "Delete this backup?",
      description: (time: string) =>
        `The backup from ${time} will be removed from this browser. Download it first to keep a copy.`,
    },
  },
  download: "Download",
  load: "Load",
  loadLabel: (name: string) => `Load ${name}`,
  loaded: { title: "Avatar loaded", body: (name: string) => `${name} is in the editor.` },
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  /** When a delete, or starting a new list, could not change the stored data. */
  deleteFailed: {
    title: "Delete failed",
    body: "The saved avatars changed or could not be updated.",
  },
  confirm: {
    title: "Delete this avatar?",
    description: (name: string) => `“${name}” will be removed from this browser.`,
    cancel: "Cancel",
    delete: "Delete",
  },
} as const;

/** The toasts after Save (save-avatar.ts), and the download's name when the avatar has none. */
export const AVATAR_SAVE = {
  fileName: "avatar",
  failed: { title: "Save failed", body: "Could not store preset locally." },
  saved: { title: "Avatar saved", body: "Downloaded PNG and saved preset locally." },
  savedWithoutImage: {
    title: "Avatar saved without its image",
    body: "The preset is saved locally, but this browser could not draw the PNG.",
  },
  unreadableInTheWay: {
    title: "No room to back up the unreadable avatars",
    body: "Under Saved avatars, download them to keep a copy, then start a new list and save again.",
  },
  backedUp: {
    title: "Older saved avatars kept",
    body: (key: string) =>
      `They could not be read, so they were moved to “${key}” in this browser's storage.`,
  },
} as const;

/**
 * For screen readers: "Avatar with porcelain skin, black hair in a ponytail, brown eyes, a casual
 * outfit, with glasses and a hat." Each gets an option's name as listed; `hair`, `accessory`: by id.
 */
export const AVATAR_DESCRIPTION = {
  skin: (tone: string) => `${tone.toLowerCase()} skin`,
  /** How each hair style reads in a sentence, given the hair colour. */
  hair: {
    short: (color: string) => `short ${color.toLowerCase()} hair`,
    long: (color: string) => `long ${color.toLowerCase()} hair`,
    curly: (color: string) => `curly ${color.toLowerCase()} hair`,
    braids: (color: string) => `${color.toLowerCase()} hair in braids`,
    "buzz-cut": (color: string) => `a ${color.toLowerCase()} buzz cut`,
    ponytail: (color: string) => `${color.toLowerCase()} hair in a ponytail`,
  },
  eyes: (color: string) => `${color.toLowerCase()} eyes`,
  outfit: (outfit: string) => `${withArticle(outfit.toLowerCase())} outfit`,
  /** How each accessory reads after "with". */
  accessory: {
    glasses: "glasses",
    hat: "a hat",
    earrings: "earrings",
    watch: "a watch",
    necklace: "a necklace",
    backpack: "a backpack",
  },
  /** `features` in order; `accessories` already a list ("glasses and a hat"), if any. */
  sentence: (features: readonly string[], accessories?: string) =>
    `Avatar with ${features.join(", ")}${accessories ? `, with ${accessories}` : ""}.`,
} as const;
