import { LOCALE_ID } from "~/content/locale";
import { LOCALES, type Locale } from "~/locales";

export { LOCALE_ID };

/** This edition's language settings (app/locales.ts): `<html lang dir>` and every `Intl` formatter use them. */
export const LOCALE: Locale = LOCALES[LOCALE_ID];
