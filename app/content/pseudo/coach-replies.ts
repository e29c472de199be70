import * as english from "../en/coach-replies";
import { accent, pseudo } from "./pseudo";

export const { GREETING, PARTNER_GREETING, REPLIES, MINUTES, SESSION_LENGTH, QUICK_ACTIONS, CHAT } =
  pseudo(english);

/** The keywords only accented: a suggestion, marked, still holds its topic's keyword. */
export const REPLY_KEYWORDS = english.REPLY_KEYWORDS.map(
  ([topic, keywords]) => [topic, keywords.map(accent)] as const,
);
