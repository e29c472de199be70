/**
 * The gamified learning page's data, the same in every edition; its words are
 * in ~/content/gamified-learning (each list's by id).
 */
import type * as words from "~/content/gamified-learning";

export const LEARNER = {
  name: "Alex",
  emoji: "🦊",
  level: 12,
  nextLevel: 13,
  xp: 2450,
  xpForNextLevel: 3000,
  /** The XP bar's value (SPEC §9: progress bar 82). */
  progress: 82,
  streakDays: 12,
  trophies: 8,
  badges: 24,
  coins: 1250,
  rank: 3,
} as const;

/** The daily challenge's progress, and what each of its rewards counts, by id (SPEC §9). */
export const DAILY_CHALLENGE = {
  done: 2,
  total: 5,
  rewards: { coins: 50, "brain-points": 100, badge: 1 },
} as const satisfies {
  done: number;
  total: number;
  rewards: Record<keyof typeof words.DAILY_CHALLENGE.rewards, number>;
};

export const WEEKLY_CHALLENGE = { done: 17, total: 25 } as const;

export type SkillState =
  { kind: "mastered" } | { kind: "level"; level: number } | { kind: "locked"; unlocksAt: number };

/** The skills, in the order shown. */
export const SKILL_TREE = {
  logic: { emoji: "🧩", state: { kind: "mastered" } },
  language: { emoji: "📚", state: { kind: "level", level: 8 } },
  science: { emoji: "🔬", state: { kind: "level", level: 6 } },
  creativity: { emoji: "🎨", state: { kind: "locked", unlocksAt: 15 } },
} as const satisfies Record<
  keyof typeof words.SKILL_TREE_WORDS.skills,
  { emoji: string; state: SkillState }
>;

/** Sample people keep their names; the learner's row (`highlight`) is the edition's "You". */
export const CLASS_RANKING = [
  { rank: 1, name: "Sofia", xp: 3120, badge: "🥇", highlight: false },
  { rank: 2, name: "Noah", xp: 2980, badge: "🥈", highlight: false },
  { rank: 3, name: null, xp: 2450, badge: "🥉", highlight: true },
  { rank: 4, name: "Amara", xp: 2310, badge: "⭐", highlight: false },
  { rank: 5, name: "Kenji", xp: 2200, badge: "⭐", highlight: false },
] as const;

/** A trophy; `days` is the count its detail's plural forms take, where they count days. */
export interface Trophy {
  emoji: string;
  days?: number;
}

/** The trophies, in the order shown. */
export const TROPHY_CABINET = {
  "math-marathon": { emoji: "🏆" },
  "perfect-week": { emoji: "🎯", days: 7 },
  "quiz-champion": { emoji: "🧠" },
} as const satisfies Record<keyof typeof words.TROPHY_CABINET, Trophy>;

/**
 * An active competition: the learner's rank among its entrants, and `daysLeft`, the count its
 * detail's plural forms take, where they count the days left.
 */
export interface Competition {
  rank: number;
  entrants: number;
  daysLeft?: number;
}

/** The active competitions, in the order shown. */
export const COMPETITIONS = {
  "spring-science-cup": { rank: 5, entrants: 40, daysLeft: 3 },
  "vocabulary-sprint": { rank: 2, entrants: 28 },
} as const satisfies Record<keyof typeof words.COMPETITIONS, Competition>;

/** What a shop item is paid with: coins are spent to buy it, XP unlocks it. */
export type Currency = "coins" | "xp";

/** The shop's items, in the order shown (SPEC §9's prices). */
export const SHOP = {
  "scholar-hat": { price: 150, currency: "coins", emoji: "🎓" },
  "logic-sword": { price: 300, currency: "coins", emoji: "🗡️" },
  "hint-token": { price: 25, currency: "coins", emoji: "💡" },
  "quiz-retry": { price: 50, currency: "coins", emoji: "🔁" },
  "advanced-physics": { price: 500, currency: "xp", emoji: "🚀" },
  "creative-writing": { price: 400, currency: "xp", emoji: "✍️" },
} as const satisfies Record<
  keyof typeof words.SHOP,
  { price: number; currency: Currency; emoji: string }
>;

/** Learning rooms, in the order shown; a room opens at its `unlocksAt` level (null: from the start). */
export const LEARNING_ROOMS = {
  "math-arena": { emoji: "➗", unlocksAt: null },
  "science-lab": { emoji: "🧪", unlocksAt: 5 },
  "code-planet": { emoji: "💻", unlocksAt: 15 },
} as const satisfies Record<
  keyof typeof words.LEARNING_ROOMS_WORDS.rooms,
  { emoji: string; unlocksAt: number | null }
>;

/** A boss project's difficulty; its word is `BOSS_LEVELS.difficulty`. */
export type BossLevel = "beginner" | "intermediate" | "advanced";

/** The unit a boss project's duration counts; its plural forms are `BOSS_LEVELS.duration`. */
export type DurationUnit = "days" | "weeks";

/** The boss projects, in the order shown (SPEC §9's XP). */
export const BOSS_PROJECTS = {
  "eco-city": { level: "advanced", xp: 500, duration: { count: 2, unit: "weeks" } },
  "story-app": { level: "intermediate", xp: 300, duration: { count: 1, unit: "weeks" } },
  "rocket-launch": { level: "advanced", xp: 450, duration: { count: 10, unit: "days" } },
  "family-tree": { level: "beginner", xp: 200, duration: { count: 3, unit: "days" } },
  "garden-lab": { level: "intermediate", xp: 350, duration: { count: 2, unit: "weeks" } },
  "math-game": { level: "intermediate", xp: 400, duration: { count: 1, unit: "weeks" } },
} as const satisfies Record<
  keyof typeof words.BOSS_PROJECTS,
  { level: BossLevel; xp: number; duration: { count: number; unit: DurationUnit } }
>;
