/** The /gamified-learning page (SPEC §2–§5, §8, §9); its games' words are in games.ts. */

import type { BossLevel } from "~/data/gamified-learning";
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

export const DAILY_CHALLENGE = {
  title: "Solve 5 algebra problems without a hint",
  rewards: ["50 coins", "100 brain points", "a badge"],
} as const;

export const WEEKLY_CHALLENGE = {
  title: "Complete 25 problems this week",
  reward: "Grand Trophy",
} as const;

export const TROPHY_CABINET = [
  { name: "Math Marathon", detail: "Won in March" },
  { name: "Perfect Week", detail: "7 days, every goal met" },
  { name: "Quiz Champion", detail: "Top of the class quiz" },
] as const;

export const COMPETITIONS = [
  { name: "Spring Science Cup", detail: "Ends in 3 days", place: "Rank 5 of 40" },
  { name: "Vocabulary Sprint", detail: "Ends Friday", place: "Rank 2 of 28" },
] as const;

/** The shop items' words, in the order of SHOP in ~/data/gamified-learning. */
export const SHOP = [
  { name: "Scholar Hat", category: "Avatar gear" },
  { name: "Logic Sword", category: "Avatar gear" },
  { name: "Hint Token", category: "Power-ups" },
  { name: "Quiz Retry", category: "Power-ups" },
  { name: "Advanced Physics", category: "Special lessons" },
  { name: "Creative Writing", category: "Special lessons" },
] as const;

/** The boss projects' words, by id (BOSS_PROJECTS in ~/data/gamified-learning). */
export const BOSS_PROJECTS = {
  "eco-city": {
    title: "Design an Eco City",
    description: "Plan a city that runs on renewable energy and present your data.",
    duration: "2 weeks",
  },
  "story-app": {
    title: "Build a Story App",
    description: "Write a branching story and turn it into a simple web app.",
    duration: "1 week",
  },
  "rocket-launch": {
    title: "Model a Rocket Launch",
    description: "Use physics formulas to predict a model rocket's flight.",
    duration: "10 days",
  },
  "family-tree": {
    title: "History Family Tree",
    description: "Research three generations and map them on a timeline.",
    duration: "3 days",
  },
  "garden-lab": {
    title: "Classroom Garden Lab",
    description: "Grow seeds under different light and chart their growth.",
    duration: "2 weeks",
  },
  "math-game": {
    title: "Invent a Math Board Game",
    description: "Create a board game where every move practises fractions.",
    duration: "1 week",
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
  /** The skills' names, in the order of SKILL_TREE in ~/data/gamified-learning. */
  skills: ["Logic", "Language", "Science", "Creativity"],
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
  /** The learner's name in the class ranking. */
  you: "You",
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
  /** The rooms' names, in the order of LEARNING_ROOMS in ~/data/gamified-learning. */
  rooms: ["Math Arena", "Science Lab", "Code Planet"],
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
