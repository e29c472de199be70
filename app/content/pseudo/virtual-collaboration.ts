import * as english from "../en/virtual-collaboration";
import { pseudo } from "./pseudo";

export const {
  AVATAR_OPTIONS,
  DEFAULT_AVATAR_NAME,
  THEMES,
  DESCRIPTIVE_SECTIONS,
  COLLABORATION_PAGE,
  COLLABORATION_ROOM,
  WHITEBOARD_WORDS,
  THEMES_DIALOG,
  COLLABORATION_SHORTCUTS,
  COLLABORATION_STATS,
  IMMERSIVE_MODES,
} = pseudo(english);
