/** The gamified learning page (SPEC §2 "/gamified-learning", §3, §4, §5, §8, §9). */

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

export interface ShopItem {
  name: string;
  category: "Avatar gear" | "Special lessons" | "Power-ups";
  price: number;
  currency: "coins" | "XP";
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
    currency: "XP",
    emoji: "🚀",
  },
  {
    name: "Creative Writing",
    category: "Special lessons",
    price: 400,
    currency: "XP",
    emoji: "✍️",
  },
] as const satisfies readonly ShopItem[];

/** Learning rooms; a room opens at its `unlocksAt` level (null: open from the start). */
export const LEARNING_ROOMS = [
  { name: "Math Arena", emoji: "➗", unlocksAt: null },
  { name: "Science Lab", emoji: "🧪", unlocksAt: 5 },
  { name: "Code Planet", emoji: "💻", unlocksAt: 15 },
] as const;

export type BossDifficulty = "Beginner" | "Intermediate" | "Advanced";

export interface BossProject {
  id: string;
  title: string;
  description: string;
  difficulty: BossDifficulty;
  duration: string;
  xp: number;
}

export const BOSS_PROJECTS = [
  {
    id: "eco-city",
    title: "Design an Eco City",
    description: "Plan a city that runs on renewable energy and present your data.",
    difficulty: "Advanced",
    duration: "2 weeks",
    xp: 500,
  },
  {
    id: "story-app",
    title: "Build a Story App",
    description: "Write a branching story and turn it into a simple web app.",
    difficulty: "Intermediate",
    duration: "1 week",
    xp: 300,
  },
  {
    id: "rocket-launch",
    title: "Model a Rocket Launch",
    description: "Use physics formulas to predict a model rocket's flight.",
    difficulty: "Advanced",
    duration: "10 days",
    xp: 450,
  },
  {
    id: "family-tree",
    title: "History Family Tree",
    description: "Research three generations and map them on a timeline.",
    difficulty: "Beginner",
    duration: "3 days",
    xp: 200,
  },
  {
    id: "garden-lab",
    title: "Classroom Garden Lab",
    description: "Grow seeds under different light and chart their growth.",
    difficulty: "Intermediate",
    duration: "2 weeks",
    xp: 350,
  },
  {
    id: "math-game",
    title: "Invent a Math Board Game",
    description: "Create a board game where every move practises fractions.",
    difficulty: "Intermediate",
    duration: "1 week",
    xp: 400,
  },
] as const satisfies readonly BossProject[];

export const QUIZ = {
  question: "What is 2 + 2?",
  choices: ["3", "4", "5"],
  answer: "4",
  correct: "Correct! +50 XP",
  wrong: "Not quite. Try again!",
} as const;

export const MEMORY_EMOJIS = [
  { emoji: "🍎", name: "apple" },
  { emoji: "🍌", name: "banana" },
  { emoji: "🍇", name: "grape" },
] as const;

/** Mismatched cards stay face up this long before flipping back (SPEC §9). */
export const MEMORY_LOCK_MS = 700;

export const VOCABULARY = [
  { word: "Loquacious", choices: ["Talkative", "Quiet", "Angry"], answer: "Talkative" },
  {
    word: "Ephemeral",
    choices: ["Lasting forever", "Lasting a day", "Very heavy"],
    answer: "Lasting a day",
  },
  { word: "Ubiquitous", choices: ["Rare", "Everywhere", "Unknown"], answer: "Everywhere" },
] as const;

export const VOCABULARY_FEEDBACK = {
  correct: "Correct! +25 XP",
  wrong: "Not quite. Try the next one!",
} as const;
