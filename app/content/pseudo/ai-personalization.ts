import * as english from "../en/ai-personalization";
import { pseudo } from "./pseudo";

export const {
  AI_PERSONALIZATION,
  LEARNER_PROFILE_CARD,
  LEARNER_PROFILE,
  PROGRESS_TRACKER,
  CUSTOMIZATION,
  PACE_WORDS,
  DIFFICULTIES,
  CONTENT_TYPES,
  AI_COACH_CARD,
  LEARNING_PLAN_CARD,
  ACHIEVEMENTS_CARD,
  ACHIEVEMENTS,
} = pseudo(english);
