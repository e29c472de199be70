import { LOCALES, ORIGINAL_LOCALE, type LocaleId } from "../app/locales.ts";

/**
 * The edition a `react-router build` makes: `EDITION=es` builds the site with
 * the words of app/content/es/ (and that locale's lang, dir and Intl formats)
 * under /es/; the original (English, at the root) by default. `npm run build`
 * (scripts/build.mjs) builds every edition and merges them into build/.
 */
export function buildEdition(): LocaleId {
  const id = process.env.EDITION ?? ORIGINAL_LOCALE;
  if (!Object.hasOwn(LOCALES, id)) {
    throw new Error(`EDITION=${id} is not in app/locales.ts (${Object.keys(LOCALES).join(", ")})`);
  }
  return id as LocaleId;
}

/** Where `react-router build` writes an edition; scripts/build.mjs merges the others into build/. */
export function editionBuildDirectory(id: LocaleId): string {
  return id === ORIGINAL_LOCALE ? "build" : `build/editions/${id}`;
}
