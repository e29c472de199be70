/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */

import type * as en from "../en/analytics";
import type { Translation } from "~/locales";

export const OVERALL_PROGRESS = [
  { label: "المعدل الحالي", value: "86%", detail: "ارتفع بنسبة 4% هذا الشهر" },
  { label: "وقت الدراسة الأسبوعي", value: "12.5 ساعة", detail: "الهدف: 12 ساعة" },
  { label: "الواجبات المنجزة", value: "24/28", detail: "4 واجبات مستحقة هذا الأسبوع" },
  { label: "متوسط الاختبارات", value: "88%", detail: "في 15 اختبارًا" },
] as const satisfies Translation<typeof en.OVERALL_PROGRESS>;

export const RECENT_SCORES = [
  { subject: "اختبار الجبر", time: "12 دقيقة", avgTime: "15 دقيقة" },
  { subject: "تقرير مختبر الفيزياء", time: "25 دقيقة", avgTime: "22 دقيقة" },
  { subject: "مقال الأدب", time: "40 دقيقة", avgTime: "35 دقيقة" },
] as const satisfies Translation<typeof en.RECENT_SCORES>;

export const PREDICTIONS = {
  completion: {
    title: "توقع موعد الإنهاء",
    value: "12 يونيو",
    detail: "ستنهي المنهج قبل موعده بأسبوعين.",
  },
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

export const SMART_ALERTS = [
  {
    title: "التفاضل والتكامل يحتاج إلى اهتمام",
    detail: "آخر ثلاث درجات لك في التفاضل والتكامل أقل من 60%. جرّب المراجعة الموجهة للمشتقات.",
  },
  {
    title: "أيامك المتتالية مهددة",
    detail:
      "لم تدرس اليوم بعد. جلسة قصيرة من 15 دقيقة تحافظ على أيامك المتتالية التي بلغت 12 يومًا.",
  },
  { title: "إنجاز جديد في الأحياء", detail: "حصلت على أكثر من 90% في الأحياء ثلاث مرات متتالية." },
] as const satisfies Translation<typeof en.SMART_ALERTS>;

export const PERSONAL_GOALS = [
  { title: "رفع درجة التفاضل والتكامل إلى 70%", detail: "الموعد المستهدف: نهاية الشهر" },
  { title: "قراءة فصلين من التاريخ", detail: "يبدأ الأسبوع المقبل" },
  { title: "إنهاء وحدة الجبر", detail: "أُنجز يوم الاثنين" },
] as const satisfies Translation<typeof en.PERSONAL_GOALS>;

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
  outOf: "/100",
} as const satisfies Translation<typeof en.LIVE_SCORE_FEED>;

export const SKILLS_HEATMAP = {
  title: "خريطة المهارات الحرارية",
  description: "قوي من 80% فأكثر، ويحتاج إلى مراجعة من 60% إلى 79%، وضعيف تحت 60%.",
  performance: (topic: string) => `الأداء في ${topic}`,
  status: { strong: "قوي", revision: "مراجعة", weak: "ضعيف" },
  caption: { strong: "واصل على هذا النحو!", revision: "يحتاج إلى مراجعة", weak: "مجال للتركيز" },
  topics: [
    "الجبر",
    "الهندسة",
    "التفاضل والتكامل",
    "الفيزياء",
    "الكيمياء",
    "الأحياء",
    "الأدب",
    "التاريخ",
  ],
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
