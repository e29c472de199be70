/** The coach chat's canned texts (SPEC §4 "Coach chat"): greeting, replies, quick actions. */

import type { CannedReply, ReplyTopic } from "../en/coach-replies";
import type * as en from "../en/coach-replies";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

const OPENING_SUGGESTIONS = [
  "ساعدني في الجبر",
  "اشرح لي قوانين نيوتن في الفيزياء",
  "ضع لي خطة دراسة",
  "كيف هو تقدمي؟",
] as const;

export const GREETING: CannedReply = {
  content:
    "مرحبًا! أنا مدربك الذكي في التعلم. يمكنني أن أشرح لك موضوعًا، أو أخطط معك لأسبوعك، أو أراجع تقدمك معك. بماذا تحب أن نبدأ؟",
  suggestions: OPENING_SUGGESTIONS,
};

export const PARTNER_GREETING: CannedReply = {
  content:
    "مرحبًا! أنا شريكك الذكي في الدراسة. رفاقك مشغولون الآن، فلنتعلم معًا: يمكننا أن نتناول موضوعًا خطوة بخطوة، أو نخطط لأسبوعنا، أو نرى كيف تسير أمورك. من أين نبدأ؟",
  suggestions: OPENING_SUGGESTIONS,
};

/**
 * Checked in this order: the English keywords, then the Arabic a student would type; the matcher
 * drops short vowels and hamza marks on both sides, so "أداء" also finds "اداء".
 */
export const REPLY_KEYWORDS: readonly (readonly [ReplyTopic, readonly string[]])[] = [
  ["math", ["algebra", "math", "جبر", "رياضيات", "معادلة", "معادلات", "معادله"]],
  ["physics", ["physics", "فيزياء", "فيزيا", "فيزيائ", "نيوتن"]],
  [
    "plan",
    [
      "study plan",
      "schedule",
      "خطة دراسة",
      "خطة دراسية",
      "خطة الدراسة",
      "خطة دراستي",
      "خطة للدراسة",
      "خطة مذاكرة",
      "خطه دراسه",
      "خطه دراسيه",
      "جدول",
      "مواعيد",
    ],
  ],
  [
    "progress",
    ["progress", "improvement", "تقدم", "تحسن", "تحسين", "مستواي", "مستوى", "أدائي", "أداء"],
  ],
];

/**
 * As in en/coach-replies.ts: each suggestion carries a keyword of the topic its English original
 * leads to, so it gets a real answer, never the general one.
 */
export const REPLIES = {
  math: {
    content: (
      coefficient: string,
      constant: string,
      total: string,
      difference: string,
      x: string,
    ) =>
      `هيا نتدرب على الرياضيات! من الطرق الجيدة لفهم الجبر أن تتعامل مع المعادلة كأنها ميزان: ما تفعله بأحد الطرفين تفعله بالطرف الآخر. في المعادلة ${coefficient}x + ${constant} = ${total}، اطرح ${constant} من الطرفين (${coefficient}x = ${difference})، ثم اقسم الطرفين على ${coefficient} (x = ${x}). هل تريد أن تجرب واحدة بنفسك؟`,
    suggestions: [
      "أرني مثالًا آخر في الجبر",
      "والآن ساعدني في الفيزياء",
      "كيف هو تقدمي في الرياضيات؟",
    ],
  },
  physics: {
    content:
      "الفيزياء تشرح كيف تتحرك الأشياء وتتغير. ابدأ بقانون نيوتن الثاني، F = ma: القوة المؤثرة في جسم ما تساوي كتلته مضروبة في تسارعه. إذا دفعت عربة بضعف القوة، تضاعف تسارعها. هل نحل مثالًا معًا؟",
    suggestions: [
      "أعطني مثالًا في الفيزياء على F = ma",
      "أضف الفيزياء إلى خطة دراستي",
      "ساعدني في رياضيات الفيزياء",
    ],
  },
  plan: {
    content: (from: string, to: string, shortest: string, longest: string) =>
      `إليك خطة تناسب ساعات دراستك المسائية (${from} – ${to}): مادة واحدة كل يوم، وجلسات من ${shortest} إلى ${longest}، واختبار متابعة يوم الجمعة. تجد أسبوعك كاملًا في صفحة الجدول الدراسي. هل تريد أن نزيد فيها التدريب أم القراءة؟`,
    suggestions: ["أضف مزيدًا من تمارين الجبر", "أرني تقدمي هذا الأسبوع", "انقل جدولي إلى الصباح"],
  },
  progress: {
    content: (
      algebra: string,
      algebraScore: string,
      physics: string,
      chemistry: string,
      session: string,
    ) =>
      `أداؤك جيد: وصلت في الجبر إلى ${algebra} بدرجة ${algebraScore}، وفي الفيزياء إلى ${physics}. أما الكيمياء، عند ${chemistry}، فهي المجال الذي سيحقق فيه قليل من الجهد أكبر تحسن. جلستان مدة كل منهما ${session} عن الجدول الدوري هذا الأسبوع ستكونان خطوة تالية رائعة.`,
    suggestions: [
      "أضف الكيمياء إلى خطة دراستي",
      "ساعدني في الحفاظ على درجتي في الجبر",
      "ما أكبر تحسن حققته؟",
    ],
  },
  general: {
    content:
      "سؤال جيد! أستطيع مساعدتك أكثر في مادة أو هدف محدد. أخبرني بالموضوع (مثل الجبر أو الفيزياء)، أو اطلب خطة دراسة، أو اسأل كيف يبدو تقدمك.",
    suggestions: ["ساعدني في الرياضيات", "ضع لي خطة دراسة", "كيف هو تقدمي؟"],
  },
} as const satisfies Translation<typeof en.REPLIES>;

/** Minutes, in Arabic's six plural forms: "دقيقتان", "7 دقائق", "60 دقيقة". */
export const MINUTES = {
  zero: "{count} دقيقة",
  one: "دقيقة واحدة",
  two: "دقيقتان",
  few: "{count} دقائق",
  many: "{count} دقيقة",
  other: "{count} دقيقة",
} as const satisfies Translation<typeof en.MINUTES> & PluralForms;

/** "جلستان مدة كل منهما 20 دقيقة". */
export const SESSION_LENGTH = MINUTES satisfies Translation<typeof en.SESSION_LENGTH>;

export const QUICK_ACTIONS = [
  { label: "اشرح", text: "اشرح هذا الموضوع خطوة بخطوة: " },
  { label: "تدرّب", text: "أعطني سؤالًا تدريبيًا عن " },
  { label: "مصادر", text: "اقترح مصادر لتعلم " },
] as const satisfies Translation<typeof en.QUICK_ACTIONS>;

export const CHAT = {
  log: (coach: string) => `محادثة مع ${coach}`,
  you: "أنت",
  speaker: (name: string) => `${name}: `,
  typing: (coach: string) => `${coach} يكتب…`,
  suggestions: "اقتراحات",
  hint: "Enter للإرسال · Shift+Enter لسطر جديد",
  message: (coach: string) => `رسالة إلى ${coach}`,
  placeholder: (coach: string) => `اسأل ${coach} عن أي شيء…`,
  send: "إرسال الرسالة",
  /** Its name in the error message if it breaks ("توقف عمل المحادثة"). */
  widget: "المحادثة",
} as const satisfies Translation<typeof en.CHAT>;
