import type { Translation } from "~/locales";
import type * as en from "./en";

/**
 * Every edition's words, checked against the English ones: a missing, extra-typed
 * or changed-number word in any module is a type error here. Add one entry per
 * language, `Checked<typeof import("./es")>`, beside its line in app/locales.ts.
 * (English is checked against itself, which proves the whole set maps.)
 */
export type Editions = [Checked<typeof en>];

type Checked<T extends Translation<typeof en>> = T;
