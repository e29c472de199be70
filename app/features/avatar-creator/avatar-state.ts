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
 * Each option's id by avatar field. Saved presets store indexes into these lists, so their order is
 * a stored format (avatar.test.ts pins it). Names differ in each edition and go with the ids; the
 * drawing, the description and React keys go by the ids, which never change.
 */
export const OPTION_IDS = AVATAR_OPTION_IDS;

/** The fields of one option each, and the accessories (any of them). */
export const { accessories: ACCESSORY_IDS, ...CHOICE_IDS } = OPTION_IDS;

export type AvatarOption = keyof typeof CHOICE_IDS;

export type HairStyleId = (typeof OPTION_IDS.hairStyle)[number];
export type OutfitId = (typeof OPTION_IDS.outfit)[number];
export type AccessoryId = (typeof OPTION_IDS.accessories)[number];

/** The edition's option names by field and id: every id has its name. */
const OPTION_NAMES: {
  readonly [Field in keyof typeof OPTION_IDS]: Readonly<
    Record<(typeof OPTION_IDS)[Field][number], string>
  >;
} = NAMES;

/** The item at `index`, or the first one when `index` is out of range. */
const pick = <List extends readonly [unknown, ...unknown[]]>(
  list: List,
  index: number,
): List[number] => list[index] ?? list[0];

/** The name of a field's option at `index`, or of its first option when `index` is out of range. */
export function optionName<Field extends keyof typeof OPTION_IDS>(
  field: Field,
  index: number,
): string {
  return OPTION_NAMES[field][pick(OPTION_IDS[field], index)];
}

/** The items at `indexes`, skipping any out of range. */
const pickEach = <T>(list: readonly T[], indexes: readonly number[]): T[] =>
  indexes.flatMap((index) => {
    const item = list[index];
    return item === undefined ? [] : [item];
  });

/** A coloured option's name and colour. */
const swatch = (option: keyof typeof AVATAR_COLORS, index: number) => ({
  name: optionName(option, index),
  color: pick(AVATAR_COLORS[option], index),
});

/** The options an avatar's indexes point at; an index out of range gives the first option. */
export function resolveAvatar(avatar: Avatar) {
  return {
    skinTone: swatch("skinTone", avatar.skinTone),
    hairColor: swatch("hairColor", avatar.hairColor),
    eyeColor: swatch("eyeColor", avatar.eyeColor),
    hairStyle: optionName("hairStyle", avatar.hairStyle),
    outfit: swatch("outfit", avatar.outfit),
    accessories: pickEach(ACCESSORY_IDS, avatar.accessories).map((id) => NAMES.accessories[id]),
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
      if (action.index < 0 || action.index >= ACCESSORY_IDS.length) return state;
      const accessories = state.accessories.includes(action.index)
        ? state.accessories.filter((index) => index !== action.index)
        : [...state.accessories, action.index].sort((a, b) => a - b);
      return { ...state, accessories };
    }
    case "load":
      return { ...action.avatar, accessories: [...action.avatar.accessories] };
  }
}
