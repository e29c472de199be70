/** The /gamified-learning page (SPEC §2–§5, §8, §9); its games' words are in games.ts. */

import type { BossLevel, DurationUnit } from "~/data/gamified-learning";
import type { PluralForms } from "~/lib/format";
import { XP_AMOUNT } from "./common";

/** An amount of coins: a price, a reward (the plural forms `formatPlural` takes). */
const COINS = { one: "{count} coin", other: "{count} coins" } as const;

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

/**
 * The daily challenge: its title counts the problems (`total`), its rewards are by id, each counting
 * its amount (DAILY_CHALLENGE in ~/data/gamified-learning); all plural forms `formatPlural` takes.
 */
export const DAILY_CHALLENGE = {
  title: {
    one: "Solve {count} algebra problem without a hint",
    other: "Solve {count} algebra problems without a hint",
  },
  rewards: {
    coins: COINS,
    "brain-points": { one: "{count} brain point", other: "{count} brain points" },
    badge: { one: "a badge", other: "{count} badges" },
  },
} as const;

/** The weekly challenge: its title counts the problems (`total`; `formatPlural`'s forms). */
export const WEEKLY_CHALLENGE = {
  title: {
    one: "Complete {count} problem this week",
    other: "Complete {count} problems this week",
  },
  reward: "Grand Trophy",
} as const;

/**
 * The trophies' words, by id (TROPHY_CABINET in ~/data/gamified-learning); a detail that counts
 * the trophy's `days` is plural forms (`formatPlural`'s).
 */
export const TROPHY_CABINET = {
  "math-marathon": { name: "Math Marathon", detail: "Won in March" },
  "perfect-week": {
    name: "Perfect Week",
    detail: { one: "{count} day, every goal met", other: "{count} days, every goal met" },
  },
  "quiz-champion": { name: "Quiz Champion", detail: "Top of the class quiz" },
} as const;

/**
 * The active competitions' words, by id (COMPETITIONS in ~/data/gamified-learning); a detail that
 * counts the `daysLeft` is plural forms (`formatPlural`'s).
 */
export const COMPETITIONS = {
  "spring-science-cup": {
    name: "Spring Science Cup",
    detail: { one: "Ends in {count} day", other: "Ends in {count} days" },
  },
  "vocabulary-sprint": { name: "Vocabulary Sprint", detail: "Ends Friday" },
} as const;

/** The shop items' words, by id (SHOP in ~/data/gamified-learning). */
export const SHOP = {
  "scholar-hat": { name: "Scholar Hat", category: "Avatar gear" },
  "logic-sword": { name: "Logic Sword", category: "Avatar gear" },
  "hint-token": { name: "Hint Token", category: "Power-ups" },
  "quiz-retry": { name: "Quiz Retry", category: "Power-ups" },
  "advanced-physics": { name: "Advanced Physics", category: "Special lessons" },
  "creative-writing": { name: "Creative Writing", category: "Special lessons" },
} as const;

/** The boss projects' words, by id (BOSS_PROJECTS in ~/data/gamified-learning). */
export const BOSS_PROJECTS = {
  "eco-city": {
    title: "Design an Eco City",
    description: "Plan a city that runs on renewable energy and present your data.",
  },
  "story-app": {
    title: "Build a Story App",
    description: "Write a branching story and turn it into a simple web app.",
  },
  "rocket-launch": {
    title: "Model a Rocket Launch",
    description: "Use physics formulas to predict a model rocket's flight.",
  },
  "family-tree": {
    title: "History Family Tree",
    description: "Research three generations and map them on a timeline.",
  },
  "garden-lab": {
    title: "Classroom Garden Lab",
    description: "Grow seeds under different light and chart their growth.",
  },
  "math-game": {
    title: "Invent a Math Board Game",
    description: "Create a board game where every move practises fractions.",
  },
} as const;

/** The learner summary card at the top of the page. */
export const LEARNER_SUMMARY = {
  /** The learner's avatar's alt text. */
  avatar: "Fox avatar",
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
  /**
   * "50 coins, 100 brain points, a badge" (SPEC §9), with no "and"; `Array.from` also reads the
   * placeholder text the words test passes.
   */
  rewardList: (rewards: readonly string[]) => Array.from(rewards).join(", "),
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
  /** The skills' names, by id (SKILL_TREE in ~/data/gamified-learning). */
  skills: {
    logic: "Logic",
    language: "Language",
    science: "Science",
    creativity: "Creativity",
  },
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
  /** A competition's place, "Rank 5 of 40", the numbers already formatted. */
  place: (rank: string, entrants: string) => `Rank ${rank} of ${entrants}`,
  /** The learner's name in the class ranking. */
  you: "You",
} as const;

/** The Shop section: each item's price and its Buy or Unlock button. */
export const SHOP_WORDS = {
  title: "Shop",
  description: "Spend coins and XP on gear, lessons and power-ups.",
  /** A price by its `currency` (the plural forms `formatPlural` takes). */
  price: {
    coins: COINS,
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
  /** The rooms' names, by id (LEARNING_ROOMS in ~/data/gamified-learning). */
  rooms: {
    "math-arena": "Math Arena",
    "science-lab": "Science Lab",
    "code-planet": "Code Planet",
  },
} as const;

/** The Boss Levels project cards and the toast a started project shows (SPEC §8). */
export const BOSS_LEVELS = {
  /** Each project's difficulty badge, by its `level`. */
  difficulty: {
    beginner: "Beginner",
    intermediate: "Intermediate",
    advanced: "Advanced",
  } satisfies Record<BossLevel, string>,
  /** Each project's duration, by its unit (the plural forms `formatPlural` takes). */
  duration: {
    days: { one: "{count} day", other: "{count} days" },
    weeks: { one: "{count} week", other: "{count} weeks" },
  } satisfies Record<DurationUnit, PluralForms>,
  start: "Start Project",
  startLabel: (title: string) => `Start Project: ${title}`,
  started: "Project started",
  added: (title: string) => `${title} was added to your dashboard.`,
} as const;
