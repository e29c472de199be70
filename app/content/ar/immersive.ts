/** The /immersive-ar-vr page (SPEC §2, §3 "VR experience", §4 "AR/VR page"). */

import type * as en from "../en/immersive";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

export const SAMPLE_VIDEO = {
  title: "Big Buck Bunny: فيديو نموذجي لدرس غامر",
  description:
    "فيلم رسوم متحركة قصير نستخدمه هنا نموذجًا لدروس الفيديو الموجهة التي تبدأ بها كل تجربة افتراضية.",
  captions: "/media/sample-video.ar.vtt",
  captionsLang: "ar",
  captionsLabel: "العربية",
} as const satisfies Translation<typeof en.SAMPLE_VIDEO>;

export const VR_EXPERIENCES = {
  "ancient-rome": {
    title: "جولة في روما القديمة",
    description: (year: string) =>
      `قف في الساحة العامة لروما عام ${year} للميلاد، ورافق عضوًا في مجلس الشيوخ خلال يوم من حياة الرومان.`,
    difficulty: "مبتدئ",
    alt: "مبنى كلاسيكي بأعمدة",
    category: "التاريخ",
  },
  "inside-the-cell": {
    title: "رحلة داخل خلية",
    description: "تصغّر لتستكشف النواة والميتوكوندريا والريبوسومات في خلية حية.",
    difficulty: "متوسط",
    alt: "حلزون مزدوج للحمض النووي",
    category: "الأحياء",
  },
  "solar-system": {
    title: "جولة في المجموعة الشمسية",
    description: "حلّق بجوار كل الكواكب، وانزل على سطح القمر، وشاهد بنفسك اتساع الفضاء.",
    difficulty: "مبتدئ",
    alt: "كوكب ذو حلقات",
    category: "علم الفلك",
  },
  "forces-lab": {
    title: "مختبر القوى والحركة",
    description: "غيّر الجاذبية والاحتكاك والكتلة، ثم راقب ما يحدث للأجسام الساقطة.",
    difficulty: "متقدم",
    alt: "رمز الذرة",
    category: "الفيزياء",
  },
} as const satisfies Translation<typeof en.VR_EXPERIENCES>;

export const INFO_CARDS = {
  headphones: {
    title: "مرشد صوتي",
    detail: "صوت ودود يشرح لك ما تراه ويجيب عن أسئلتك وأنت تستكشف.",
  },
  hand: {
    title: "عناصر تفاعلية",
    detail: "التقط الأشياء، وأجرِ التجارب، ودوّن ملاحظاتك دون أن تغادر المشهد.",
  },
  award: {
    title: "التقييم والمكافآت",
    detail: "اختبارات قصيرة على طول الطريق تكسبك نقاط خبرة وشارات تظهر في لوحة معلوماتك.",
  },
} as const satisfies Translation<typeof en.INFO_CARDS>;

/** The break reminder's label, in Arabic's six plural forms: "كل دقيقتين", "كل 20 دقيقة". */
const BREAK_REMINDER = {
  zero: "تذكير بالاستراحة كل {count} دقيقة",
  one: "تذكير بالاستراحة كل دقيقة",
  two: "تذكير بالاستراحة كل دقيقتين",
  few: "تذكير بالاستراحة كل {count} دقائق",
  many: "تذكير بالاستراحة كل {count} دقيقة",
  other: "تذكير بالاستراحة كل {count} دقيقة",
} as const satisfies PluralForms;

export const COMFORT_SETTINGS = {
  subtitles: { label: "الترجمة النصية", hint: "اعرض كلام المرشد على الشاشة." },
  seated: { label: "وضع الجلوس", hint: "استكشف وأنت جالس على كرسي، دون حاجة إلى الوقوف أو المشي." },
  "comfort-vignette": {
    label: "إطار الراحة",
    hint: "يضيّق مجال الرؤية أثناء الحركة للحد من دوار الحركة.",
  },
  "break-reminder": {
    label: BREAK_REMINDER,
    hint: "أرح عينيك: يظهر لك تذكير داخل النظارة.",
  },
} as const satisfies Translation<typeof en.COMFORT_SETTINGS>;

export const IMMERSIVE_PAGE = {
  eyebrow: "ادخل إلى قلب الدرس",
  title: "التعلم الغامر بالواقع المعزز والافتراضي",
  video: "فيديو الدرس المميز",
  experiences: "التجارب الافتراضية",
  vrOn: "وضع الواقع الافتراضي مفعّل: تُفتح التجارب في نظارتك.",
  vrOff:
    "عاين كل تجربة بالواقع المعزز على هذا الجهاز، أو فعّل وضع الواقع الافتراضي لاستخدام النظارة.",
  howItWorks: "كيف تعمل كل تجربة",
} as const satisfies Translation<typeof en.IMMERSIVE_PAGE>;

export const IMMERSIVE_SUBHEADER = {
  vrMode: "وضع الواقع الافتراضي",
  settings: "الإعدادات",
} as const satisfies Translation<typeof en.IMMERSIVE_SUBHEADER>;

export const SAMPLE_VIDEO_PLAYER = {
  unsupported: "متصفحك لا يدعم وسم الفيديو.",
  unreachable: "تعذر تحميل الفيديو. تحقق من اتصالك وحاول مرة أخرى.",
  retry: "حاول مرة أخرى",
} as const satisfies Translation<typeof en.SAMPLE_VIDEO_PLAYER>;

export const EXPERIENCE_GALLERY = {
  duration: "المدة",
  difficulty: "مستوى الصعوبة",
  progress: "التقدم",
  progressLabel: (title: string) => `التقدم في ${title}`,
  enterVr: "الدخول بالواقع الافتراضي",
  previewAr: "المعاينة بالواقع المعزز",
  actionLabel: (action: string, title: string) => `${action}: ${title}`,
} as const satisfies Translation<typeof en.EXPERIENCE_GALLERY>;

export const COLLABORATION_MODE_CARD = {
  title: "وضع التعاون",
  description: "استكشفوا معًا: ينضم زملاؤك إلى مشهدك ويرون ما تشير إليه.",
  label: "وضع التعاون",
  on: "يمكن لزملائك الانضمام إلى جلستك.",
  off: "أنت تستكشف بمفردك.",
} as const satisfies Translation<typeof en.COLLABORATION_MODE_CARD>;

export const COMFORT_SETTINGS_CARD = {
  title: "سهولة الوصول والسلامة",
  description: "إعدادات راحة لكل متعلم. لا يُحفظ أي شيء.",
} as const satisfies Translation<typeof en.COMFORT_SETTINGS_CARD>;
