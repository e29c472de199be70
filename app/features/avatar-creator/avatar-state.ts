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

/** The options an avatar's indexes point at; an index out of range gives the first option. */
export function resolveAvatar(avatar: Avatar) {
  return {
    skinTone: SKIN_TONES[avatar.skinTone] ?? SKIN_TONES[0],
    hairColor: HAIR_COLORS[avatar.hairColor] ?? HAIR_COLORS[0],
    eyeColor: EYE_COLORS[avatar.eyeColor] ?? EYE_COLORS[0],
    hairStyle: HAIR_STYLES[avatar.hairStyle] ?? HAIR_STYLES[0],
    outfit: OUTFITS[avatar.outfit] ?? OUTFITS[0],
    accessories: avatar.accessories.flatMap((index) => {
      const accessory = ACCESSORIES[index];
      return accessory ? [accessory] : [];
    }),
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
