/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */
import type * as en from "../en/schedule";
import type { Translation } from "~/locales";

export const THIS_WEEK = {
  monday: { day: "الاثنين", subject: "الجبر: المعادلات التربيعية", type: "تدريب" },
  tuesday: { day: "الثلاثاء", subject: "البرمجة: بناء تطبيق اختبارات", type: "بناء" },
  wednesday: { day: "الأربعاء", subject: "الفيزياء: مختبر الحركة والقوى", type: "تجربة" },
  thursday: { day: "الخميس", subject: "الكيمياء: مراجعة الجدول الدوري", type: "مراجعة" },
  friday: { day: "الجمعة", subject: "اختبار المتابعة الأسبوعي", type: "تقييم" },
} as const satisfies Translation<typeof en.THIS_WEEK>;

export const SCHEDULE_PAGE = {
  back: "العودة إلى التخصيص بالذكاء الاصطناعي",
  title: "الجدول الدراسي",
  lead: "خمس جلسات مركزة هذا الأسبوع، مخططة حول أهدافك التعليمية.",
  thisWeek: "هذا الأسبوع",
  backShort: "العودة إلى التخصيص",
  export: "تصدير الجدول",
  time: (start: string, end: string) => `${start} – ${end}`,
} as const satisfies Translation<typeof en.SCHEDULE_PAGE>;
