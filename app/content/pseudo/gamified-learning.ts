import * as english from "../en/gamified-learning";
import { pseudo } from "./pseudo";

export const {
  GAMIFIED_LEARNING_PAGE,
  DAILY_CHALLENGE,
  WEEKLY_CHALLENGE,
  TROPHY_CABINET,
  COMPETITIONS,
  SHOP,
  BOSS_PROJECTS,
  LEARNER_SUMMARY,
  MISSION_BOARD,
  SKILL_TREE_WORDS,
  LEADERBOARDS,
  SHOP_WORDS,
  LEARNING_ROOMS_WORDS,
  BOSS_LEVELS,
} = pseudo(english);
