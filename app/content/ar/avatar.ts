/** The avatar creator's words (SPEC §3); its option lists are in ./virtual-collaboration. */
import type * as en from "../en/avatar";
import type { Translation } from "~/locales";
import { feminine, feminineDual, withArticle } from "./grammar";

export const AVATAR_CREATOR = {
  /** Its name in the error message if it fails, e.g. "توقف عمل مصمم الصور الرمزية". */
  widget: "مصمم الصور الرمزية",
  unnamed: "صورة رمزية بلا اسم",
  name: "اسم الصورة الرمزية",
  options: "خيارات الصورة الرمزية",
  tabs: { appearance: "المظهر", style: "الأسلوب", extras: "الإضافات" },
  groups: {
    skinTone: "لون البشرة",
    hairColor: "لون الشعر",
    eyeColor: "لون العينين",
    hairStyle: "تسريحة الشعر",
    outfit: "الزي",
  },
  accessories: "الإكسسوارات",
  save: "حفظ الصورة الرمزية",
} as const satisfies Translation<typeof en.AVATAR_CREATOR>;

export const SAVED_AVATARS = {
  title: "الصور الرمزية المحفوظة",
  unavailable: "مساحة التخزين في هذا المتصفح غير متاحة.",
  corrupt:
    "تعذرت قراءة الصور الرمزية المحفوظة في هذا المتصفح. ستبقى كما هي، وعند حفظ صورة رمزية جديدة تُنقل أولًا إلى نسخة احتياطية.",
  empty: "لا توجد صور رمزية محفوظة بعد. احفظ واحدة لتظهر هنا.",
  /** Under the list while older ones are hidden: "الصور الرمزية المحفوظة المعروضة: 12 من 10,000". */
  shown: (shown: string, total: string) => `الصور الرمزية المحفوظة المعروضة: ${shown} من ${total}`,
  showMore: "عرض المزيد",
  unreadable: {
    download: "تنزيل البيانات غير المقروءة",
    startNew: "بدء قائمة جديدة",
    fileName: "unreadable-saved-avatars",
    confirm: {
      title: "هل تريد بدء قائمة جديدة؟",
      description:
        "سيتم حذف البيانات المحفوظة غير المقروءة من هذا المتصفح. نزّلها أولًا إن أردت الاحتفاظ بنسخة منها.",
      action: "بدء قائمة جديدة",
    },
  },
  backups: {
    title: "النسخ الاحتياطية",
    description:
      "صور رمزية محفوظة لم يتمكن هذا المتصفح من قراءتها، فوُضعت جانبًا عند الحفظ. وهي تشغل مساحة التخزين في هذا المتصفح إلى أن تحذفها.",
    label: (time: string) => `نسخة احتياطية بتاريخ ${time}`,
    size: (kilobytes: string) => `${kilobytes} كيلوبايت`,
    downloadLabel: (time: string) => `تنزيل النسخة الاحتياطية بتاريخ ${time}`,
    deleteLabel: (time: string) => `حذف النسخة الاحتياطية بتاريخ ${time}`,
    confirm: {
      title: "هل تريد حذف هذه النسخة الاحتياطية؟",
      description: (time: string) =>
        `سيتم حذف النسخة الاحتياطية بتاريخ ${time} من هذا المتصفح. نزّلها أولًا للاحتفاظ بنسخة منها.`,
    },
  },
  download: "تنزيل",
  load: "فتح",
  loadLabel: (name: string) => `فتح ${name}`,
  loaded: { title: "تم فتح الصورة الرمزية", body: (name: string) => `${name} الآن في المحرر.` },
  delete: "حذف",
  deleteLabel: (name: string) => `حذف ${name}`,
  deleteFailed: {
    title: "تعذر الحذف",
    body: "تغيرت الصور الرمزية المحفوظة أو تعذر تحديثها.",
  },
  confirm: {
    title: "هل تريد حذف هذه الصورة الرمزية؟",
    description: (name: string) => `سيتم حذف «${name}» من هذا المتصفح.`,
    cancel: "إلغاء",
    delete: "حذف",
  },
} as const satisfies Translation<typeof en.SAVED_AVATARS>;

export const AVATAR_SAVE = {
  fileName: "avatar",
  failed: { title: "تعذر الحفظ", body: "تعذر حفظ إعدادات الصورة الرمزية محليًا." },
  saved: {
    title: "تم حفظ الصورة الرمزية",
    body: "تم تنزيل ملف PNG وحفظ إعدادات الصورة الرمزية محليًا.",
  },
  savedWithoutImage: {
    title: "تم حفظ الصورة الرمزية دون ملف الصورة",
    body: "حُفظت الإعدادات محليًا، لكن هذا المتصفح لم يتمكن من رسم ملف PNG.",
  },
  unreadableInTheWay: {
    title: "لا توجد مساحة لنسخ الصور الرمزية غير المقروءة احتياطيًا",
    body: "من قسم «الصور الرمزية المحفوظة»، نزّلها للاحتفاظ بنسخة منها، ثم ابدأ قائمة جديدة واحفظ مرة أخرى.",
  },
  backedUp: {
    title: "تم الاحتفاظ بالصور الرمزية المحفوظة سابقًا",
    body: (key: string) => `تعذرت قراءتها، لذلك نُقلت إلى «${key}» في مساحة التخزين بهذا المتصفح.`,
  },
} as const satisfies Translation<typeof en.AVATAR_SAVE>;

/**
 * See en/avatar.ts: "صورة رمزية ببشرة خزفية، … مع نظارة وقبعة." Each option's name comes as a
 * masculine adjective and is made to agree here (./grammar).
 */
export const AVATAR_DESCRIPTION = {
  skin: (tone: string) => `بشرة ${feminine(tone)}`,
  hair: {
    short: (color: string) => `شعر ${color} قصير`,
    long: (color: string) => `شعر ${color} طويل`,
    curly: (color: string) => `شعر ${color} مجعد`,
    braids: (color: string) => `شعر ${color} مضفور في جدائل`,
    "buzz-cut": (color: string) => `شعر ${color} بقصة عسكرية`,
    ponytail: (color: string) => `شعر ${color} مربوط على شكل ذيل حصان`,
  },
  eyes: (color: string) => `عينين ${feminineDual(color)}`,
  outfit: (outfit: string) => `زي ${withArticle(outfit)}`,
  /** How each accessory reads after "مع". */
  accessory: {
    glasses: "نظارة",
    hat: "قبعة",
    earrings: "أقراط",
    watch: "ساعة",
    necklace: "قلادة",
    backpack: "حقيبة ظهر",
  },
  /**
   * `features` in order, the first after "ب" ("ببشرة …"), the others joined
   * by "، و"; `accessories` already a list ("نظارة وقبعة"), if any.
   */
  sentence: (features: readonly string[], accessories?: string) =>
    `صورة رمزية ب${features.join("، و")}${accessories ? `، مع ${accessories}` : ""}.`,
} as const satisfies Translation<typeof en.AVATAR_DESCRIPTION>;
