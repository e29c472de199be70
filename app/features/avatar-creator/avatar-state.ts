import { ACCESSORIES, DEFAULT_AVATAR_NAME } from "~/content/virtual-collaboration";

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

export type AvatarOption = "skinTone" | "hairColor" | "eyeColor" | "hairStyle" | "outfit";

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
