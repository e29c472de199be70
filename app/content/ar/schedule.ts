/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */
import type * as en from "../en/schedule";
import type { Translation } from "~/locales";

export const THIS_WEEK = [
  { day: "الاثنين", subject: "الجبر: المعادلات التربيعية", type: "تدريب" },
  { day: "الثلاثاء", subject: "البرمجة: بناء تطبيق اختبارات", type: "بناء" },
  { day: "الأربعاء", subject: "الفيزياء: مختبر الحركة والقوى", type: "تجربة" },
  { day: "الخميس", subject: "الكيمياء: مراجعة الجدول الدوري", type: "مراجعة" },
  { day: "الجمعة", subject: "اختبار المتابعة الأسبوعي", type: "تقييم" },
] as const satisfies Translation<typeof en.THIS_WEEK>;

export const SCHEDULE_PAGE = {
  back: "العودة إلى التخصيص بالذكاء الاصطناعي",
  title: "الجدول الدراسي",
  lead: "خمس جلسات مركزة هذا الأسبوع، مخططة حول أهدافك التعليمية.",
  thisWeek: "هذا الأسبوع",
  backShort: "العودة إلى التخصيص",
  export: "تصدير الجدول",
} as const satisfies Translation<typeof en.SCHEDULE_PAGE>;
