/** The games' data, the same in every edition; their words are in ~/content/games. */
import type * as words from "~/content/games";
import type { Matching } from "~/locales";

/** The Quick Quiz's choices and answer (its question: QUIZ in ~/content/games). */
export const QUIZ = {
  choices: ["3", "4", "5"],
  answer: "4",
  /** What the first right answer earns, added to the learner's XP for this visit. */
  xp: 50,
} as const;

/** The memory game's fruit, a pair of cards each (their names: MEMORY_GAME.fruits). */
export const MEMORY_EMOJIS = ["🍎", "🍌", "🍇"] as const satisfies Matching<
  typeof words.MEMORY_GAME.fruits
>;

/** Mismatched cards stay face up this long before flipping back (SPEC §9). */
export const MEMORY_LOCK_MS = 700;

/**
 * The English words the vocabulary game asks about, each with the index of
 * its meaning among the choices each edition gives it (VOCABULARY).
 */
export const VOCABULARY = [
  { word: "Loquacious", answer: 0 },
  { word: "Ephemeral", answer: 1 },
  { word: "Ubiquitous", answer: 1 },
] as const satisfies Matching<typeof words.VOCABULARY>;

/** What each vocabulary word's first right answer earns. */
export const VOCABULARY_XP = 25;
