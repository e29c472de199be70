/** The AI personalization page (SPEC §2 "/ai-personalization", §3, §9). */

import type * as en from "../en/ai-personalization";
import type { Translation } from "~/locales";
import { formatNumber, type PluralForms } from "~/lib/format";

export const AI_PERSONALIZATION = {
  eyebrow: "تعلمك على طريقتك",
  title: "التخصيص بالذكاء الاصطناعي",
  lead: "تعلم يتكيف مع أسلوبك وسرعتك وأهدافك، مع مدرب حاضر متى احتجت إليه.",
  coach: {
    title: "المدرب الذكي",
    description: "مدربك الشخصي في التعلم. الردود هنا إجابات نموذجية.",
    open: "تحدث مع المدرب الذكي",
  },
  partner: {
    title: "الشريك الذكي",
    description: "ادرس مع شريك ذكي حين يغيب رفاقك. الردود هنا إجابات نموذجية.",
    open: "تحدث مع الشريك الذكي",
  },
} as const satisfies Translation<typeof en.AI_PERSONALIZATION>;

export const LEARNER_PROFILE_CARD = {
  title: "ملف المتعلم",
  learningStyle: "أسلوب التعلم",
  preferredHours: "الأوقات المفضلة",
  focusAreas: "مجالات التركيز",
  level: (level: number) => `المستوى ${formatNumber(level)}`,
  progressLabel: (nextLevel: number) => `التقدم نحو المستوى ${formatNumber(nextLevel)}`,
  progress: (percent: string, nextLevel: number) =>
    `قطعت ${percent} من الطريق إلى المستوى ${formatNumber(nextLevel)}`,
} as const satisfies Translation<typeof en.LEARNER_PROFILE_CARD>;

export const LEARNER_PROFILE = {
  learningStyle: "متعلم بصري",
  preferredHours: (from: string, to: string) => `المساء، ${from} – ${to}`,
  focusAreas: ["الجبر", "الفيزياء", "كتابة المقالات"],
} as const satisfies Translation<typeof en.LEARNER_PROFILE>;

export const PROGRESS_TRACKER = {
  title: "متتبع التقدم الذكي",
  description: "تقدمك في كل موضوع، وآخر درجة حصلت عليها.",
  figures: (progress: string, score: string) => `${progress} · الدرجة ${score}`,
  progressLabel: (topic: string) => `التقدم في ${topic}`,
  topics: {
    algebra: "الجبر",
    physics: "الفيزياء",
    literature: "الأدب",
    chemistry: "الكيمياء",
  },
} as const satisfies Translation<typeof en.PROGRESS_TRACKER>;

export const CUSTOMIZATION = {
  title: "أدوات التخصيص",
  description: "اضبط الدروس بما يناسبك. تبقى هذه الإعدادات في هذه الصفحة فقط.",
  difficulty: "مستوى الصعوبة",
  pace: "سرعة التعلم",
  /** The pace's word beside its value, "عادية (50)", and the slider's spoken value, "50، عادية". */
  paceShown: (word: string, value: number) => `${word} (${formatNumber(value)})`,
  paceSpoken: (word: string, value: number) => `${formatNumber(value)}، ${word}`,
  contentTypes: "أنواع المحتوى",
} as const satisfies Translation<typeof en.CUSTOMIZATION>;

/** The pace slider's words (they agree with "سرعة", feminine). */
export const PACE_WORDS = {
  slow: "بطيئة",
  normal: "عادية",
  fast: "سريعة",
} as const satisfies Translation<typeof en.PACE_WORDS>;

export const DIFFICULTIES = {
  easy: "سهل",
  medium: "متوسط",
  advanced: "متقدم",
} as const satisfies Translation<typeof en.DIFFICULTIES>;

export const CONTENT_TYPES = {
  videos: { label: "مقاطع فيديو" },
  infographics: { label: "رسوم معلوماتية" },
  quizzes: { label: "اختبارات تفاعلية" },
  simulations: { label: "محاكاة لمواقف واقعية" },
} as const satisfies Translation<typeof en.CONTENT_TYPES>;

export const AI_COACH_CARD = {
  title: "المدرب الذكي",
  description: "اطلب شرحًا أو سؤالًا تدريبيًا أو خطة دراسة، في أي وقت.",
} as const satisfies Translation<typeof en.AI_COACH_CARD>;

export const LEARNING_PLAN_CARD = {
  title: "خطة التعلم",
  day: (day: string) => `${day}:`,
  completed: "(تم)",
  toDo: "(لم يتم بعد)",
  viewSchedule: "عرض الجدول كاملًا",
} as const satisfies Translation<typeof en.LEARNING_PLAN_CARD>;

export const ACHIEVEMENTS_CARD = {
  title: "الإنجازات",
  studyBuddies: "رفاق الدراسة",
  online: "متصل",
  offline: "غير متصل",
  subjects: { maya: "الفيزياء", leo: "الجبر", priya: "الأدب" },
} as const satisfies Translation<typeof en.ACHIEVEMENTS_CARD>;

/** Days in a row, in Arabic's six plural forms: "يومان على التوالي", "12 يومًا على التوالي". */
const STREAK = {
  zero: "{count} يوم على التوالي",
  one: "يوم واحد على التوالي",
  two: "يومان على التوالي",
  few: "{count} أيام على التوالي",
  many: "{count} يومًا على التوالي",
  other: "{count} يوم على التوالي",
} as const satisfies PluralForms;

/** Every day for so many days: "لمدة يومين متتاليين", "لمدة 12 يومًا متتالية". */
const STREAK_DETAIL = {
  zero: "درست كل يوم لمدة {count} يوم",
  one: "درست كل يوم لمدة يوم واحد",
  two: "درست كل يوم لمدة يومين متتاليين",
  few: "درست كل يوم لمدة {count} أيام متتالية",
  many: "درست كل يوم لمدة {count} يومًا متتالية",
  other: "درست كل يوم لمدة {count} يوم متتالٍ",
} as const satisfies PluralForms;

/** Questions asked: "سؤالين", "7 أسئلة", "50 سؤالًا". */
const QUESTIONS_ASKED = {
  zero: "طرحت {count} سؤال على المدرب الذكي",
  one: "طرحت سؤالًا واحدًا على المدرب الذكي",
  two: "طرحت سؤالين على المدرب الذكي",
  few: "طرحت {count} أسئلة على المدرب الذكي",
  many: "طرحت {count} سؤالًا على المدرب الذكي",
  other: "طرحت {count} سؤال على المدرب الذكي",
} as const satisfies PluralForms;

export const ACHIEVEMENTS = {
  streak: { title: STREAK, detail: STREAK_DETAIL },
  "algebra-ace": {
    title: "بطل الجبر",
    detail: (percent: string) => `حصلت على ${percent} أو أكثر في خمسة اختبارات`,
  },
  "curious-mind": { title: "عقل فضولي", detail: QUESTIONS_ASKED },
} as const satisfies Translation<typeof en.ACHIEVEMENTS>;
