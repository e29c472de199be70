import {
  ACCESSORIES,
  DEFAULT_AVATAR_NAME,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from "~/content/virtual-collaboration";

/** The avatar being edited: option indexes, as in a saved preset (SPEC §3). */
export interface Avatar {
  name: string;
  skinTone: number;
  hairColor: number;
  eyeColor: number;
  hairStyle: number;
  outfit: number;
  accessories: number[];
}

export const DEFAULT_AVATAR: Avatar = {
  name: DEFAULT_AVATAR_NAME,
  skinTone: 0,
  hairColor: 0,
  eyeColor: 0,
  hairStyle: 0,
  outfit: 0,
  accessories: [],
};

/**
 * Every single-choice option list, by the field of an avatar that holds the
 * chosen index. Saved presets store these indexes, so the lists' order is
 * part of the stored format (avatar.test.ts pins it).
 */
export const AVATAR_OPTIONS = {
  skinTone: SKIN_TONES,
  hairColor: HAIR_COLORS,
  eyeColor: EYE_COLORS,
  hairStyle: HAIR_STYLES,
  outfit: OUTFITS,
} as const;

export type AvatarOption = keyof typeof AVATAR_OPTIONS;

/**
 * Each option's id, at the same index as its name in its list above (and
 * `accessories` as in ACCESSORIES). Names are words and differ in each
 * edition; the drawing, the description and React keys go by these, which
 * never change. A new option gets its id here, at the end, with its name.
 */
export const OPTION_IDS = {
  skinTone: ["porcelain", "sand", "honey", "caramel", "umber", "espresso"],
  hairColor: ["black", "brown", "blonde", "red", "grey", "blue"],
  eyeColor: ["brown", "blue", "green", "hazel", "grey", "amber"],
  hairStyle: ["short", "long", "curly", "braids", "buzz-cut", "ponytail"],
  outfit: ["casual", "formal", "creative", "sporty", "tech", "academic"],
  accessories: ["glasses", "hat", "earrings", "watch", "necklace", "backpack"],
} as const satisfies {
  [Field in AvatarOption]: { length: (typeof AVATAR_OPTIONS)[Field]["length"] };
} & { accessories: { length: (typeof ACCESSORIES)["length"] } };

export type HairStyleId = (typeof OPTION_IDS.hairStyle)[number];
export type OutfitId = (typeof OPTION_IDS.outfit)[number];
export type AccessoryId = (typeof OPTION_IDS.accessories)[number];

/** The item at `index`, or the first one when `index` is out of range. */
const pick = <List extends readonly [unknown, ...unknown[]]>(
  list: List,
  index: number,
): List[number] => list[index] ?? list[0];

/** The items at `indexes`, skipping any out of range. */
const pickEach = <T>(list: readonly T[], indexes: readonly number[]): T[] =>
  indexes.flatMap((index) => {
    const item = list[index];
    return item === undefined ? [] : [item];
  });

/** The options an avatar's indexes point at; an index out of range gives the first option. */
export function resolveAvatar(avatar: Avatar) {
  return {
    skinTone: pick(SKIN_TONES, avatar.skinTone),
    hairColor: pick(HAIR_COLORS, avatar.hairColor),
    eyeColor: pick(EYE_COLORS, avatar.eyeColor),
    hairStyle: pick(HAIR_STYLES, avatar.hairStyle),
    outfit: pick(OUTFITS, avatar.outfit),
    accessories: pickEach(ACCESSORIES, avatar.accessories),
  };
}

/** The ids of the shapes an avatar is drawn with, resolved as in `resolveAvatar`. */
export function resolveShapeIds(avatar: Avatar) {
  return {
    hairStyle: pick(OPTION_IDS.hairStyle, avatar.hairStyle),
    outfit: pick(OPTION_IDS.outfit, avatar.outfit),
    accessories: pickEach(OPTION_IDS.accessories, avatar.accessories),
  };
}

export type AvatarAction =
  | { type: "name"; value: string }
  | { type: "option"; option: AvatarOption; index: number }
  | { type: "toggleAccessory"; index: number }
  | { type: "load"; avatar: Avatar };

export function avatarReducer(state: Avatar, action: AvatarAction): Avatar {
  switch (action.type) {
    case "name":
      return { ...state, name: action.value };
    case "option":
      return { ...state, [action.option]: action.index };
    case "toggleAccessory": {
      if (action.index < 0 || action.index >= ACCESSORIES.length) return state;
      const accessories = state.accessories.includes(action.index)
        ? state.accessories.filter((index) => index !== action.index)
        : [...state.accessories, action.index].sort((a, b) => a - b);
      return { ...state, accessories };
    }
    case "load":
      return { ...action.avatar, accessories: [...action.avatar.accessories] };
  }
}
