/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */

import type * as en from "../en/virtual-collaboration";
import type { Translation } from "~/locales";

/**
 * Colour and style names are masculine adjectives ("أسود", "قصير"): ./avatar's description makes
 * them agree with the noun they describe through ./grammar.
 */
export const AVATAR_OPTIONS = {
  skinTone: {
    porcelain: "خزفي",
    sand: "رملي",
    honey: "عسلي",
    caramel: "كراميلي",
    umber: "أسمر",
    espresso: "بني داكن",
  },
  hairColor: {
    black: "أسود",
    brown: "بني",
    blonde: "أشقر",
    red: "أحمر",
    grey: "رمادي",
    blue: "أزرق",
  },
  eyeColor: {
    brown: "بني",
    blue: "أزرق",
    green: "أخضر",
    hazel: "عسلي",
    grey: "رمادي",
    amber: "كهرماني",
  },
  hairStyle: {
    short: "قصير",
    long: "طويل",
    curly: "مجعد",
    braids: "ضفائر",
    "buzz-cut": "قصة عسكرية",
    ponytail: "ذيل حصان",
  },
  outfit: {
    casual: "غير رسمي",
    formal: "رسمي",
    creative: "إبداعي",
    sporty: "رياضي",
    tech: "تقني",
    academic: "أكاديمي",
  },
  accessories: {
    glasses: "نظارة",
    hat: "قبعة",
    earrings: "أقراط",
    watch: "ساعة",
    necklace: "قلادة",
    backpack: "حقيبة ظهر",
  },
} as const satisfies Translation<typeof en.AVATAR_OPTIONS>;

export const DEFAULT_AVATAR_NAME = "صورتي الرمزية" satisfies Translation<
  typeof en.DEFAULT_AVATAR_NAME
>;

export const THEMES = {
  "space-station": {
    name: "محطة الفضاء",
    description: "دُر حول الأرض في وحدة دراسة هادئة تطل على النجوم.",
  },
  "nature-dome": {
    name: "قبة الطبيعة",
    description: "تعلّم بين الأشجار وتغريد الطيور وضوء النهار الهادئ تحت قبة زجاجية.",
  },
  "tech-city": {
    name: "مدينة التقنية",
    description: "أفق مضيء من الشاشات وأضواء النيون للعمل الجماعي المركز.",
  },
} as const satisfies Translation<typeof en.THEMES>;

export const DESCRIPTIVE_SECTIONS = {
  users: {
    title: "مجموعات العمل",
    detail: "مجموعات صغيرة من أربعة إلى ستة متعلمين يلتقون ويخططون ويبنون معًا كل أسبوع.",
  },
  "layout-dashboard": {
    title: "مساحة عمل مشتركة",
    detail: "ملاحظات وملفات وسبورة يمكن لأفراد المجموعة كلهم تعديلها في الوقت نفسه.",
  },
  globe: {
    title: "تعاون عالمي",
    detail: "تنضم فصول شريكة من بلدان أخرى إلى المشاريع مع ترجمة فورية.",
  },
  "pen-tool": {
    title: "أدوات تفاعلية",
    detail: "استطلاعات وغرف نقاش فرعية ومؤقتات مشتركة وتفاعلات تُبقي الجميع مشاركين.",
  },
  trophy: {
    title: "متتبع التقدم ولوحة الصدارة",
    detail: "تابع ما حققته مجموعتك من أهدافها، واحتفل بالفرق المتصدرة.",
  },
} as const satisfies Translation<typeof en.DESCRIPTIVE_SECTIONS>;

export const COLLABORATION_PAGE = {
  eyebrow: "نتعلم معًا، من أي مكان",
  lead: "صمم صورتك الرمزية، والتقِ بفريقك في غرفة مشتركة، وابنوا معًا من أي مكان.",
  avatarCreator: {
    title: "مصمم الصور الرمزية",
    description: "اختر كل التفاصيل، ثم احفظها في ملف صورة.",
  },
  howTeamsWork: "كيف تعمل الفرق معًا",
  callToAction: {
    title: "نتعلم أفضل معًا",
    lead: "اجمع صفك في مساحة مشتركة وابدأ البناء.",
    start: "ابدأ التعاون",
    demo: "شاهد العرض التوضيحي",
  },
} as const satisfies Translation<typeof en.COLLABORATION_PAGE>;

export const COLLABORATION_ROOM = {
  open: "انضم إلى غرفة التعاون",
  title: "غرفة التعاون",
  description: "غرفة دراسة نموذجية: يبقى كل ما فيها على هذا الجهاز حتى تغادر الصفحة.",
  /** Its name in the error message if it fails ("توقف عمل غرفة التعاون"). */
  widget: "غرفة التعاون",
  participants: (count: string) => `المشاركون (${count})`,
  videoOn: "الفيديو يعمل",
  videoOff: "الفيديو متوقف",
  micOn: "الميكروفون يعمل",
  muted: "الصوت مكتوم",
  handRaised: "اليد مرفوعة",
  camera: "الكاميرا",
  microphone: "الميكروفون",
  raiseHand: "رفع اليد",
  chat: "محادثة الغرفة",
  chatLog: "رسائل محادثة الغرفة",
  noMessages: "لا توجد رسائل بعد. ألقِ التحية!",
  messageLabel: "رسالة إلى الغرفة",
  messagePlaceholder: "اكتب رسالة…",
  send: "إرسال إلى الغرفة",
  me: { name: "أنت", initials: "أنا" },
} as const satisfies Translation<typeof en.COLLABORATION_ROOM>;

export const WHITEBOARD_WORDS = {
  title: "السبورة",
  widget: "السبورة",
  board: "السبورة المشتركة",
  help: "ارسم بالفأرة أو بإصبعك أو بالقلم. اختر لونًا، أو استخدم الممحاة، أو امسح السبورة. يبقى ما ترسمه على هذا الجهاز.",
  penColour: "لون القلم",
  eraser: "الممحاة",
  clear: "مسح",
  expand: "تكبير",
  expanded: "السبورة مفتوحة بملء الشاشة.",
  done: "تم",
  pens: { ink: "حبر", indigo: "نيلي", red: "أحمر", green: "أخضر" },
} as const satisfies Translation<typeof en.WHITEBOARD_WORDS>;

export const THEMES_DIALOG = {
  open: "اختر سمة",
  title: "السمات الديناميكية",
  description: "اختر مظهر غرفة دراستك.",
  label: "سمة الغرفة",
  apply: "تطبيق السمة",
  notAvailable: "تطبيق السمات غير متاح في هذا العرض التجريبي.",
} as const satisfies Translation<typeof en.THEMES_DIALOG>;

export const COLLABORATION_SHORTCUTS = {
  avatar: {
    title: COLLABORATION_PAGE.avatarCreator.title,
    description: "صمم الصورة الرمزية التي تمثلك في كل غرفة.",
    link: "أنشئ صورتك الرمزية",
  },
  room: {
    title: "انضم إلى غرفة التعاون",
    description: "فيديو ومحادثة وسبورة مشتركة مع مجموعة دراستك.",
  },
  themes: {
    title: THEMES_DIALOG.title,
    description: "ادرس في محطة فضاء أو قبة طبيعة أو مدينة تقنية.",
  },
} as const satisfies Translation<typeof en.COLLABORATION_SHORTCUTS>;

/** The "in numbers" section (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "تعاونك بالأرقام",
  labels: {
    avatars: "صور رمزية أنشئت",
    styles: "أساليب مفضلة",
    "team-goals": "أهداف الفريق",
    meetings: "اجتماعات",
  },
} as const satisfies Translation<typeof en.COLLABORATION_STATS>;

export const IMMERSIVE_MODES = {
  title: "انغمس في التجربة",
  vr: {
    title: "وضع الواقع الافتراضي",
    description: "التقِ بفريقك داخل فصل افتراضي باستخدام نظارة الواقع الافتراضي.",
  },
  ar: {
    title: "وضع الواقع المعزز",
    description: "اعرض نماذج ثلاثية الأبعاد على مكتبك بهاتفك أو جهازك اللوحي.",
  },
} as const satisfies Translation<typeof en.IMMERSIVE_MODES>;
