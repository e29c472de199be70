/** The /gamified-learning page (SPEC §2–§5, §8, §9); its games' words are in games.ts. */

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

export const DAILY_CHALLENGE = {
  title: "حل 5 مسائل جبر دون أي تلميح",
  rewards: ["50 عملة", "100 نقطة ذكاء", "شارة"],
} as const satisfies Translation<typeof en.DAILY_CHALLENGE>;

export const WEEKLY_CHALLENGE = {
  title: "أكمل 25 مسألة هذا الأسبوع",
  reward: "الكأس الكبرى",
} as const satisfies Translation<typeof en.WEEKLY_CHALLENGE>;

export const TROPHY_CABINET = [
  { name: "ماراثون الرياضيات", detail: "الفوز في مارس" },
  { name: "الأسبوع المثالي", detail: "7 أيام، وكل الأهداف محققة" },
  { name: "بطل الاختبارات", detail: "الأول في اختبار الصف" },
] as const satisfies Translation<typeof en.TROPHY_CABINET>;

export const COMPETITIONS = [
  { name: "كأس الربيع للعلوم", detail: "تنتهي بعد 3 أيام", place: "المركز 5 من 40" },
  { name: "سباق المفردات", detail: "تنتهي يوم الجمعة", place: "المركز 2 من 28" },
] as const satisfies Translation<typeof en.COMPETITIONS>;

export const SHOP = [
  { name: "قبعة التخرج", category: "مستلزمات الصورة الرمزية" },
  { name: "سيف المنطق", category: "مستلزمات الصورة الرمزية" },
  { name: "بطاقة تلميح", category: "معززات" },
  { name: "إعادة الاختبار", category: "معززات" },
  { name: "الفيزياء المتقدمة", category: "دروس خاصة" },
  { name: "الكتابة الإبداعية", category: "دروس خاصة" },
] as const satisfies Translation<typeof en.SHOP>;

export const BOSS_PROJECTS = {
  "eco-city": {
    title: "تصميم مدينة صديقة للبيئة",
    description: "خطط لمدينة تعمل بالطاقة المتجددة، واعرض بياناتك.",
    duration: "أسبوعان",
  },
  "story-app": {
    title: "بناء تطبيق قصصي",
    description: "اكتب قصة متفرعة، وحوّلها إلى تطبيق ويب بسيط.",
    duration: "أسبوع واحد",
  },
  "rocket-launch": {
    title: "محاكاة إطلاق صاروخ",
    description: "استخدم قوانين الفيزياء للتنبؤ بمسار صاروخ نموذجي.",
    duration: "10 أيام",
  },
  "family-tree": {
    title: "شجرة العائلة عبر التاريخ",
    description: "ابحث في تاريخ ثلاثة أجيال، وضعها على خط زمني.",
    duration: "3 أيام",
  },
  "garden-lab": {
    title: "مختبر حديقة الصف",
    description: "ازرع بذورًا تحت إضاءات مختلفة، وارسم مخططًا لنموها.",
    duration: "أسبوعان",
  },
  "math-game": {
    title: "ابتكار لعبة لوحية في الرياضيات",
    description: "صمم لعبة لوحية تتدرب في كل حركة منها على الكسور.",
    duration: "أسبوع واحد",
  },
} as const satisfies Translation<typeof en.BOSS_PROJECTS>;

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
  avatar: "صورة رمزية على شكل ثعلب",
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
  skills: ["المنطق", "اللغة", "العلوم", "الإبداع"],
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
  you: "أنت",
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
  rooms: ["ساحة الرياضيات", "مختبر العلوم", "كوكب البرمجة"],
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
