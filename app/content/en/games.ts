/** The Bonus challenges' games on /gamified-learning: Quick Quiz and Mini Games (SPEC §4, §9). */

import { formatNumber } from "~/lib/format";
import { withArticle } from "./grammar";

/** The line at the foot of both game cards (Study Battles, Mini Games). */
export const GAME_CARD = {
  play: "Play now",
} as const;

/** The Quick Quiz's question and feedback; its numbers are QUIZ in ~/data/games. */
export const QUIZ = {
  /** "What is 2 + 2?". */
  question: (first: string, second: string) => `What is ${first} + ${second}?`,
  /** "Correct! +50 XP", the XP earned. */
  correct: (xp: string) => `Correct! +${xp}`,
  wrong: "Not quite. Try again!",
} as const;

/** Around both choice questions: the XP just earned, flying up as a chip. */
export const REWARD = {
  /** "+50 XP", the amount already formatted. */
  gained: (amount: string) => `+${amount}`,
} as const;

/** The Study Battles card and the Quick Quiz dialog it opens. */
export const QUICK_QUIZ_DIALOG = {
  card: "Study Battles",
  cardLead: "Take on a quick quiz and win XP. Opens the Quick Quiz.",
  title: "Quick Quiz",
  /** "Answer to earn 50 XP.", the XP already formatted. */
  description: (xp: string) => `Answer to earn ${xp}.`,
  /** The quiz in a sentence, for its error message ("The quiz stopped working"). */
  widget: "quiz",
  close: "Close",
} as const;

/** The Submit button under a choice question (the Quick Quiz, the vocabulary game). */
export const SUBMIT_ANSWER = {
  submit: "Submit",
  submitted: "Submitted",
} as const;

/** The Mini Games card and the dialog it opens, with its two tabs. */
export const MINI_GAMES_DIALOG = {
  card: "Mini Games",
  cardLead: "A memory game and a vocabulary game for quick practice.",
  title: "Mini Games",
  description: "Pick a game.",
  tabs: "Mini games",
  memory: "Memory",
  vocabulary: "Vocabulary",
  /** The games in a sentence, for their error messages ("The memory game stopped working"). */
  memoryWidget: "memory game",
  vocabularyWidget: "vocabulary game",
} as const;

/** The memory game's words: its cards' names and the turn told in a sentence. */
export const MEMORY_GAME = {
  /** The fruits' names, by id (MEMORY_EMOJIS in ~/data/games). */
  fruits: { apple: "apple", banana: "banana", grape: "grape" },
  lead: "Find the three pairs of fruit.",
  cards: "Cards",
  /** A card's accessible name, e.g. "Card 2, apple, matched". */
  card: (position: number, state: string) => `Card ${formatNumber(position)}, ${state}`,
  matched: (name: string) => `${name}, matched`,
  faceDown: "face down",
  /** Drawn on a face-down card. */
  back: "?",
  /** One card turned over, two that match, two that do not: shown, and said to screen readers. */
  turnedOver: (name: string) => `You turned over ${withArticle(name)}.`,
  match: (name: string) => `Two ${name}s: a match!`,
  noMatch: (first: string, second: string) => {
    const a = withArticle(first);
    return `${a.charAt(0).toUpperCase()}${a.slice(1)} and ${withArticle(second)}: no match.`;
  },
  pairs: (found: number, total: number) =>
    `Matched pairs: ${formatNumber(found)}\u00A0/\u00A0${formatNumber(total)}`,
  won: " · You found every pair!",
  reset: "Reset",
  /** Pairs of cards turned over so far (the plural forms `formatPlural` takes). */
  moves: { one: "{count} move", other: "{count} moves" },
  /** The game's end, e.g. "All 3 pairs found in 7 moves.", the moves already counted. */
  summary: (pairs: number, moves: string) => `All ${formatNumber(pairs)} pairs found in ${moves}.`,
} as const;

/**
 * Each word's choices of meaning by id, in the order shown; the words and their right choices
 * are VOCABULARY in ~/data/games, by the same word ids.
 */
export const VOCABULARY = {
  loquacious: { talkative: "Talkative", quiet: "Quiet", angry: "Angry" },
  ephemeral: { forever: "Lasting forever", "a-day": "Lasting a day", heavy: "Very heavy" },
  ubiquitous: { rare: "Rare", everywhere: "Everywhere", unknown: "Unknown" },
} as const;

export const VOCABULARY_FEEDBACK = {
  /** "Correct! +25 XP", the XP earned. */
  correct: (xp: string) => `Correct! +${xp}`,
  wrong: "Not quite. Try the next one!",
  /** Shown after a wrong answer: the meaning to remember. */
  meaning: (word: string, meaning: string) => `“${word}” means “${meaning}”.`,
} as const;

/** The vocabulary game's words around its questions. */
export const VOCABULARY_GAME = {
  position: (word: number, count: number) => `Word ${formatNumber(word)} of ${formatNumber(count)}`,
  question: (word: string) => `What does “${word}” mean?`,
  next: "Next",
  /** After the last word's answer: how the round went, and what Next does. */
  summary: (right: number, count: number) =>
    `Round complete: ${formatNumber(right)} of ${formatNumber(count)} words right. Next starts again.`,
} as const;
