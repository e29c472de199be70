/**
 * The pseudo-locale's words (app/locales.ts's PSEUDO_LOCALES, ADR 033): English's, each accented,
 * 40% longer and between « and », so that a page shows at a glance, and a test proves, any text
 * written in code rather than taken from the edition's words, and any box too small for a longer
 * language.
 */
import { KEPT_KEYS, type Translation } from "~/locales";

/** Latin-1's accented letters, which the site's text face has. */
const ACCENTS: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  c: "ç",
  n: "ñ",
  y: "ý",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  C: "Ç",
  N: "Ñ",
  Y: "Ý",
};

/** What makes a word 40% longer: words, so that it still wraps where a longer language's would. */
const FILLER = "one two three four five six seven eight nine ten eleven twelve thirteen".split(" ");

/** The text accented, its `{placeholders}` as they are: what code replaces must still be there. */
export function accent(text: string): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part) =>
      part.startsWith("{") ? part : part.replace(/[a-zA-Z]/g, (l) => ACCENTS[l] ?? l),
    )
    .join("");
}

/** One word as the pseudo-locale shows it: "«Séñð méssáĝé one two»". */
export function mark(text: string): string {
  if (text.trim() === "") return text;
  const longer = Math.ceil(text.length * 1.4) - text.length - 2;
  let filler = "";
  for (let index = 0; filler.length < longer; index++) {
    filler += ` ${FILLER[index % FILLER.length]}`;
  }
  return `«${accent(text)}${filler}»`;
}

const KEPT: readonly string[] = KEPT_KEYS;

/** English's words as the pseudo-locale's: every string marked, a function's answer too. */
export function pseudo<T>(words: T): Translation<T> {
  return convert(words) as Translation<T>;
}

function convert(value: unknown, kept = false): unknown {
  if (typeof value === "string") return kept ? value : mark(value);
  if (typeof value === "function") {
    return (...args: unknown[]) => convert((value as (...a: unknown[]) => unknown)(...args));
  }
  if (Array.isArray(value)) return value.map((item) => convert(item, kept));
  if (value === null || typeof value !== "object") return value;
  // Records, and a module's namespace (whose prototype is null); not a RegExp or a Date.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, convert(item, kept || KEPT.includes(key))]),
  );
}
