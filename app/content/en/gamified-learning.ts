/** The gamified learning page (SPEC §2 "/gamified-learning", §3, §4, §5, §8, §9); its games' words are in games.ts. */

import { XP_AMOUNT } from "./common";

/** The page's header, its Bonus challenges section and its closing call to action. */
export const GAMIFIED_LEARNING_PAGE = {
  eyebrow: "Play to learn",
  title: "Gamified Learning",
  lead: "Levels, streaks, missions and mini games that make practice feel like play.",
  bonus: "Bonus challenges",
  bossLevels: "Boss Levels",
  bossLevelsLead: "Big projects with big rewards.",
  callToAction: {
    title: "Ready to level up?",
    lead: "Join a quest, earn XP and climb the leaderboard.",
    start: "Start Gaming",
    demo: "View Demo",
  },
} as const;

export const LEARNER = {
  name: "Alex",
  avatar: { emoji: "🦊", alt: "Fox avatar" },
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

export const DAILY_CHALLENGE = {
  title: "Solve 5 algebra problems without a hint",
  rewards: ["50 coins", "100 brain points", "a badge"],
  done: 2,
  total: 5,
} as const;

export const WEEKLY_CHALLENGE = {
  title: "Complete 25 problems this week",
  done: 17,
  total: 25,
  reward: "Grand Trophy",
} as const;

export type SkillState =
  { kind: "mastered" } | { kind: "level"; level: number } | { kind: "locked"; unlocksAt: number };

export const SKILL_TREE = [
  { name: "Logic", emoji: "🧩", state: { kind: "mastered" } },
  { name: "Language", emoji: "📚", state: { kind: "level", level: 8 } },
  { name: "Science", emoji: "🔬", state: { kind: "level", level: 6 } },
  { name: "Creativity", emoji: "🎨", state: { kind: "locked", unlocksAt: 15 } },
] as const satisfies readonly { name: string; emoji: string; state: SkillState }[];

export interface LeaderboardRow {
  rank: number;
  name: string;
  xp: number;
  badge: string;
  highlight: boolean;
}

export const CLASS_RANKING = [
  { rank: 1, name: "Sofia", xp: 3120, badge: "🥇", highlight: false },
  { rank: 2, name: "Noah", xp: 2980, badge: "🥈", highlight: false },
  { rank: 3, name: "You", xp: 2450, badge: "🥉", highlight: true },
  { rank: 4, name: "Amara", xp: 2310, badge: "⭐", highlight: false },
  { rank: 5, name: "Kenji", xp: 2200, badge: "⭐", highlight: false },
] as const satisfies readonly LeaderboardRow[];

export const TROPHY_CABINET = [
  { emoji: "🏆", name: "Math Marathon", detail: "Won in March" },
  { emoji: "🎯", name: "Perfect Week", detail: "7 days, every goal met" },
  { emoji: "🧠", name: "Quiz Champion", detail: "Top of the class quiz" },
] as const;

export const COMPETITIONS = [
  { name: "Spring Science Cup", detail: "Ends in 3 days", place: "Rank 5 of 40" },
  { name: "Vocabulary Sprint", detail: "Ends Friday", place: "Rank 2 of 28" },
] as const;

/** What a shop item is paid with: coins are spent to buy it, XP unlocks it. */
export type Currency = "coins" | "xp";

export interface ShopItem {
  name: string;
  category: "Avatar gear" | "Special lessons" | "Power-ups";
  price: number;
  currency: Currency;
  emoji: string;
}

export const SHOP = [
  { name: "Scholar Hat", category: "Avatar gear", price: 150, currency: "coins", emoji: "🎓" },
  { name: "Logic Sword", category: "Avatar gear", price: 300, currency: "coins", emoji: "🗡️" },
  { name: "Hint Token", category: "Power-ups", price: 25, currency: "coins", emoji: "💡" },
  { name: "Quiz Retry", category: "Power-ups", price: 50, currency: "coins", emoji: "🔁" },
  {
    name: "Advanced Physics",
    category: "Special lessons",
    price: 500,
    currency: "xp",
    emoji: "🚀",
  },
  {
    name: "Creative Writing",
    category: "Special lessons",
    price: 400,
    currency: "xp",
    emoji: "✍️",
  },
] as const satisfies readonly ShopItem[];

/** Learning rooms; a room opens at its `unlocksAt` level (null: open from the start). */
export const LEARNING_ROOMS = [
  { name: "Math Arena", emoji: "➗", unlocksAt: null },
  { name: "Science Lab", emoji: "🧪", unlocksAt: 5 },
  { name: "Code Planet", emoji: "💻", unlocksAt: 15 },
] as const;

/** A boss project's difficulty; its word is `BOSS_LEVELS.difficulty`. */
export type BossLevel = "beginner" | "intermediate" | "advanced";

export interface BossProject {
  id: string;
  title: string;
  description: string;
  level: BossLevel;
  duration: string;
  xp: number;
}

export const BOSS_PROJECTS = [
  {
    id: "eco-city",
    title: "Design an Eco City",
    description: "Plan a city that runs on renewable energy and present your data.",
    level: "advanced",
    duration: "2 weeks",
    xp: 500,
  },
  {
    id: "story-app",
    title: "Build a Story App",
    description: "Write a branching story and turn it into a simple web app.",
    level: "intermediate",
    duration: "1 week",
    xp: 300,
  },
  {
    id: "rocket-launch",
    title: "Model a Rocket Launch",
    description: "Use physics formulas to predict a model rocket's flight.",
    level: "advanced",
    duration: "10 days",
    xp: 450,
  },
  {
    id: "family-tree",
    title: "History Family Tree",
    description: "Research three generations and map them on a timeline.",
    level: "beginner",
    duration: "3 days",
    xp: 200,
  },
  {
    id: "garden-lab",
    title: "Classroom Garden Lab",
    description: "Grow seeds under different light and chart their growth.",
    level: "intermediate",
    duration: "2 weeks",
    xp: 350,
  },
  {
    id: "math-game",
    title: "Invent a Math Board Game",
    description: "Create a board game where every move practises fractions.",
    level: "intermediate",
    duration: "1 week",
    xp: 400,
  },
] as const satisfies readonly BossProject[];

/** The learner summary card at the top of the page. */
export const LEARNER_SUMMARY = {
  level: (level: number) => `Level ${level}`,
  streak: { one: "{count}-day streak", other: "{count}-day streak" },
  xpToLevel: (level: number) => `XP to level ${level}`,
  /** "2,450 / 3,000 XP", the numbers already formatted. */
  xpOfNext: (xp: string, next: string) => `${xp} / ${next} XP`,
  progressLabel: (level: number) => `XP progress to level ${level}`,
  progressValue: (xp: string, next: string) => `${xp} of ${next} XP`,
  trophies: "Trophies",
  badges: "Badges",
  coins: "Coins",
  rank: "Class rank",
  rankValue: (rank: number) => `#${rank}`,
  /** Beside the XP figures once a game has earned some: "+75 XP this visit". */
  earned: (amount: string) => `+${amount} this visit`,
} as const;

/** The Mission board section: the daily and the weekly challenge. */
export const MISSION_BOARD = {
  title: "Mission board",
  daily: "Daily challenge",
  dailyProgress: "Daily challenge progress",
  dailyValue: (done: number, total: number) => `${done} of ${total}`,
  dailyDone: (done: number, total: number) => `${done} of ${total} done.`,
  rewards: "Rewards:",
  rewardList: (rewards: readonly string[]) => rewards.join(", "),
  weekly: "Weekly challenge",
  weeklyProgress: "Weekly challenge progress",
  weeklyValue: (done: number, total: number) => `${done} of ${total} problems`,
  /** Followed by the reward's name, e.g. "17 of 25 problems for a Grand Trophy". */
  weeklyDone: (done: number, total: number) => `${done} of ${total} problems for a`,
} as const;

/** The Skill tree section: each skill's status. */
export const SKILL_TREE_WORDS = {
  title: "Skill tree",
  mastered: "Mastered",
  level: (level: number) => `Level ${level}`,
  lockedUntil: (level: number) => `Locked until level ${level}`,
} as const;

/** The Leaderboards section: class ranking, trophy cabinet, active competitions. */
export const LEADERBOARDS = {
  title: "Leaderboards",
  classRanking: "Class ranking",
  classRankingCaption: "Class ranking by XP",
  rank: "Rank",
  name: "Name",
  xp: "XP",
  trophyCabinet: "Trophy cabinet",
  competitions: "Active competitions",
} as const;

/** The Shop section: each item's price and its Buy or Unlock button. */
export const SHOP_WORDS = {
  title: "Shop",
  description: "Spend coins and XP on gear, lessons and power-ups.",
  /** A price by its `currency` (the plural forms `formatPlural` takes). */
  price: {
    coins: { one: "{count} coin", other: "{count} coins" },
    xp: XP_AMOUNT,
  },
  buy: "Buy",
  unlock: "Unlock",
  buyLabel: (item: string) => `Buy ${item}`,
  unlockLabel: (item: string) => `Unlock ${item}`,
} as const;

/** The Learning rooms section: each room's status. */
export const LEARNING_ROOMS_WORDS = {
  title: "Learning rooms",
  open: "Open now",
  unlocksAt: (level: number) => `Unlocks at level ${level}`,
  unlockedAt: (level: number) => `Unlocked at level ${level}`,
} as const;

/** The Boss Levels project cards and the toast a started project shows (SPEC §8). */
export const BOSS_LEVELS = {
  /** Each project's difficulty badge, by its `level`. */
  difficulty: {
    beginner: "Beginner",
    intermediate: "Intermediate",
    advanced: "Advanced",
  } satisfies Record<BossLevel, string>,
  start: "Start Project",
  startLabel: (title: string) => `Start Project: ${title}`,
  started: "Project started",
  added: (title: string) => `${title} was added to your dashboard.`,
} as const;
