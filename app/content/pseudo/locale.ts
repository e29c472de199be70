import type { LocaleId } from "~/locales";

export const LOCALE_ID: LocaleId = "pseudo";
