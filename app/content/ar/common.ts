import type * as en from "../en/common";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

export const WIDGET_ERROR = {
  /** The heading of a widget's error message, e.g. "توقف عمل مصمم الصور الرمزية". */
  title: (widget: string) => `توقف عمل ${widget}`,
  body: "حدث خطأ داخل هذا الجزء. أما بقية الصفحة فما زالت تعمل: حاول مرة أخرى، أو أعد تحميل الصفحة.",
  retry: "حاول مرة أخرى",
} as const satisfies Translation<typeof en.WIDGET_ERROR>;

export const NOTICE = {
  dismiss: "إغلاق",
  region: "الإشعارات",
  close: "إغلاق الإشعار",
} as const satisfies Translation<typeof en.NOTICE>;

export const DIALOG = {
  close: "إغلاق مربع الحوار",
} as const satisfies Translation<typeof en.DIALOG>;

export const TABS = {
  needsScript:
    "تحتاج علامات التبويب هذه إلى JavaScript، وهو متوقف في هذا المتصفح: لذلك تظهر الأولى فقط.",
} as const satisfies Translation<typeof en.TABS>;

export const NEEDS_SCRIPT =
  "يحتاج هذا الجزء من الصفحة إلى JavaScript، وهو متوقف في هذا المتصفح." satisfies Translation<
    typeof en.NEEDS_SCRIPT
  >;

export const BACK_TO_HOME = "العودة إلى الصفحة الرئيسية" satisfies Translation<
  typeof en.BACK_TO_HOME
>;

export const DIALOG_LOAD_FAILED = {
  title: "تعذر فتح هذا العنصر",
  description: "تحقق من اتصالك وحاول مرة أخرى.",
} as const satisfies Translation<typeof en.DIALOG_LOAD_FAILED>;

export const NAVIGATED_TO = ((pageTitle: string) =>
  `تم الانتقال إلى ${pageTitle}`) satisfies Translation<typeof en.NAVIGATED_TO>;

/**
 * An amount of XP, "نقاط الخبرة" (the plural forms `formatPlural` takes), on
 * every page that counts XP: "نقطتا خبرة", "7 نقاط خبرة", "1,240 نقطة خبرة".
 */
export const XP_AMOUNT = {
  zero: "{count} نقطة خبرة",
  one: "نقطة خبرة واحدة",
  two: "نقطتا خبرة",
  few: "{count} نقاط خبرة",
  many: "{count} نقطة خبرة",
  other: "{count} نقطة خبرة",
} as const satisfies Translation<typeof en.XP_AMOUNT> & PluralForms;

export const HOURS = {
  zero: "{count} ساعة",
  one: "ساعة واحدة",
  two: "ساعتان",
  few: "{count} ساعات",
  many: "{count} ساعة",
  other: "{count} ساعة",
} as const satisfies Translation<typeof en.HOURS> & PluralForms;

export const MINUTES = {
  zero: "{count} دقيقة",
  one: "دقيقة واحدة",
  two: "دقيقتان",
  few: "{count} دقائق",
  many: "{count} دقيقة",
  other: "{count} دقيقة",
} as const satisfies Translation<typeof en.MINUTES> & PluralForms;

export const OUT_OF = ((count: string, total: string) => `${count}/${total}`) satisfies Translation<
  typeof en.OUT_OF
>;
