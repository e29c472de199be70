/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */

import type * as en from "../en/analytics";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

export const OVERALL_PROGRESS = {
  average: {
    label: "المعدل الحالي",
    detail: (change: string) => `ارتفع بنسبة ${change} هذا الشهر`,
  },
  studyTime: { label: "وقت الدراسة الأسبوعي", detail: (hours: string) => `الهدف: ${hours}` },
  assignments: { label: "الواجبات المنجزة" },
  quizzes: { label: "متوسط الاختبارات" },
} as const satisfies Translation<typeof en.OVERALL_PROGRESS>;

export const ASSIGNMENTS_DUE = {
  zero: "لا واجبات مستحقة هذا الأسبوع",
  one: "واجب واحد مستحق هذا الأسبوع",
  two: "واجبان مستحقان هذا الأسبوع",
  few: "{count} واجبات مستحقة هذا الأسبوع",
  many: "{count} واجبًا مستحقًا هذا الأسبوع",
  other: "{count} واجب مستحق هذا الأسبوع",
} as const satisfies Translation<typeof en.ASSIGNMENTS_DUE> & PluralForms;

export const QUIZZES_TAKEN = {
  zero: "في أي اختبار",
  one: "في اختبار واحد",
  two: "في اختبارين",
  few: "في {count} اختبارات",
  many: "في {count} اختبارًا",
  other: "في {count} اختبار",
} as const satisfies Translation<typeof en.QUIZZES_TAKEN> & PluralForms;

export const RECENT_SCORES = {
  "algebra-quiz": "اختبار الجبر",
  "physics-lab-report": "تقرير مختبر الفيزياء",
  "literature-essay": "مقال الأدب",
} as const satisfies Translation<typeof en.RECENT_SCORES>;

export const PREDICTIONS = {
  completion: { title: "توقع موعد الإنهاء" },
  grade: {
    title: "توقع الدرجة",
    value: "A-",
    detail: "الدرجة النهائية المتوقعة، ارتفاعًا من B+ في الفصل الماضي.",
  },
  confidence: {
    title: "الثقة في الاختبار",
    detail: "مدى ثقتك في اختبار الجبر الأسبوع المقبل.",
  },
} as const satisfies Translation<typeof en.PREDICTIONS>;

export const FINISHING_EARLY = {
  one: "ستنهي المنهج قبل موعده بأسبوع.",
  two: "ستنهي المنهج قبل موعده بأسبوعين.",
  few: "ستنهي المنهج قبل موعده بـ{count} أسابيع.",
  many: "ستنهي المنهج قبل موعده بـ{count} أسبوعًا.",
  other: "ستنهي المنهج قبل موعده بـ{count} أسبوع.",
} as const satisfies Translation<typeof en.FINISHING_EARLY> & PluralForms;

export const SMART_ALERTS = {
  calculus: {
    title: "التفاضل والتكامل يحتاج إلى اهتمام",
    detail: (percent: string) =>
      `آخر ثلاث درجات لك في التفاضل والتكامل أقل من ${percent}. جرّب المراجعة الموجهة للمشتقات.`,
  },
  streak: {
    title: "أيامك المتتالية مهددة",
    detail: (minutes: string, days: string) =>
      `لم تدرس اليوم بعد. جلسة قصيرة من ${minutes} دقيقة تحافظ على أيامك المتتالية التي بلغت ${days} يومًا.`,
  },
  biology: {
    title: "إنجاز جديد في الأحياء",
    detail: (percent: string) => `حصلت على أكثر من ${percent} في الأحياء ثلاث مرات متتالية.`,
  },
} as const satisfies Translation<typeof en.SMART_ALERTS>;

export const PERSONAL_GOALS = {
  calculus: {
    title: (percent: string) => `رفع درجة التفاضل والتكامل إلى ${percent}`,
    detail: "الموعد المستهدف: نهاية الشهر",
  },
  history: { title: "قراءة فصلين من التاريخ", detail: "يبدأ الأسبوع المقبل" },
  algebra: { title: "إنهاء وحدة الجبر", detail: "أُنجز يوم الاثنين" },
} as const satisfies Translation<typeof en.PERSONAL_GOALS>;

export const ANALYTICS_PAGE = {
  eyebrow: "اعرف أين تقف",
  title: "التحليلات الفورية",
  compare: "المقارنة بالآخرين",
  report: "إنشاء تقرير",
} as const satisfies Translation<typeof en.ANALYTICS_PAGE>;

/** `widget` names the tabs in the error message if they fail ("توقف عمل عرض التحليلات"). */
export const ANALYTICS_TABS = {
  widget: "عرض التحليلات",
  label: "طرق عرض التحليلات",
  dashboard: "لوحة المعلومات",
  heatmap: "خريطة المهارات الحرارية",
  predictions: "التوقعات",
  goals: "الأهداف والتنبيهات",
} as const satisfies Translation<typeof en.ANALYTICS_TABS>;

export const OVERALL_PROGRESS_CARD = {
  title: "التقدم العام",
  syllabus: "ما أُنجز من المنهج",
} as const satisfies Translation<typeof en.OVERALL_PROGRESS_CARD>;

export const LIVE_SCORE_FEED = {
  title: "الدرجات أولًا بأول",
  description: "أحدث ثلاث درجات لك.",
  accuracy: (percent: string) => `الدقة ${percent}`,
  time: (time: string) => `الوقت ${time}`,
  averageTime: (time: string) => `متوسط الوقت ${time}`,
  outOf: (max: string) => `/${max}`,
} as const satisfies Translation<typeof en.LIVE_SCORE_FEED>;

export const SKILLS_HEATMAP = {
  title: "خريطة المهارات الحرارية",
  description: (strong: string, revision: string, revisionTo: string) =>
    `قوي من ${strong} فأكثر، ويحتاج إلى مراجعة من ${revision} إلى ${revisionTo}، وضعيف تحت ${revision}.`,
  performance: (topic: string) => `الأداء في ${topic}`,
  status: { strong: "قوي", revision: "مراجعة", weak: "ضعيف" },
  caption: { strong: "واصل على هذا النحو!", revision: "يحتاج إلى مراجعة", weak: "مجال للتركيز" },
  topics: {
    algebra: "الجبر",
    geometry: "الهندسة",
    calculus: "التفاضل والتكامل",
    physics: "الفيزياء",
    chemistry: "الكيمياء",
    biology: "الأحياء",
    literature: "الأدب",
    history: "التاريخ",
  },
} as const satisfies Translation<typeof en.SKILLS_HEATMAP>;

export const CLASS_COMPARISON = {
  title: "أنت وصفك",
  aboveAverage: (percent: string) => `أنت أعلى من متوسط الصف بنسبة ${percent}.`,
  own: "تقدمك",
  classAverage: "متوسط الصف",
  aiRecommended: "ما يوصي به الذكاء الاصطناعي",
} as const satisfies Translation<typeof en.CLASS_COMPARISON>;

export const GOALS_AND_ALERTS = {
  alerts: "التنبيهات الذكية",
  goals: "الأهداف الشخصية",
  newGoal: "تحديد هدف جديد",
  status: { inProgress: "قيد التنفيذ", pending: "قيد الانتظار", completed: "مكتمل" },
} as const satisfies Translation<typeof en.GOALS_AND_ALERTS>;
