/**
 * The gamified learning page's data, the same in every edition; its words are
 * in ~/content/gamified-learning (each list's, in the same order or by id).
 */
import type * as words from "~/content/gamified-learning";
import type { Matching } from "~/locales";

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

export const DAILY_CHALLENGE = { done: 2, total: 5 } as const;

export const WEEKLY_CHALLENGE = { done: 17, total: 25 } as const;

export type SkillState =
  { kind: "mastered" } | { kind: "level"; level: number } | { kind: "locked"; unlocksAt: number };

export const SKILL_TREE = [
  { emoji: "🧩", state: { kind: "mastered" } },
  { emoji: "📚", state: { kind: "level", level: 8 } },
  { emoji: "🔬", state: { kind: "level", level: 6 } },
  { emoji: "🎨", state: { kind: "locked", unlocksAt: 15 } },
] as const satisfies Matching<typeof words.SKILL_TREE_WORDS.skills> &
  readonly { emoji: string; state: SkillState }[];

/** Sample people keep their names; the learner's row (`highlight`) is the edition's "You". */
export const CLASS_RANKING = [
  { rank: 1, name: "Sofia", xp: 3120, badge: "🥇", highlight: false },
  { rank: 2, name: "Noah", xp: 2980, badge: "🥈", highlight: false },
  { rank: 3, name: null, xp: 2450, badge: "🥉", highlight: true },
  { rank: 4, name: "Amara", xp: 2310, badge: "⭐", highlight: false },
  { rank: 5, name: "Kenji", xp: 2200, badge: "⭐", highlight: false },
] as const;

export const TROPHY_CABINET = [
  { emoji: "🏆" },
  { emoji: "🎯" },
  { emoji: "🧠" },
] as const satisfies Matching<typeof words.TROPHY_CABINET>;

/** What a shop item is paid with: coins are spent to buy it, XP unlocks it. */
export type Currency = "coins" | "xp";

export const SHOP = [
  { price: 150, currency: "coins", emoji: "🎓" },
  { price: 300, currency: "coins", emoji: "🗡️" },
  { price: 25, currency: "coins", emoji: "💡" },
  { price: 50, currency: "coins", emoji: "🔁" },
  { price: 500, currency: "xp", emoji: "🚀" },
  { price: 400, currency: "xp", emoji: "✍️" },
] as const satisfies Matching<typeof words.SHOP> &
  readonly { price: number; currency: Currency; emoji: string }[];

/** Learning rooms; a room opens at its `unlocksAt` level (null: open from the start). */
export const LEARNING_ROOMS = [
  { emoji: "➗", unlocksAt: null },
  { emoji: "🧪", unlocksAt: 5 },
  { emoji: "💻", unlocksAt: 15 },
] as const satisfies Matching<typeof words.LEARNING_ROOMS_WORDS.rooms>;

/** A boss project's difficulty; its word is `BOSS_LEVELS.difficulty`. */
export type BossLevel = "beginner" | "intermediate" | "advanced";

export const BOSS_PROJECTS = [
  { id: "eco-city", level: "advanced", xp: 500 },
  { id: "story-app", level: "intermediate", xp: 300 },
  { id: "rocket-launch", level: "advanced", xp: 450 },
  { id: "family-tree", level: "beginner", xp: 200 },
  { id: "garden-lab", level: "intermediate", xp: 350 },
  { id: "math-game", level: "intermediate", xp: 400 },
] as const satisfies readonly { id: string; level: BossLevel; xp: number }[];
