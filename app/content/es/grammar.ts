/** Spanish grammar the sentences built in code need: gender, articles, plurals of our own nouns. */

/** Nouns whose gender their ending does not tell (after accents are removed). */
const MASCULINE = new Set(["dia", "mapa", "planeta", "problema", "tema", "sofa", "idioma"]);
const FEMININE = new Set(["mano", "foto", "moto", "radio", "flor", "luz", "piel", "imagen"]);

const plain = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a noun (or a noun phrase, by its first word) is feminine. */
export function isFeminine(word: string): boolean {
  const noun = plain(word).split(" ")[0] ?? "";
  if (MASCULINE.has(noun)) return false;
  if (FEMININE.has(noun)) return true;
  return /(a|cion|sion|dad|tad|tud|umbre)$/.test(noun);
}

/** "un" or "una" before a noun, by its gender: "una manzana", "un plátano". */
export function withArticle(word: string): string {
  return isFeminine(word) ? `una ${word}` : `un ${word}`;
}

/** A noun's plural: "manzana" → "manzanas", "melón" → "melones", "lápiz" → "lápices". */
export function plural(word: string): string {
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  const unstressed = word.replace(/([áéíóú])([ns])$/i, (_, vowel: string, end: string) => {
    const bare = vowel.normalize("NFD").replace(/\p{M}/gu, "");
    return `${bare}${end}`;
  });
  return `${unstressed}es`;
}
