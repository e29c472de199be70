// Every edition's words, by its id, for tests written once for every edition: read by LOCALES's
// ids, so that a new edition (a folder of words and its line in app/locales.ts) is tested with no
// change here.
import type * as English from "../app/content/en/index";
import { LOCALE_IDS, editionBase, type LocaleId, type Translation } from "../app/locales";

/** An edition's words: English's shape, each word any string. */
export type EditionWords = Translation<typeof English>;

export const WORDS = Object.fromEntries(
  await Promise.all(
    LOCALE_IDS.map(
      async (id) => [id, (await import(`../app/content/${id}/index.ts`)) as EditionWords] as const,
    ),
  ),
) as Record<LocaleId, EditionWords>;

/** Each edition: its id, the base of its addresses ("/", "/es/") and its words. */
export const EDITIONS = LOCALE_IDS.map((id) => ({ id, base: editionBase(id), words: WORDS[id] }));
