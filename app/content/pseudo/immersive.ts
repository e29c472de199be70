import * as english from "../en/immersive";
import { pseudo } from "./pseudo";

export const {
  SAMPLE_VIDEO,
  VR_EXPERIENCES,
  INFO_CARDS,
  COMFORT_SETTINGS,
  IMMERSIVE_PAGE,
  IMMERSIVE_SUBHEADER,
  SAMPLE_VIDEO_PLAYER,
  EXPERIENCE_GALLERY,
  COLLABORATION_MODE_CARD,
  COMFORT_SETTINGS_CARD,
} = pseudo(english);
