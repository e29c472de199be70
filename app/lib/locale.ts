import { LOCALE_ID } from "~/content/locale";
import { LOCALES, type Locale } from "~/locales";

export { LOCALE_ID };

/** The edition being built: `~/content/*` resolves to its own words (vite.config.ts). */
export const LOCALE: Locale = LOCALES[LOCALE_ID];
