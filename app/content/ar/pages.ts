import type * as en from "../en/pages";
import type { Translation } from "~/locales";

export const PAGE_WORDS = {
  home: {
    title: "Lumina Academy: المدرسة الرقمية التي تتعلم معك",
    description:
      "مدرسة رقمية تجريبية للطلاب والمعلمين وأولياء الأمور والإداريين: تخصيص بالذكاء الاصطناعي، وتعاون افتراضي، وتعلم بالألعاب، وتحليلات فورية.",
    label: "الرئيسية",
  },
  aiPersonalization: {
    title: "التخصيص بالذكاء الاصطناعي | Lumina Academy",
    description:
      "ملف للمتعلم، وتتبع ذكي للتقدم، وأدوات للتخصيص، ومدرب ذكي يكيّف كل درس مع طريقتك في التعلم.",
    label: "التخصيص بالذكاء الاصطناعي",
  },
  virtualCollaboration: {
    title: "التعاون الافتراضي | Lumina Academy",
    description:
      "صمم صورتك الرمزية، وانضم إلى غرفة تعاون فيها محادثة وسبورة مشتركة، وتعلّم مع زملائك في مجموعات صغيرة.",
    label: "مساحات التعاون الافتراضي",
  },
  gamifiedLearning: {
    title: "التعلم بالألعاب | Lumina Academy",
    description:
      "مستويات وأيام متتالية ومهام وشجرة مهارات ولوحات صدارة واختبارات وألعاب مصغرة تجعل التدريب ممتعًا كاللعب.",
    label: "تجربة التعلم بالألعاب",
  },
  realTimeAnalytics: {
    title: "التحليلات الفورية | Lumina Academy",
    description:
      "تقدم مباشر، وخريطة حرارية للمهارات، وتوقعات، وتنبيهات ذكية تبيّن لك أين تركز بعد ذلك.",
    label: "التحليلات الفورية",
  },
  securePrivate: {
    title: "آمن وخاص | Lumina Academy",
    description:
      "أدوات للتحكم في الخصوصية، وسجل للوصول، ومصادقة متعددة العوامل، ونسخ احتياطي للبيانات: بيانات تعلمك تبقى ملكك.",
    label: "آمن وخاص",
  },
  immersiveArVr: {
    title: "الواقع المعزز والافتراضي | Lumina Academy",
    description:
      "ادخل إلى قلب التاريخ والأحياء والفلك والفيزياء عبر تجارب افتراضية موجهة صُممت لكل متعلم.",
    label: "التعلم الغامر بالواقع المعزز والافتراضي",
  },
  schedule: {
    title: "الجدول الدراسي | Lumina Academy",
    description:
      "جدولك الدراسي لهذا الأسبوع: خمس جلسات مركزة من الاثنين إلى الجمعة، مخططة حول أهدافك.",
    label: "الجدول الدراسي",
  },
} as const satisfies Translation<typeof en.PAGE_WORDS>;

export const NOT_FOUND_WORDS = {
  title: "الصفحة غير موجودة | Lumina Academy",
  description: "الصفحة التي تبحث عنها غير موجودة.",
  heading: "عذرًا! الصفحة غير موجودة",
  lead: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
  home: "العودة إلى الصفحة الرئيسية",
} as const satisfies Translation<typeof en.NOT_FOUND_WORDS>;

export const FEATURE_SUMMARIES = {
  aiPersonalization: "دروس تتكيف مع سرعتك وأسلوبك وأهدافك، ومدرب ذكي مستعد لمساعدتك في أي ساعة.",
  virtualCollaboration: "التقِ بزملائك في غرف مشتركة فيها محادثة وسبورة وصور رمزية تصممها بنفسك.",
  gamifiedLearning:
    "اكسب نقاط الخبرة، وحافظ على أيامك المتتالية، وتسلق لوحات الصدارة، وافتح عوالم جديدة وأنت تتعلم.",
  realTimeAnalytics:
    "تابع تقدمك لحظة بلحظة، واكتشف نقاط ضعفك مبكرًا، واحصل على توقعات تساعدك على التصرف.",
  securePrivate:
    "أنت من يقرر من يرى بياناتك، مع أدوات واضحة للتحكم في الخصوصية وحماية قوية لحسابك.",
  immersiveArVr: "تجول في مدن قديمة، أو داخل خلية حية، أو عبر المجموعة الشمسية في تجارب موجهة.",
} as const satisfies Translation<typeof en.FEATURE_SUMMARIES>;
