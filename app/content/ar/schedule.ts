import type * as en from "../en/schedule";
import type { Translation } from "~/locales";

/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"); `color` is a style token, the same in every edition. */
export const THIS_WEEK = [
  {
    day: "الاثنين",
    time: "16:00 – 17:00",
    subject: "الجبر: المعادلات التربيعية",
    type: "تدريب",
    color: "indigo",
  },
  {
    day: "الثلاثاء",
    time: "16:30 – 17:30",
    subject: "البرمجة: بناء تطبيق اختبارات",
    type: "بناء",
    color: "emerald",
  },
  {
    day: "الأربعاء",
    time: "16:30 – 17:30",
    subject: "الفيزياء: مختبر الحركة والقوى",
    type: "تجربة",
    color: "amber",
  },
  {
    day: "الخميس",
    time: "16:00 – 16:45",
    subject: "الكيمياء: مراجعة الجدول الدوري",
    type: "مراجعة",
    color: "sky",
  },
  {
    day: "الجمعة",
    time: "16:00 – 16:45",
    subject: "اختبار المتابعة الأسبوعي",
    type: "تقييم",
    color: "rose",
  },
] as const satisfies Translation<typeof en.THIS_WEEK>;

export const SCHEDULE_PAGE = {
  back: "العودة إلى التخصيص بالذكاء الاصطناعي",
  title: "الجدول الدراسي",
  lead: "خمس جلسات مركزة هذا الأسبوع، مخططة حول أهدافك التعليمية.",
  thisWeek: "هذا الأسبوع",
  backShort: "العودة إلى التخصيص",
  export: "تصدير الجدول",
} as const satisfies Translation<typeof en.SCHEDULE_PAGE>;
