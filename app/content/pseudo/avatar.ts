import * as english from "../en/avatar";
import { pseudo } from "./pseudo";

export const { AVATAR_CREATOR, SAVED_AVATARS, AVATAR_SAVE, AVATAR_DESCRIPTION } = pseudo(english);
