/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */

import type * as en from "../en/virtual-collaboration";
import type { Translation } from "~/locales";

/**
 * The avatar's options. Colour and style names are masculine adjectives
 * ("أسود", "قصير"): the avatar's description (./avatar) makes them agree with
 * the noun they describe through ./grammar.
 */
export const SKIN_TONES = [
  { name: "خزفي", color: "#f9dcc4" },
  { name: "رملي", color: "#f1c27d" },
  { name: "عسلي", color: "#e0ac69" },
  { name: "كراميلي", color: "#c68642" },
  { name: "أسمر", color: "#8d5524" },
  { name: "بني داكن", color: "#5c3a21" },
] as const satisfies Translation<typeof en.SKIN_TONES>;

export const HAIR_COLORS = [
  { name: "أسود", color: "#1f1a17" },
  { name: "بني", color: "#6b4226" },
  { name: "أشقر", color: "#e6c16a" },
  { name: "أحمر", color: "#b5452b" },
  { name: "رمادي", color: "#9ca3af" },
  { name: "أزرق", color: "#3b82f6" },
] as const satisfies Translation<typeof en.HAIR_COLORS>;

export const EYE_COLORS = [
  { name: "بني", color: "#6b3e1f" },
  { name: "أزرق", color: "#2f6fd6" },
  { name: "أخضر", color: "#2f8f4e" },
  { name: "عسلي", color: "#8e7341" },
  { name: "رمادي", color: "#6b7280" },
  { name: "كهرماني", color: "#c4861c" },
] as const satisfies Translation<typeof en.EYE_COLORS>;

export const HAIR_STYLES = [
  "قصير",
  "طويل",
  "مجعد",
  "ضفائر",
  "قصة عسكرية",
  "ذيل حصان",
] as const satisfies Translation<typeof en.HAIR_STYLES>;

export const OUTFITS = [
  { name: "غير رسمي", color: "#3b82f6" },
  { name: "رسمي", color: "#1e293b" },
  { name: "إبداعي", color: "#a855f7" },
  { name: "رياضي", color: "#dc2626" },
  { name: "تقني", color: "#475569" },
  { name: "أكاديمي", color: "#15803d" },
] as const satisfies Translation<typeof en.OUTFITS>;

export const ACCESSORIES = [
  "نظارة",
  "قبعة",
  "أقراط",
  "ساعة",
  "قلادة",
  "حقيبة ظهر",
] as const satisfies Translation<typeof en.ACCESSORIES>;

export const DEFAULT_AVATAR_NAME = "صورتي الرمزية" satisfies Translation<
  typeof en.DEFAULT_AVATAR_NAME
>;

/** The localStorage key of the saved presets (SPEC §7): the same in every edition. */
export const AVATARS_KEY = "avatars" satisfies Translation<typeof en.AVATARS_KEY>;

export const AVATAR_SIZE = 512 satisfies Translation<typeof en.AVATAR_SIZE>;

export const THEMES = [
  {
    id: "space-station",
    name: "محطة الفضاء",
    description: "دُر حول الأرض في وحدة دراسة هادئة تطل على النجوم.",
  },
  {
    id: "nature-dome",
    name: "قبة الطبيعة",
    description: "تعلّم بين الأشجار وتغريد الطيور وضوء النهار الهادئ تحت قبة زجاجية.",
  },
  {
    id: "tech-city",
    name: "مدينة التقنية",
    description: "أفق مضيء من الشاشات وأضواء النيون للعمل الجماعي المركز.",
  },
] as const satisfies Translation<typeof en.THEMES>;

export const DEFAULT_THEME = "space-station" satisfies Translation<typeof en.DEFAULT_THEME>;

/** The room's sample participants; the first is the current user. Sample people keep their names. */
export const PARTICIPANTS = [
  { id: "me", name: "أنت", initials: "أنا", isVideoOn: true, isAudioOn: true, isHandRaised: false },
  {
    id: "p2",
    name: "Maya Chen",
    initials: "MC",
    isVideoOn: true,
    isAudioOn: false,
    isHandRaised: false,
  },
  {
    id: "p3",
    name: "Leo Martins",
    initials: "LM",
    isVideoOn: false,
    isAudioOn: true,
    isHandRaised: true,
  },
  {
    id: "p4",
    name: "Priya Nair",
    initials: "PN",
    isVideoOn: true,
    isAudioOn: true,
    isHandRaised: false,
  },
] as const satisfies Translation<typeof en.PARTICIPANTS>;

export const WHITEBOARD = { width: 800, height: 200 } as const satisfies Translation<
  typeof en.WHITEBOARD
>;

export const PEN_COLORS = [
  { name: "حبر", color: "#1e293b" },
  { name: "نيلي", color: "#4338ca" },
  { name: "أحمر", color: "#dc2626" },
  { name: "أخضر", color: "#15803d" },
] as const satisfies Translation<typeof en.PEN_COLORS>;

export const STATS = [
  { label: "صور رمزية أنشئت", value: "12" },
  { label: "أساليب مفضلة", value: "5" },
  { label: "أهداف الفريق", value: "8/10" },
  { label: "اجتماعات", value: "12" },
] as const satisfies Translation<typeof en.STATS>;

/** The "How teams work together" cards; `icon` names a lucide icon, mapped in the route. */
export const DESCRIPTIVE_SECTIONS = [
  {
    icon: "users",
    title: "مجموعات العمل",
    detail: "مجموعات صغيرة من أربعة إلى ستة متعلمين يلتقون ويخططون ويبنون معًا كل أسبوع.",
  },
  {
    icon: "layout-dashboard",
    title: "مساحة عمل مشتركة",
    detail: "ملاحظات وملفات وسبورة يمكن لأفراد المجموعة كلهم تعديلها في الوقت نفسه.",
  },
  {
    icon: "globe",
    title: "تعاون عالمي",
    detail: "تنضم فصول شريكة من بلدان أخرى إلى المشاريع مع ترجمة فورية.",
  },
  {
    icon: "pen-tool",
    title: "أدوات تفاعلية",
    detail: "استطلاعات وغرف نقاش فرعية ومؤقتات مشتركة وتفاعلات تُبقي الجميع مشاركين.",
  },
  {
    icon: "trophy",
    title: "متتبع التقدم ولوحة الصدارة",
    detail: "تابع ما حققته مجموعتك من أهدافها، واحتفل بالفرق المتصدرة.",
  },
] as const satisfies Translation<typeof en.DESCRIPTIVE_SECTIONS>;

/** The page's own words (routes/virtual-collaboration.tsx); its title is PAGE_WORDS' label. */
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

/** The collaboration room's dialog: its button, the participants, the chat (collaboration-room-dialog.tsx). */
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
} as const satisfies Translation<typeof en.COLLABORATION_ROOM>;

/** The room's whiteboard: its tools, help and full-screen dialog (whiteboard.tsx). */
export const WHITEBOARD_WORDS = {
  title: "السبورة",
  /** Its name in the error message if it fails. */
  widget: "السبورة",
  board: "السبورة المشتركة",
  help: "ارسم بالفأرة أو بإصبعك أو بالقلم. اختر لونًا، أو استخدم الممحاة، أو امسح السبورة. يبقى ما ترسمه على هذا الجهاز.",
  penColour: "لون القلم",
  eraser: "الممحاة",
  clear: "مسح",
  expand: "تكبير",
  expanded: "السبورة مفتوحة بملء الشاشة.",
  done: "تم",
} as const satisfies Translation<typeof en.WHITEBOARD_WORDS>;

/** The Dynamic Themes dialog (themes-dialog.tsx). */
export const THEMES_DIALOG = {
  open: "اختر سمة",
  title: "السمات الديناميكية",
  description: "اختر مظهر غرفة دراستك.",
  label: "سمة الغرفة",
  apply: "تطبيق السمة",
  notAvailable: "تطبيق السمات غير متاح في هذا العرض التجريبي.",
} as const satisfies Translation<typeof en.THEMES_DIALOG>;

/** The three cards under the page header (collaboration-shortcuts.tsx). */
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

/** The heading over STATS (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "تعاونك بالأرقام",
} as const satisfies Translation<typeof en.COLLABORATION_STATS>;

/** The VR and AR cards (immersive-modes.tsx). */
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
