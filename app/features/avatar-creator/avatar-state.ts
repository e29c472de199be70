import { AVATAR_OPTIONS as NAMES, DEFAULT_AVATAR_NAME } from "~/content/virtual-collaboration";
import { AVATAR_COLORS, AVATAR_OPTION_IDS } from "~/data/virtual-collaboration";

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
 * Option names by avatar field, plus the accessories. Saved presets store indexes into these, so
 * the lists' order is a stored format (avatar.test.ts pins it).
 */
export const { accessories: ACCESSORIES, ...AVATAR_OPTIONS } = NAMES;

export type AvatarOption = keyof typeof AVATAR_OPTIONS;

/**
 * Each option's id, at its name's index. Names differ in each edition; the drawing, the
 * description and React keys go by these ids, which never change.
 */
export const OPTION_IDS = AVATAR_OPTION_IDS satisfies {
  [Field in keyof typeof NAMES]: { length: (typeof NAMES)[Field]["length"] };
};

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

/** A coloured option's name and colour. */
const swatch = (option: keyof typeof AVATAR_COLORS, index: number) => ({
  name: pick(AVATAR_OPTIONS[option], index),
  color: pick(AVATAR_COLORS[option], index),
});

/** The options an avatar's indexes point at; an index out of range gives the first option. */
export function resolveAvatar(avatar: Avatar) {
  return {
    skinTone: swatch("skinTone", avatar.skinTone),
    hairColor: swatch("hairColor", avatar.hairColor),
    eyeColor: swatch("eyeColor", avatar.eyeColor),
    hairStyle: pick(AVATAR_OPTIONS.hairStyle, avatar.hairStyle),
    outfit: swatch("outfit", avatar.outfit),
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
