/** The same in every edition; its words are in ~/content/virtual-collaboration. */
import type * as words from "~/content/virtual-collaboration";

/**
 * Each option's id by avatar field (their names: AVATAR_OPTIONS, by id). Saved presets store indexes
 * into these lists (avatar.test.ts pins the order), so a new option goes at the end.
 */
export const AVATAR_OPTION_IDS = {
  skinTone: ["porcelain", "sand", "honey", "caramel", "umber", "espresso"],
  hairColor: ["black", "brown", "blonde", "red", "grey", "blue"],
  eyeColor: ["brown", "blue", "green", "hazel", "grey", "amber"],
  hairStyle: ["short", "long", "curly", "braids", "buzz-cut", "ponytail"],
  outfit: ["casual", "formal", "creative", "sporty", "tech", "academic"],
  accessories: ["glasses", "hat", "earrings", "watch", "necklace", "backpack"],
} as const satisfies {
  [
    Field in keyof typeof words.AVATAR_OPTIONS
  ]: readonly (keyof (typeof words.AVATAR_OPTIONS)[Field])[];
};

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

/** The pens' colours, by id, in the order shown (their names: WHITEBOARD_WORDS.pens). */
export const PEN_COLORS = {
  ink: "#1e293b",
  indigo: "#4338ca",
  red: "#dc2626",
  green: "#15803d",
} as const satisfies Record<keyof typeof words.WHITEBOARD_WORDS.pens, string>;

/**
 * The "in numbers" figures, by id, in the order shown (their labels: COLLABORATION_STATS.labels);
 * `of` is the total a figure is out of.
 */
export const COLLABORATION_STATS = {
  avatars: { count: 12 },
  styles: { count: 5 },
  "team-goals": { count: 8, of: 10 },
  meetings: { count: 12 },
} as const satisfies Record<
  keyof typeof words.COLLABORATION_STATS.labels,
  { count: number; of?: number }
>;
