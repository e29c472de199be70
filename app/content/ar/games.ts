/** The Bonus challenges' games on /gamified-learning: Quick Quiz and Mini Games (SPEC §4, §9). */

import type * as en from "../en/games";
import type { Translation } from "~/locales";
import { formatNumber, type PluralForms } from "~/lib/format";

export const GAME_CARD = {
  play: "العب الآن",
} as const satisfies Translation<typeof en.GAME_CARD>;

export const QUIZ = {
  question: (first: string, second: string) => `كم يساوي ${first} + ${second}؟`,
  correct: (xp: string) => `إجابة صحيحة! حصلت على ${xp}`,
  wrong: "ليس تمامًا. حاول مرة أخرى!",
} as const satisfies Translation<typeof en.QUIZ>;

export const REWARD = {
  gained: (amount: string) => `+${amount}`,
} as const satisfies Translation<typeof en.REWARD>;

export const QUICK_QUIZ_DIALOG = {
  card: "معارك الدراسة",
  cardLead: "خض اختبارًا سريعًا واربح نقاط خبرة. يفتح الاختبار السريع.",
  title: "اختبار سريع",
  description: (xp: string) => `أجب لتربح ${xp}.`,
  /** The quiz in its error message ("توقف عمل الاختبار"). */
  widget: "الاختبار",
  close: "إغلاق",
} as const satisfies Translation<typeof en.QUICK_QUIZ_DIALOG>;

export const SUBMIT_ANSWER = {
  submit: "إرسال",
  submitted: "تم الإرسال",
} as const satisfies Translation<typeof en.SUBMIT_ANSWER>;

export const MINI_GAMES_DIALOG = {
  card: "ألعاب مصغرة",
  cardLead: "لعبة ذاكرة ولعبة مفردات للتدريب السريع.",
  title: "ألعاب مصغرة",
  description: "اختر لعبة.",
  tabs: "الألعاب المصغرة",
  memory: "الذاكرة",
  vocabulary: "المفردات",
  /** The games in their error messages ("توقف عمل لعبة الذاكرة"). */
  memoryWidget: "لعبة الذاكرة",
  vocabularyWidget: "لعبة المفردات",
} as const satisfies Translation<typeof en.MINI_GAMES_DIALOG>;

/** Turns of two cards, in Arabic's six plural forms: "حركتان", "7 حركات". */
const MOVES = {
  zero: "{count} حركة",
  one: "حركة واحدة",
  two: "حركتين",
  few: "{count} حركات",
  many: "{count} حركة",
  other: "{count} حركة",
} as const satisfies PluralForms;

export const MEMORY_GAME = {
  fruits: { apple: "تفاحة", banana: "موزة", grape: "عنب" },
  lead: "اعثر على أزواج الفاكهة الثلاثة.",
  cards: "البطاقات",
  /** A card's accessible name, e.g. "البطاقة 2، تفاحة، تمت مطابقتها". */
  card: (position: number, state: string) => `البطاقة ${formatNumber(position)}، ${state}`,
  matched: (name: string) => `${name}، تمت مطابقتها`,
  faceDown: "مقلوبة",
  back: "؟",
  turnedOver: (name: string) => `كشفتَ عن ${name}.`,
  match: (name: string) => `${name} و${name}: تطابق!`,
  noMatch: (first: string, second: string) => `${first} و${second}: لا تطابق.`,
  pairs: (found: number, total: number) =>
    `الأزواج المتطابقة: ${formatNumber(found)}\u00A0/\u00A0${formatNumber(total)}`,
  won: " · وجدت كل الأزواج!",
  reset: "إعادة البدء",
  moves: MOVES,
  summary: (pairs: number, moves: string) =>
    `وجدت كل الأزواج الـ${formatNumber(pairs)} في ${moves}.`,
} as const satisfies Translation<typeof en.MEMORY_GAME>;

export const VOCABULARY = {
  loquacious: { talkative: "ثرثار", quiet: "هادئ", angry: "غاضب" },
  ephemeral: { forever: "يدوم إلى الأبد", "a-day": "يدوم يومًا واحدًا", heavy: "ثقيل جدًا" },
  ubiquitous: { rare: "نادر", everywhere: "موجود في كل مكان", unknown: "مجهول" },
} as const satisfies Translation<typeof en.VOCABULARY>;

export const VOCABULARY_FEEDBACK = {
  correct: (xp: string) => `إجابة صحيحة! حصلت على ${xp}`,
  wrong: "ليس تمامًا. جرّب الكلمة التالية!",
  meaning: (word: string, meaning: string) => `معنى «${word}» هو «${meaning}».`,
} as const satisfies Translation<typeof en.VOCABULARY_FEEDBACK>;

export const VOCABULARY_GAME = {
  position: (word: number, count: number) =>
    `الكلمة ${formatNumber(word)} من ${formatNumber(count)}`,
  question: (word: string) => `ما معنى «${word}»؟`,
  next: "التالي",
  summary: (right: number, count: number) =>
    `انتهت الجولة: ${formatNumber(right)} من ${formatNumber(count)} كلمات صحيحة. زر «التالي» يبدأ من جديد.`,
} as const satisfies Translation<typeof en.VOCABULARY_GAME>;
