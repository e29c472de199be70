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

/** An amount of coins, a price or a reward, in Arabic's six plural forms: "عملتان", "25 عملة". */
const COINS = {
  zero: "{count} عملة",
  one: "عملة واحدة",
  two: "عملتان",
  few: "{count} عملات",
  many: "{count} عملة",
  other: "{count} عملة",
} as const satisfies PluralForms;

/** The daily challenge's problems, in Arabic's six plural forms: "حل 5 مسائل جبر دون أي تلميح". */
const DAILY_TITLE = {
  zero: "حل {count} مسألة جبر دون أي تلميح",
  one: "حل مسألة جبر واحدة دون أي تلميح",
  two: "حل مسألتي جبر دون أي تلميح",
  few: "حل {count} مسائل جبر دون أي تلميح",
  many: "حل {count} مسألة جبر دون أي تلميح",
  other: "حل {count} مسألة جبر دون أي تلميح",
} as const satisfies PluralForms;

/** Brain points, in Arabic's six plural forms: "نقطتا ذكاء", "100 نقطة ذكاء". */
const BRAIN_POINTS = {
  zero: "{count} نقطة ذكاء",
  one: "نقطة ذكاء واحدة",
  two: "نقطتا ذكاء",
  few: "{count} نقاط ذكاء",
  many: "{count} نقطة ذكاء",
  other: "{count} نقطة ذكاء",
} as const satisfies PluralForms;

/** Badges, in Arabic's six plural forms: "شارة", "شارتان", "3 شارات". */
const BADGES = {
  zero: "{count} شارة",
  one: "شارة",
  two: "شارتان",
  few: "{count} شارات",
  many: "{count} شارة",
  other: "{count} شارة",
} as const satisfies PluralForms;

export const DAILY_CHALLENGE = {
  title: DAILY_TITLE,
  rewards: {
    coins: COINS,
    "brain-points": BRAIN_POINTS,
    badge: BADGES,
  },
} as const satisfies Translation<typeof en.DAILY_CHALLENGE>;

/** The weekly challenge's problems, in Arabic's six plural forms: "أكمل 25 مسألة هذا الأسبوع". */
const WEEKLY_TITLE = {
  zero: "أكمل {count} مسألة هذا الأسبوع",
  one: "أكمل مسألة واحدة هذا الأسبوع",
  two: "أكمل مسألتين هذا الأسبوع",
  few: "أكمل {count} مسائل هذا الأسبوع",
  many: "أكمل {count} مسألة هذا الأسبوع",
  other: "أكمل {count} مسألة هذا الأسبوع",
} as const satisfies PluralForms;

export const WEEKLY_CHALLENGE = {
  title: WEEKLY_TITLE,
  reward: "الكأس الكبرى",
} as const satisfies Translation<typeof en.WEEKLY_CHALLENGE>;

/** Days with every goal met, in Arabic's six plural forms: "7 أيام، وكل الأهداف محققة". */
const PERFECT_DAYS = {
  zero: "{count} يوم، وكل الأهداف محققة",
  one: "يوم واحد، وكل الأهداف محققة",
  two: "يومان، وكل الأهداف محققة",
  few: "{count} أيام، وكل الأهداف محققة",
  many: "{count} يومًا، وكل الأهداف محققة",
  other: "{count} يوم، وكل الأهداف محققة",
} as const satisfies PluralForms;

export const TROPHY_CABINET = {
  "math-marathon": { name: "ماراثون الرياضيات", detail: "الفوز في مارس" },
  "perfect-week": { name: "الأسبوع المثالي", detail: PERFECT_DAYS },
  "quiz-champion": { name: "بطل الاختبارات", detail: "الأول في اختبار الصف" },
} as const satisfies Translation<typeof en.TROPHY_CABINET>;

/** The days left, in Arabic's six plural forms: "تنتهي بعد يومين", "تنتهي بعد 3 أيام". */
const ENDS_IN = {
  zero: "تنتهي بعد {count} يوم",
  one: "تنتهي بعد يوم واحد",
  two: "تنتهي بعد يومين",
  few: "تنتهي بعد {count} أيام",
  many: "تنتهي بعد {count} يومًا",
  other: "تنتهي بعد {count} يوم",
} as const satisfies PluralForms;

export const COMPETITIONS = {
  "spring-science-cup": { name: "كأس الربيع للعلوم", detail: ENDS_IN },
  "vocabulary-sprint": { name: "سباق المفردات", detail: "تنتهي يوم الجمعة" },
} as const satisfies Translation<typeof en.COMPETITIONS>;

export const SHOP = {
  "scholar-hat": { name: "قبعة التخرج", category: "مستلزمات الصورة الرمزية" },
  "logic-sword": { name: "سيف المنطق", category: "مستلزمات الصورة الرمزية" },
  "hint-token": { name: "بطاقة تلميح", category: "معززات" },
  "quiz-retry": { name: "إعادة الاختبار", category: "معززات" },
  "advanced-physics": { name: "الفيزياء المتقدمة", category: "دروس خاصة" },
  "creative-writing": { name: "الكتابة الإبداعية", category: "دروس خاصة" },
} as const satisfies Translation<typeof en.SHOP>;

export const BOSS_PROJECTS = {
  "eco-city": {
    title: "تصميم مدينة صديقة للبيئة",
    description: "خطط لمدينة تعمل بالطاقة المتجددة، واعرض بياناتك.",
  },
  "story-app": {
    title: "بناء تطبيق قصصي",
    description: "اكتب قصة متفرعة، وحوّلها إلى تطبيق ويب بسيط.",
  },
  "rocket-launch": {
    title: "محاكاة إطلاق صاروخ",
    description: "استخدم قوانين الفيزياء للتنبؤ بمسار صاروخ نموذجي.",
  },
  "family-tree": {
    title: "شجرة العائلة عبر التاريخ",
    description: "ابحث في تاريخ ثلاثة أجيال، وضعها على خط زمني.",
  },
  "garden-lab": {
    title: "مختبر حديقة الصف",
    description: "ازرع بذورًا تحت إضاءات مختلفة، وارسم مخططًا لنموها.",
  },
  "math-game": {
    title: "ابتكار لعبة لوحية في الرياضيات",
    description: "صمم لعبة لوحية تتدرب في كل حركة منها على الكسور.",
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
  skills: {
    logic: "المنطق",
    language: "اللغة",
    science: "العلوم",
    creativity: "الإبداع",
  },
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
  place: (rank: string, entrants: string) => `المركز ${rank} من ${entrants}`,
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
  rooms: {
    "math-arena": "ساحة الرياضيات",
    "science-lab": "مختبر العلوم",
    "code-planet": "كوكب البرمجة",
  },
} as const satisfies Translation<typeof en.LEARNING_ROOMS_WORDS>;

/** A project's days, in Arabic's six plural forms: "يومان", "10 أيام". */
const DAYS = {
  zero: "{count} يوم",
  one: "يوم واحد",
  two: "يومان",
  few: "{count} أيام",
  many: "{count} يومًا",
  other: "{count} يوم",
} as const satisfies PluralForms;

/** A project's weeks, in Arabic's six plural forms: "أسبوع واحد", "أسبوعان". */
const WEEKS = {
  zero: "{count} أسبوع",
  one: "أسبوع واحد",
  two: "أسبوعان",
  few: "{count} أسابيع",
  many: "{count} أسبوعًا",
  other: "{count} أسبوع",
} as const satisfies PluralForms;

export const BOSS_LEVELS = {
  difficulty: {
    beginner: "مبتدئ",
    intermediate: "متوسط",
    advanced: "متقدم",
  },
  duration: {
    days: DAYS,
    weeks: WEEKS,
  },
  start: "ابدأ المشروع",
  startLabel: (title: string) => `ابدأ المشروع: ${title}`,
  started: "بدأ المشروع",
  added: (title: string) => `تمت إضافة «${title}» إلى لوحة معلوماتك.`,
} as const satisfies Translation<typeof en.BOSS_LEVELS>;
