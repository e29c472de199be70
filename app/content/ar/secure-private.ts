/** The privacy and security page (SPEC §2 "/secure-private", §4 "Privacy switches"). */

import type * as en from "../en/secure-private";
import type { Translation } from "~/locales";

export const SECURITY_OVERVIEW = {
  score: {
    label: "درجة الأمان",
    detail: (max: string) => `قوية: أضف مفتاح أمان لتصل إلى ${max}`,
  },
  encryption: {
    label: "تشفير البيانات",
    value: "AES-256",
    detail: "أثناء التخزين والنقل (TLS 1.3)",
  },
  "last-check": { label: "آخر فحص أمني", value: "اليوم", detail: "لم يُعثر على أي مشكلة" },
  sessions: { label: "الجلسات النشطة", detail: "هذا الحاسوب المحمول وهاتفك" },
} as const satisfies Translation<typeof en.SECURITY_OVERVIEW>;

export const PRIVACY_SETTINGS = {
  "share-teachers": {
    label: "مشاركة البيانات مع المعلمين",
    hint: "يرى المعلمون تقدمك ودرجاتك ليساعدوك.",
  },
  "share-parents": {
    label: "مشاركة البيانات مع أولياء الأمور",
    hint: "يرى أولياء الأمور ملخصك الأسبوعي.",
  },
  "ai-assistant": {
    label: "وصول المساعد الذكي",
    hint: "يستخدم المدرب الذكي تقدمك ليخصص لك الدروس.",
  },
  "public-profile": {
    label: "السماح للطلاب الآخرين برؤية ملفي الشخصي",
    hint: "يظهر اسمك وصورتك الرمزية في قوائم الصف ولوحات الصدارة.",
  },
  "public-achievements": {
    label: "عرض إنجازاتي التعليمية للجميع",
    hint: "تظهر الشارات والكؤوس في ملفك الشخصي العام.",
  },
} as const satisfies Translation<typeof en.PRIVACY_SETTINGS>;

export const DAY_AND_TIME = {
  today: (time: string) => `اليوم، ${time}`,
  yesterday: (time: string) => `أمس، ${time}`,
  sunday: (time: string) => `الأحد، ${time}`,
} as const satisfies Translation<typeof en.DAY_AND_TIME>;

/** Who saw the data; `what` is a verbal noun ("تسجيل الدخول"), whoever did it. */
export const ACCESS_HISTORY = {
  "signed-in": {
    who: "أنت",
    what: "تسجيل الدخول",
    device: "Chrome على حاسوب محمول بنظام Windows",
  },
  "teacher-viewed": {
    who: "الأستاذة Rivera (معلمة)",
    what: "الاطلاع على تقدمك في الجبر",
    device: "بوابة المدرسة",
  },
  "parent-opened": {
    who: "حساب ولي الأمر",
    what: "فتح الملخص الأسبوعي",
    device: "Safari على iPhone",
  },
  "plan-updated": {
    who: "المساعد الذكي",
    what: "تحديث خطة تعلمك",
    device: "خدمة Lumina Academy",
  },
} as const satisfies Translation<typeof en.ACCESS_HISTORY>;

export const EMERGENCY_CONTROLS = [
  { label: "قفل حسابي", detail: "يسجل خروجك من كل الأجهزة ويوقف الوصول فورًا." },
  { label: "تسجيل الخروج من كل الأجهزة", detail: "ينهي كل الجلسات النشطة ما عدا هذه الجلسة." },
  { label: "الإبلاغ عن مشكلة", detail: "يُبلغ مسؤول حماية الطلاب في المدرسة، بسرية تامة." },
] as const satisfies Translation<typeof en.EMERGENCY_CONTROLS>;

export const MFA_METHODS = {
  "authenticator-app": "تطبيق المصادقة",
  "sms-codes": "رموز احتياطية عبر الرسائل القصيرة",
  "security-key": "مفتاح الأمان",
} as const satisfies Translation<typeof en.MFA_METHODS>;

export const BACKUP = {
  schedule: "نسخ احتياطي تلقائي كل أسبوع",
  size: (megabytes: string) => `${megabytes} ميغابايت`,
  formats: ["تقرير PDF", "بيانات CSV", "أرشيف JSON"],
} as const satisfies Translation<typeof en.BACKUP>;

export const PARENT_DASHBOARD = {
  title: "لوحة ولي الأمر",
  status: "يتطلب الإعداد",
  detail: "ادعُ أحد والديك أو ولي أمرك ليرى ملخصك الأسبوعي.",
} as const satisfies Translation<typeof en.PARENT_DASHBOARD>;

export const SECURE_PRIVATE_PAGE = {
  eyebrow: "بياناتك، واختيارك",
  title: "آمن وخاص",
  lead: "بيانات تعلمك تبقى ملكك: اعرف من يمكنه رؤيتها، وغيّر ما تشاركه، وحافظ على أمان حسابك.",
} as const satisfies Translation<typeof en.SECURE_PRIVATE_PAGE>;

export const SECURITY_OVERVIEW_SECTION = {
  title: "نظرة عامة على الأمان",
} as const satisfies Translation<typeof en.SECURITY_OVERVIEW_SECTION>;

export const PRIVACY_DASHBOARD = {
  title: "لوحة الخصوصية",
  description: "اختر من يرى بيانات تعلمك. هذه المفاتيح للعرض فقط: لا يُحفظ أي شيء.",
  card: "مشاركة البيانات",
} as const satisfies Translation<typeof en.PRIVACY_DASHBOARD>;

export const ACCESS_HISTORY_SECTION = {
  title: "سجل الوصول",
  description: "من اطلع على بياناتك، ومتى.",
  card: "عمليات الوصول الأخيرة",
} as const satisfies Translation<typeof en.ACCESS_HISTORY_SECTION>;

export const EMERGENCY_CONTROLS_CARD = {
  title: "أدوات الطوارئ",
  description: "تصرف بسرعة إذا بدا لك أن شيئًا ليس على ما يرام.",
} as const satisfies Translation<typeof en.EMERGENCY_CONTROLS_CARD>;

export const MULTI_FACTOR_CARD = {
  title: "المصادقة متعددة العوامل",
  description: "خطوة ثانية تحمي حسابك حتى لو تسربت كلمة مرورك.",
  enabled: "مفعّلة",
  notSetUp: "غير مُعدّة",
  manage: "إدارة طرق تسجيل الدخول",
} as const satisfies Translation<typeof en.MULTI_FACTOR_CARD>;

export const DATA_BACKUP_CARD = {
  title: "النسخ الاحتياطي للبيانات ونقلها",
  description: "بياناتك محفوظة احتياطيًا، ويمكنك أن تأخذها معك.",
  schedule: "النسخ الاحتياطي",
  lastBackup: "آخر نسخة احتياطية",
  size: "الحجم",
  export: (format: string) => `تصدير ${format}`,
} as const satisfies Translation<typeof en.DATA_BACKUP_CARD>;

export const FAMILY_ACCESS_CARD = {
  title: "وصول العائلة",
} as const satisfies Translation<typeof en.FAMILY_ACCESS_CARD>;
