/** Copy and figures of the landing page (SPEC §1, §2, §9). */
import type * as en from "../en/landing";
import type { Translation } from "~/locales";

export const HERO = {
  eyebrow: "المدرسة الرقمية لكل من يتعلم",
  title: "تعلّم يتكيف مع كل طالب",
  lead: "تجمع Lumina Academy الطلاب والمعلمين وأولياء الأمور والإداريين في مدرسة رقمية واحدة: توجيه شخصي بالذكاء الاصطناعي، وتعاون مباشر، وتقدم تراه بعينيك.",
  trialNote: (days: string) => `تجربة مجانية لمدة ${days} يومًا · دون الحاجة إلى بطاقة ائتمان`,
} as const satisfies Translation<typeof en.HERO>;

export const LANDING_STATS = {
  students: { label: "طالب", value: (millions: string) => `+${millions} ملايين` },
  successRate: { label: "نسبة النجاح" },
  support: {
    label: "دعم بالذكاء الاصطناعي",
    value: (hours: string, days: string) => `${hours}/${days}`,
  },
} as const satisfies Translation<typeof en.LANDING_STATS>;

export const DEMO_VIDEO = {
  title: "فيديو تعريفي عن Lumina Academy",
  dialogTitle: "شاهد العرض التوضيحي",
  dialogDescription: "فيديو قصير عن التعلم بمساعدة التكنولوجيا.",
  notLoading: "لا يظهر الفيديو؟",
  watchElsewhere: "شاهده على YouTube (يُفتح في علامة تبويب جديدة)",
} as const satisfies Translation<typeof en.DEMO_VIDEO>;

export const HERO_ACTIONS = {
  start: "ابدأ التعلم",
  demo: "شاهد العرض التوضيحي",
} as const satisfies Translation<typeof en.HERO_ACTIONS>;

export const FEATURES_SECTION = {
  title: "كل ما تحتاجه المدرسة الحديثة",
  description: "ست طرق تجعل بها Lumina Academy التعلم أكثر تخصيصًا وتفاعلًا وفاعلية.",
  explore: "استكشف",
} as const satisfies Translation<typeof en.FEATURES_SECTION>;

export const CALL_TO_ACTION = {
  title: "هل أنت مستعد لتجعل التعلم أكثر إشراقًا؟",
  lead: (days: string) =>
    `ابدأ اليوم تجربتك المجانية لمدة ${days} يومًا، دون الحاجة إلى بطاقة ائتمان.`,
  action: "ابدأ مجانًا",
} as const satisfies Translation<typeof en.CALL_TO_ACTION>;

export const ROLES = {
  student: "طالب",
  teacher: "معلم",
  parent: "ولي أمر",
  administrator: "إداري",
} as const satisfies Translation<typeof en.ROLES>;

export const SIGN_UP = {
  title: "ابدأ تجربتك المجانية",
  description: (days: string) => `${days} يومًا مجانًا، دون الحاجة إلى بطاقة ائتمان.`,
  fullName: "الاسم الكامل",
  email: "البريد الإلكتروني",
  role: "أنا",
  institution: "المؤسسة التعليمية",
  optional: "(اختياري)",
  submit: "إنشاء حسابي",
  thanks: (name: string) => (name ? `شكرًا، ${name}!` : "شكرًا!"),
  nothingStored: "هذا موقع تجريبي: لم يُحفظ أي شيء أدخلته، ولم يُرسَل إلى أي مكان.",
  close: "إغلاق",
} as const satisfies Translation<typeof en.SIGN_UP>;

export const TRUSTED_HEADING = "تثق بنا مدارس ومؤسسات تعليمية" satisfies Translation<
  typeof en.TRUSTED_HEADING
>;
