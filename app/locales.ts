/**
 * The language editions (ADR 011). An edition's words are the modules in app/content/<id>/, each
 * export typed against English's.
 */
const SHIPPED = {
  en: {
    lang: "en",
    dir: "ltr",
    name: "English",
    intl: "en",
    ogLocale: "en_GB",
    offer: {
      text: "This page is also in English.",
      link: "Read it in English",
      dismiss: "No, thanks",
    },
  },
  es: {
    lang: "es",
    dir: "ltr",
    name: "Español",
    intl: "es",
    ogLocale: "es_ES",
    offer: {
      text: "Esta página también está en español.",
      link: "Leerla en español",
      dismiss: "No, gracias",
    },
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    name: "العربية",
    // Western digits (0-9) in Arabic, as on most Arabic school and government
    // sites online: the same figures as the other editions, in every number.
    intl: "ar-u-nu-latn",
    ogLocale: "ar_AR",
    offer: {
      text: "هذه الصفحة متوفرة بالعربية أيضًا.",
      link: "اقرأها بالعربية",
      dismiss: "لا، شكرًا",
    },
  },
} as const satisfies Record<string, Locale>;

/**
 * The pseudo-locale edition (issue 45, ADR 033): English's words made 40% longer, marked and right to
 * left (app/content/pseudo/), to prove that an edition costs only words and that no text is written
 * in code. Only `npm test` builds it (`PSEUDO_EDITION=1`, into build-pseudo/); it is never shipped.
 */
export const PSEUDO_LOCALES = {
  pseudo: {
    lang: "en-XA",
    dir: "rtl",
    name: "«Pséúdó»",
    intl: "en",
    ogLocale: "en_XA",
    offer: { text: "«Thís págé ís íñ Pséúdó»", link: "«Réád ít»", dismiss: "«Ñó»" },
  },
} as const satisfies Record<string, Locale>;

/**
 * The editions this build has: the shipped ones; in the tests' build, the original and the
 * pseudo-locale (ADR 034: the other editions are the shipped build's, and would double its time).
 */
export const LOCALES = (
  process.env.PSEUDO_EDITION ? { en: SHIPPED.en, ...PSEUDO_LOCALES } : SHIPPED
) as typeof SHIPPED & typeof PSEUDO_LOCALES;

export interface Locale {
  /** The BCP 47 tag of `<html lang>` and `hreflang`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The edition's name in its own language. */
  name: string;
  /** The tag every `Intl` formatter gets: `lang`, with the digits the edition uses. */
  intl: string;
  /** Its Open Graph locale (`og:locale`, language_TERRITORY as Facebook lists them). */
  ogLocale: string;
  /** In its own language: shown on another edition's page to a browser preferring this one. */
  offer: { text: string; link: string; dismiss: string };
}

export type LocaleId = keyof typeof LOCALES;

export const LOCALE_IDS = Object.keys(LOCALES) as LocaleId[];

/** The original edition: at the site's root, and the `x-default` of every page. */
export const ORIGINAL_LOCALE: LocaleId = "en";

/** The editions translated from the original, each under its own `/<id>/`. */
export const TRANSLATED_LOCALE_IDS = /* @__PURE__ */ LOCALE_IDS.filter(
  (id) => id !== ORIGINAL_LOCALE,
);

export function editionBase(id: LocaleId): string {
  return id === ORIGINAL_LOCALE ? "/" : `/${id}/`;
}

/** The path of a page (as the registry names it: "/", "/schedule") in edition `id`. */
export function editionPath(id: LocaleId, path: string): string {
  return path === "/" ? editionBase(id) : `${editionBase(id).slice(0, -1)}${path}`;
}

/** `languages` as `navigator.languages` has them, most preferred first. */
export function preferredEdition(languages: readonly string[]): LocaleId | undefined {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0];
    const id = LOCALE_IDS.find((other) => LOCALES[other].lang === language);
    if (id) return id;
  }
  return undefined;
}

export function editionOf(path: string): LocaleId {
  const first = path.split("/")[1] ?? "";
  return TRANSLATED_LOCALE_IDS.find((id) => id === first) ?? ORIGINAL_LOCALE;
}

/**
 * English's shape, each word any string. Numbers, booleans and `KeptKey` values stay as in English,
 * so a changed figure or id is a type error in every edition until it changes there too.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: K extends KeptKey ? T[K] : Translation<T[K]> }
      : T;

/**
 * Values code matches or looks up, never words. `level` is also a difficulty ("beginner"); where it
 * holds numbers or `(level: number) => string` words, those type the same kept or translated.
 */
type KeptKey = (typeof KEPT_KEYS)[number];
export const KEPT_KEYS = [
  "id",
  "icon",
  "href",
  "src",
  "kind",
  "tone",
  "currency",
  "level",
  "state",
] as const;
