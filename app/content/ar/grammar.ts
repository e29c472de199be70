/** Arabic grammar the sentences built in code need; each edition writes its own. */

/**
 * Arabic has no indefinite article: a noun without "ال" already reads as
 * "a …", so the word stays as it is (the English edition adds "a" or "an").
 */
export function withArticle(word: string): string {
  return word;
}

/** Colour adjectives of the pattern أفعل, with their feminine (فعلاء). */
const FEMININE_COLOURS: Readonly<Record<string, string>> = {
  أسود: "سوداء",
  أبيض: "بيضاء",
  أحمر: "حمراء",
  أزرق: "زرقاء",
  أخضر: "خضراء",
  أصفر: "صفراء",
  أشقر: "شقراء",
  أسمر: "سمراء",
};

/** Words of an adjective phrase that never change ("غير رسمي"). */
const INVARIABLE = new Set(["غير"]);

/**
 * A masculine adjective (one or more words) made feminine singular, to agree
 * with a feminine noun: "أسمر" → "سمراء", "بني داكن" → "بنية داكنة".
 */
export function feminine(adjective: string): string {
  return adjective
    .split(" ")
    .map((word) =>
      INVARIABLE.has(word) || word.endsWith("ة") ? word : (FEMININE_COLOURS[word] ?? `${word}ة`),
    )
    .join(" ");
}

/**
 * A masculine adjective made feminine dual, after a preposition (genitive), to
 * agree with "عينين": "بني" → "بنيتين", "أزرق" → "زرقاوين".
 */
export function feminineDual(adjective: string): string {
  return feminine(adjective)
    .split(" ")
    .map((word) => {
      if (INVARIABLE.has(word)) return word;
      if (word.endsWith("اء")) return `${word.slice(0, -1)}وين`;
      if (word.endsWith("ة")) return `${word.slice(0, -1)}تين`;
      return word;
    })
    .join(" ");
}
