/** The same in every edition; its words are in ~/content/virtual-collaboration. */
import type * as words from "~/content/virtual-collaboration";
import type { Matching } from "~/locales";

/**
 * Each option's id, at its name's index in every edition's AVATAR_OPTIONS. Saved presets store the
 * indexes (avatar.test.ts pins the order), so a new option goes at the end, here and in each edition.
 */
export const AVATAR_OPTION_IDS = {
  skinTone: ["porcelain", "sand", "honey", "caramel", "umber", "espresso"],
  hairColor: ["black", "brown", "blonde", "red", "grey", "blue"],
  eyeColor: ["brown", "blue", "green", "hazel", "grey", "amber"],
  hairStyle: ["short", "long", "curly", "braids", "buzz-cut", "ponytail"],
  outfit: ["casual", "formal", "creative", "sporty", "tech", "academic"],
  accessories: ["glasses", "hat", "earrings", "watch", "necklace", "backpack"],
} as const;

/** The colour of each coloured option, at the same index as its id. */
export const AVATAR_COLORS = {
  skinTone: ["#f9dcc4", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#5c3a21"],
  hairColor: ["#1f1a17", "#6b4226", "#e6c16a", "#b5452b", "#9ca3af", "#3b82f6"],
  eyeColor: ["#6b3e1f", "#2f6fd6", "#2f8f4e", "#8e7341", "#6b7280", "#c4861c"],
  outfit: ["#3b82f6", "#1e293b", "#a855f7", "#dc2626", "#475569", "#15803d"],
} as const;

/** The localStorage key of the saved presets (SPEC §7). */
export const AVATARS_KEY = "avatars";

export const AVATAR_SIZE = 512;

/** The room themes, in the order the picker lists them (their words: THEMES). */
export const THEME_IDS = ["space-station", "nature-dome", "tech-city"] as const;

export type ThemeId = (typeof THEME_IDS)[number];

export const DEFAULT_THEME: ThemeId = "space-station";

export interface Participant {
  id: string;
  name: string;
  initials: string;
  isVideoOn: boolean;
  isAudioOn: boolean;
  isHandRaised: boolean;
}

/** The current user in the room; its name and initials: each edition's COLLABORATION_ROOM.me. */
export const ME = { id: "me", isVideoOn: true, isAudioOn: true, isHandRaised: false } as const;

/** The room's other sample participants: sample people keep their names in every edition. */
export const OTHER_PARTICIPANTS = [
  {
    id: "p2",
    name: "Maya Chen",
    initials: "MC",
    isVideoOn: true,
    isAudioOn: false,
    isHandRaised: false,
  },
  {
    id: "p3",
    name: "Leo Martins",
    initials: "LM",
    isVideoOn: false,
    isAudioOn: true,
    isHandRaised: true,
  },
  {
    id: "p4",
    name: "Priya Nair",
    initials: "PN",
    isVideoOn: true,
    isAudioOn: true,
    isHandRaised: false,
  },
] as const satisfies readonly Participant[];

export const WHITEBOARD = { width: 800, height: 200 } as const;

/** The pens' colours, at the same index as their names (WHITEBOARD_WORDS.pens). */
export const PEN_COLORS = ["#1e293b", "#4338ca", "#dc2626", "#15803d"] as const satisfies Matching<
  typeof words.WHITEBOARD_WORDS.pens
>;

/** The "in numbers" figures, at the same index as their labels (COLLABORATION_STATS.labels). */
export const STAT_VALUES = ["12", "5", "8/10", "12"] as const satisfies Matching<
  typeof words.COLLABORATION_STATS.labels
>;
