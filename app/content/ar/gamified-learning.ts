/** The gamified learning page (SPEC §2 "/gamified-learning", §3, §4, §5, §8, §9); its games' words are in games.ts. */

import type * as en from "../en/gamified-learning";
import type { Translation } from "~/locales";
import { formatList, formatNumber, type PluralForms } from "~/lib/format";
import { XP_AMOUNT } from "./common";

export const GAMIFIED_LEARNING_PAGE = {
  eyebrow: "العب لتتعلم",
  title: "التعلم بالألعاب",
  lead: "مستويات وأيام متتالية ومهام وألعاب مصغرة تجعل التدريب ممتعًا كاللعب.",
  bonus: "تحديات إضافية",
  bossLevels: "مستويات الزعيم",
  bossLevelsLead: "مشاريع كبيرة بمكافآت كبيرة.",
  callToAction: {
    title: "مستعد للانتقال إلى المستوى التالي؟",
    lead: "انضم إلى مغامرة، واكسب نقاط الخبرة، وتسلق لوحة الصدارة.",
    start: "ابدأ اللعب",
    demo: "شاهد العرض التوضيحي",
  },
} as const satisfies Translation<typeof en.GAMIFIED_LEARNING_PAGE>;

export const LEARNER = {
  name: "Alex",
  avatar: { emoji: "🦊", alt: "صورة رمزية على شكل ثعلب" },
  level: 12,
  nextLevel: 13,
  xp: 2450,
  xpForNextLevel: 3000,
  progress: 82,
  streakDays: 12,
  trophies: 8,
  badges: 24,
  coins: 1250,
  rank: 3,
} as const satisfies Translation<typeof en.LEARNER>;

export const DAILY_CHALLENGE = {
  title: "حل 5 مسائل جبر دون أي تلميح",
  rewards: ["50 عملة", "100 نقطة ذكاء", "شارة"],
  done: 2,
  total: 5,
} as const satisfies Translation<typeof en.DAILY_CHALLENGE>;

export const WEEKLY_CHALLENGE = {
  title: "أكمل 25 مسألة هذا الأسبوع",
  done: 17,
  total: 25,
  reward: "الكأس الكبرى",
} as const satisfies Translation<typeof en.WEEKLY_CHALLENGE>;

export const SKILL_TREE = [
  { name: "المنطق", emoji: "🧩", state: { kind: "mastered" } },
  { name: "اللغة", emoji: "📚", state: { kind: "level", level: 8 } },
  { name: "العلوم", emoji: "🔬", state: { kind: "level", level: 6 } },
  { name: "الإبداع", emoji: "🎨", state: { kind: "locked", unlocksAt: 15 } },
] as const satisfies Translation<typeof en.SKILL_TREE>;

/** The class ranking: sample people keep their names; the learner is "أنت". */
export const CLASS_RANKING = [
  { rank: 1, name: "Sofia", xp: 3120, badge: "🥇", highlight: false },
  { rank: 2, name: "Noah", xp: 2980, badge: "🥈", highlight: false },
  { rank: 3, name: "أنت", xp: 2450, badge: "🥉", highlight: true },
  { rank: 4, name: "Amara", xp: 2310, badge: "⭐", highlight: false },
  { rank: 5, name: "Kenji", xp: 2200, badge: "⭐", highlight: false },
] as const satisfies Translation<typeof en.CLASS_RANKING>;

export const TROPHY_CABINET = [
  { emoji: "🏆", name: "ماراثون الرياضيات", detail: "الفوز في مارس" },
  { emoji: "🎯", name: "الأسبوع المثالي", detail: "7 أيام، وكل الأهداف محققة" },
  { emoji: "🧠", name: "بطل الاختبارات", detail: "الأول في اختبار الصف" },
] as const satisfies Translation<typeof en.TROPHY_CABINET>;

export const COMPETITIONS = [
  { name: "كأس الربيع للعلوم", detail: "تنتهي بعد 3 أيام", place: "المركز 5 من 40" },
  { name: "سباق المفردات", detail: "تنتهي يوم الجمعة", place: "المركز 2 من 28" },
] as const satisfies Translation<typeof en.COMPETITIONS>;

/** The shop; `currency` says what a price is paid in, the same in every edition. */
export const SHOP = [
  {
    name: "قبعة التخرج",
    category: "مستلزمات الصورة الرمزية",
    price: 150,
    currency: "coins",
    emoji: "🎓",
  },
  {
    name: "سيف المنطق",
    category: "مستلزمات الصورة الرمزية",
    price: 300,
    currency: "coins",
    emoji: "🗡️",
  },
  { name: "بطاقة تلميح", category: "معززات", price: 25, currency: "coins", emoji: "💡" },
  { name: "إعادة الاختبار", category: "معززات", price: 50, currency: "coins", emoji: "🔁" },
  {
    name: "الفيزياء المتقدمة",
    category: "دروس خاصة",
    price: 500,
    currency: "xp",
    emoji: "🚀",
  },
  {
    name: "الكتابة الإبداعية",
    category: "دروس خاصة",
    price: 400,
    currency: "xp",
    emoji: "✍️",
  },
] as const satisfies Translation<typeof en.SHOP>;

export const LEARNING_ROOMS = [
  { name: "ساحة الرياضيات", emoji: "➗", unlocksAt: null },
  { name: "مختبر العلوم", emoji: "🧪", unlocksAt: 5 },
  { name: "كوكب البرمجة", emoji: "💻", unlocksAt: 15 },
] as const satisfies Translation<typeof en.LEARNING_ROOMS>;

export const BOSS_PROJECTS = [
  {
    id: "eco-city",
    title: "تصميم مدينة صديقة للبيئة",
    description: "خطط لمدينة تعمل بالطاقة المتجددة، واعرض بياناتك.",
    level: "advanced",
    duration: "أسبوعان",
    xp: 500,
  },
  {
    id: "story-app",
    title: "بناء تطبيق قصصي",
    description: "اكتب قصة متفرعة، وحوّلها إلى تطبيق ويب بسيط.",
    level: "intermediate",
    duration: "أسبوع واحد",
    xp: 300,
  },
  {
    id: "rocket-launch",
    title: "محاكاة إطلاق صاروخ",
    description: "استخدم قوانين الفيزياء للتنبؤ بمسار صاروخ نموذجي.",
    level: "advanced",
    duration: "10 أيام",
    xp: 450,
  },
  {
    id: "family-tree",
    title: "شجرة العائلة عبر التاريخ",
    description: "ابحث في تاريخ ثلاثة أجيال، وضعها على خط زمني.",
    level: "beginner",
    duration: "3 أيام",
    xp: 200,
  },
  {
    id: "garden-lab",
    title: "مختبر حديقة الصف",
    description: "ازرع بذورًا تحت إضاءات مختلفة، وارسم مخططًا لنموها.",
    level: "intermediate",
    duration: "أسبوعان",
    xp: 350,
  },
  {
    id: "math-game",
    title: "ابتكار لعبة لوحية في الرياضيات",
    description: "صمم لعبة لوحية تتدرب في كل حركة منها على الكسور.",
    level: "intermediate",
    duration: "أسبوع واحد",
    xp: 400,
  },
] as const satisfies Translation<typeof en.BOSS_PROJECTS>;

/** Days in a row, in Arabic's six plural forms: "يومان على التوالي", "12 يومًا على التوالي". */
const STREAK = {
  zero: "{count} يوم على التوالي",
  one: "يوم واحد على التوالي",
  two: "يومان على التوالي",
  few: "{count} أيام على التوالي",
  many: "{count} يومًا على التوالي",
  other: "{count} يوم على التوالي",
} as const satisfies PluralForms;

/** A price in coins, in Arabic's six plural forms: "عملتان", "25 عملة". */
const COINS = {
  zero: "{count} عملة",
  one: "عملة واحدة",
  two: "عملتان",
  few: "{count} عملات",
  many: "{count} عملة",
  other: "{count} عملة",
} as const satisfies PluralForms;

export const LEARNER_SUMMARY = {
  level: (level: number) => `المستوى ${formatNumber(level)}`,
  streak: STREAK,
  xpToLevel: (level: number) => `نقاط الخبرة حتى المستوى ${formatNumber(level)}`,
  /** "2,450 / 3,000 نقطة خبرة", the numbers already formatted. */
  xpOfNext: (xp: string, next: string) => `${xp} / ${next} نقطة خبرة`,
  progressLabel: (level: number) => `التقدم في نقاط الخبرة نحو المستوى ${formatNumber(level)}`,
  progressValue: (xp: string, next: string) => `${xp} من ${next} نقطة خبرة`,
  trophies: "الكؤوس",
  badges: "الشارات",
  coins: "العملات",
  rank: "الترتيب في الصف",
  rankValue: (rank: number) => `#${formatNumber(rank)}`,
  earned: (amount: string) => `+${amount} في هذه الزيارة`,
} as const satisfies Translation<typeof en.LEARNER_SUMMARY>;

export const MISSION_BOARD = {
  title: "لوحة المهام",
  daily: "التحدي اليومي",
  dailyProgress: "تقدم التحدي اليومي",
  dailyValue: (done: number, total: number) => `${formatNumber(done)} من ${formatNumber(total)}`,
  dailyDone: (done: number, total: number) =>
    `أنجزت ${formatNumber(done)} من ${formatNumber(total)}.`,
  rewards: "المكافآت:",
  rewardList: (rewards: readonly string[]) => formatList(rewards),
  weekly: "التحدي الأسبوعي",
  weeklyProgress: "تقدم التحدي الأسبوعي",
  weeklyValue: (done: number, total: number) =>
    `${formatNumber(done)} من ${formatNumber(total)} مسألة`,
  /** Followed by the reward's name: "أنجزت 17 من 25 مسألة، والجائزة: الكأس الكبرى". */
  weeklyDone: (done: number, total: number) =>
    `أنجزت ${formatNumber(done)} من ${formatNumber(total)} مسألة، والجائزة:`,
} as const satisfies Translation<typeof en.MISSION_BOARD>;

export const SKILL_TREE_WORDS = {
  title: "شجرة المهارات",
  mastered: "متقنة",
  level: (level: number) => `المستوى ${formatNumber(level)}`,
  lockedUntil: (level: number) => `مقفلة حتى المستوى ${formatNumber(level)}`,
} as const satisfies Translation<typeof en.SKILL_TREE_WORDS>;

export const LEADERBOARDS = {
  title: "لوحات الصدارة",
  classRanking: "ترتيب الصف",
  classRankingCaption: "ترتيب الصف حسب نقاط الخبرة",
  rank: "المركز",
  name: "الاسم",
  xp: "نقاط الخبرة",
  trophyCabinet: "خزانة الكؤوس",
  competitions: "المسابقات الجارية",
} as const satisfies Translation<typeof en.LEADERBOARDS>;

export const SHOP_WORDS = {
  title: "المتجر",
  description: "أنفق العملات ونقاط الخبرة على المستلزمات والدروس والمعززات.",
  /** A price by its `currency` (the plural forms `formatPlural` takes): "عملتان", "150 عملة". */
  price: {
    coins: COINS,
    xp: XP_AMOUNT,
  },
  buy: "شراء",
  unlock: "فتح",
  buyLabel: (item: string) => `شراء ${item}`,
  unlockLabel: (item: string) => `فتح ${item}`,
} as const satisfies Translation<typeof en.SHOP_WORDS>;

export const LEARNING_ROOMS_WORDS = {
  title: "غرف التعلم",
  open: "مفتوحة الآن",
  unlocksAt: (level: number) => `تُفتح عند المستوى ${formatNumber(level)}`,
  unlockedAt: (level: number) => `فُتحت عند المستوى ${formatNumber(level)}`,
} as const satisfies Translation<typeof en.LEARNING_ROOMS_WORDS>;

export const BOSS_LEVELS = {
  difficulty: {
    beginner: "مبتدئ",
    intermediate: "متوسط",
    advanced: "متقدم",
  },
  start: "ابدأ المشروع",
  startLabel: (title: string) => `ابدأ المشروع: ${title}`,
  started: "بدأ المشروع",
  added: (title: string) => `تمت إضافة «${title}» إلى لوحة معلوماتك.`,
} as const satisfies Translation<typeof en.BOSS_LEVELS>;
