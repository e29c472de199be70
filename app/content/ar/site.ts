/** The words of the frame around every page: banner, header, menu, footer and notices. */
import type * as en from "../en/site";
import type { Translation } from "~/locales";

export const SKIP_LINK = "انتقل إلى المحتوى الرئيسي" satisfies Translation<typeof en.SKIP_LINK>;

export const SITE_BANNER = {
  label: "حول هذا الموقع",
  lead: "مشروع طلابي:",
  text: "Lumina Academy فكرة أُعدت لبرنامج طلابي في الذكاء الاصطناعي، وليست موقعًا رسميًا لأي مدرسة.",
} as const satisfies Translation<typeof en.SITE_BANNER>;

export const SITE_HEADER = {
  navLabel: "التنقل الرئيسي",
  features: "الميزات",
  schedule: "الجدول",
  menu: "القائمة",
} as const satisfies Translation<typeof en.SITE_HEADER>;

export const SITE_FOOTER = {
  about:
    "مدرسة رقمية تجريبية صُممت لبرنامج طلابي في الذكاء الاصطناعي. كل المحتوى هنا بيانات نموذجية، ولا يُرسَل أي شيء تفعله إلى أي مكان.",
  navLabel: "تذييل الصفحة",
  emojiCredit: {
    lead: "صور الرموز التعبيرية:",
    owner: "© Twitter, Inc ومساهمون آخرون،",
  },
} as const satisfies Translation<typeof en.SITE_FOOTER>;

export const LANGUAGES = {
  label: "اللغة",
  translated: "هذه الصفحة مترجمة عن النسخة الإنجليزية الأصلية.",
  readOriginal: "اقرأها بالإنجليزية",
} as const satisfies Translation<typeof en.LANGUAGES>;

export const SCRIPT_NOTICES = {
  noScript:
    "JavaScript متوقف في هذا المتصفح. يمكنك قراءة كل الصفحات وكل الروابط تعمل، لكن الأزرار وعلامات التبويب ومفاتيح التبديل والألعاب والمحادثات تحتاج إلى JavaScript.",
  failed:
    "تعذر إكمال تحميل هذه الصفحة، لذلك لا تعمل أزرارها وعلامات التبويب ومفاتيح التبديل فيها بعد. تحقق من اتصالك وأعد التحميل.",
  reload: "إعادة التحميل",
} as const satisfies Translation<typeof en.SCRIPT_NOTICES>;

export const ROUTE_ERROR = {
  heading: "واجهتنا مشكلة",
  unknown: "حدث خطأ أثناء عرض هذه الصفحة.",
  lead: "يُرجى المحاولة مرة أخرى، أو العودة إلى الصفحة الرئيسية.",
  home: "العودة إلى الصفحة الرئيسية",
} as const satisfies Translation<typeof en.ROUTE_ERROR>;

/** Offline (ADR 012): see en/site.ts. */
export const OFFLINE = {
  title: "أنت غير متصل بالإنترنت",
  lead: "لم تُحفظ هذه الصفحة على هذا الجهاز بعد. الصفحات التي فتحتها من قبل ما زالت تعمل دون اتصال.",
  retry: "حاول مرة أخرى",
  home: "الانتقال إلى الصفحة الرئيسية",
  notSaved: "لم تُحفظ تلك الصفحة على هذا الجهاز بعد. ستُفتح عندما تعود متصلًا بالإنترنت.",
} as const satisfies Translation<typeof en.OFFLINE>;

export const UPDATE = {
  title: "يتوفر إصدار جديد من Lumina Academy.",
  description: "أعد تحميل الصفحة متى ناسبك ذلك.",
  action: "أعد التحميل للتحديث",
} as const satisfies Translation<typeof en.UPDATE>;
