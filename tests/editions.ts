// Every edition's words, by its id, for tests written once for every edition: read by LOCALES's
// ids, so that a new edition (a folder of words and its line in app/locales.ts) is tested with no
// change here.
import type * as English from "../app/content/en/index";
import {
  LOCALE_IDS,
  LOCALES,
  ORIGINAL_LOCALE,
  PSEUDO_LOCALES,
  editionBase,
  type LocaleId,
  type Translation,
} from "../app/locales";

/** An edition's words: English's shape, each word any string. */
export type EditionWords = Translation<typeof English>;

/** Every edition the tests meet: the shipped ones, and the pseudo-locale of their own build. */
export const ALL_LOCALES = { ...LOCALES, ...PSEUDO_LOCALES };
const ALL_IDS = Object.keys(ALL_LOCALES) as LocaleId[];

export const WORDS = Object.fromEntries(
  await Promise.all(
    ALL_IDS.map(
      async (id) => [id, (await import(`../app/content/${id}/index.ts`)) as EditionWords] as const,
    ),
  ),
) as Record<LocaleId, EditionWords>;

/** Each edition: its id, the base of its addresses ("/", "/es/") and its words. */
export const EDITIONS = LOCALE_IDS.map((id) => ({ id, base: editionBase(id), words: WORDS[id] }));

/** A pattern that matches `text` as it is, whatever it holds ("?", "(", "."). */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The edition of a page's path ("/pseudo/schedule" is the pseudo-locale's), of any edition. */
export function editionAt(path: string): LocaleId {
  const first = new URL(path, "http://site").pathname.split("/")[1] ?? "";
  return ALL_IDS.find((id) => id === first && id !== ORIGINAL_LOCALE) ?? ORIGINAL_LOCALE;
}
