/** The games' data, the same in every edition; their words are in ~/content/games (by id). */
import type * as words from "~/content/games";

/** The Quick Quiz's sum, its choices and its answer (its words: QUIZ in ~/content/games). */
export const QUIZ = {
  /** The numbers added: "What is 2 + 2?". */
  terms: [2, 2],
  choices: [3, 4, 5],
  answer: 4,
  /** What the first right answer earns, added to the learner's XP for this visit. */
  xp: 50,
} as const;

/** The memory game's fruit, a pair of cards each, by id (their names: MEMORY_GAME.fruits). */
export const MEMORY_EMOJIS = {
  apple: "🍎",
  banana: "🍌",
  grape: "🍇",
} as const satisfies Record<keyof typeof words.MEMORY_GAME.fruits, string>;

/** Mismatched cards stay face up this long before flipping back (SPEC §9). */
export const MEMORY_LOCK_MS = 700;

type WordId = keyof typeof words.VOCABULARY;

/** A word the vocabulary game asks about, and the id of its meaning among its choices. */
export type AskedWord<Id extends WordId> = {
  word: string;
  answer: keyof (typeof words.VOCABULARY)[Id] & string;
};

/**
 * The English words the vocabulary game asks about, in the order asked, by id; each edition's
 * choices of meaning for each are VOCABULARY in ~/content/games, keyed by the same ids.
 */
export const VOCABULARY: { readonly [Id in WordId]: AskedWord<Id> } = {
  loquacious: { word: "Loquacious", answer: "talkative" },
  ephemeral: { word: "Ephemeral", answer: "a-day" },
  ubiquitous: { word: "Ubiquitous", answer: "everywhere" },
};

/** What each vocabulary word's first right answer earns. */
export const VOCABULARY_XP = 25;
