/**
 * The site's language editions, one line each. An edition's words are the
 * modules in app/content/<id>/ (the same files as app/content/en/, each export
 * typed against the English one); `lang` is its BCP 47 tag for `<html lang>`,
 * `intl` the tag its numbers and dates are formatted with, `dir` its writing
 * direction.
 */
export const LOCALES = {
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
  /**
   * In its own language, like `name`: the offer shown on another edition's
   * page to a browser that prefers this language (`LanguageOffer`).
   */
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

/** Where an edition's pages live: the original at the root, the others under `/<id>/`. */
export function editionBase(id: LocaleId): string {
  return id === ORIGINAL_LOCALE ? "/" : `/${id}/`;
}

/** The path of a page (as the registry names it: "/", "/schedule") in edition `id`. */
export function editionPath(id: LocaleId, path: string): string {
  return path === "/" ? editionBase(id) : `${editionBase(id).slice(0, -1)}${path}`;
}

/**
 * The edition a browser's preferred languages (`navigator.languages`, most
 * preferred first) favour: the first whose language is an edition's.
 */
export function preferredEdition(languages: readonly string[]): LocaleId | undefined {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0];
    const id = LOCALE_IDS.find((other) => LOCALES[other].lang === language);
    if (id) return id;
  }
  return undefined;
}

/** The edition a path of the site belongs to (by its first segment). */
export function editionOf(path: string): LocaleId {
  const first = path.split("/")[1] ?? "";
  return TRANSLATED_LOCALE_IDS.find((id) => id === first) ?? ORIGINAL_LOCALE;
}

/**
 * The shape another language's module must have: the English module's, with
 * each word as any string. Numbers, booleans and the values of `KEPT` keys (ids,
 * icon names, links) must stay exactly as in English, so a changed figure or id
 * is a type error in every edition until it changes there too.
 *
 *   import type * as en from "../en/landing";
 *   import type { Translation } from "~/locales";
 *   export const HERO = { ... } as const satisfies Translation<typeof en.HERO>;
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: K extends KeptKey ? T[K] : Translation<T[K]> }
      : T;

/**
 * The keys whose values are never words: code matches or looks them up, so
 * every edition keeps them. `currency` is what a shop price is paid in
 * ("coins", "xp") and `level` a difficulty ("beginner"...); elsewhere
 * `level` holds only numbers and `(level: number) => string` words, which
 * type the same either way. `state` is where a thing stands (a goal's
 * "inProgress", a skill's `{ kind: "locked", unlocksAt: 15 }`).
 */
type KeptKey = "id" | "icon" | "href" | "src" | "kind" | "tone" | "currency" | "level" | "state";

/**
 * A shared data list (app/content/data/) whose records go with English's
 * words for them index by index: `as const satisfies Matching<typeof
 * words.X>`, so a list one longer or shorter than its words is a type error
 * (and every edition's words are as long as English's, by `Translation`).
 */
export type Matching<Words extends readonly unknown[]> = { readonly length: Words["length"] };
