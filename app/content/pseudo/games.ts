import * as english from "../en/games";
import { pseudo } from "./pseudo";

export const {
  GAME_CARD,
  QUIZ,
  REWARD,
  QUICK_QUIZ_DIALOG,
  SUBMIT_ANSWER,
  MINI_GAMES_DIALOG,
  MEMORY_GAME,
  VOCABULARY,
  VOCABULARY_FEEDBACK,
  VOCABULARY_GAME,
} = pseudo(english);
