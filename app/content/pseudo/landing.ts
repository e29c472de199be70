import * as english from "../en/landing";
import { pseudo } from "./pseudo";

export const {
  HERO,
  LANDING_STATS,
  DEMO_VIDEO,
  HERO_ACTIONS,
  FEATURES_SECTION,
  CALL_TO_ACTION,
  ROLES,
  SIGN_UP,
  TRUSTED_HEADING,
} = pseudo(english);
