import { LOCALES, ORIGINAL_LOCALE, type LocaleId } from "../app/locales.ts";

/**
 * The edition a `react-router build` makes: `EDITION=es` builds app/content/es/ under /es/, the
 * original by default. scripts/build.mjs builds every edition and merges them (ADR 011).
 */
export function buildEdition(): LocaleId {
  const id = process.env.EDITION ?? ORIGINAL_LOCALE;
  if (!Object.hasOwn(LOCALES, id)) {
    throw new Error(`EDITION=${id} is not in app/locales.ts (${Object.keys(LOCALES).join(", ")})`);
  }
  return id as LocaleId;
}

/**
 * Where the site is built: the tests' build, with the pseudo-locale edition, in build-pseudo/, not
 * inside build/, which React Router empties as it starts (`npm test` runs both builds at once).
 */
export const BUILD_DIRECTORY = process.env.PSEUDO_EDITION ? "build-pseudo" : "build";

/** Where `react-router build` writes an edition; scripts/build.mjs merges the rest into the first. */
export function editionBuildDirectory(id: LocaleId): string {
  return id === ORIGINAL_LOCALE ? BUILD_DIRECTORY : `${BUILD_DIRECTORY}/editions/${id}`;
}
