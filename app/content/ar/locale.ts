import type { LocaleId } from "~/locales";

/** Which edition this folder of words is (app/locales.ts has its settings). */
export const LOCALE_ID: LocaleId = "ar";
