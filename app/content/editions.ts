import type { Translation } from "~/locales";
import type * as ar from "./ar";
import type * as en from "./en";
import type * as es from "./es";

/**
 * A missing or mistyped word in any edition is a type error here (English, checked against itself,
 * proves the set maps). A new language adds its `Checked<>` here and its line in app/locales.ts.
 */
export type Editions = [Checked<typeof en>, Checked<typeof es>, Checked<typeof ar>];

type Checked<T extends Translation<typeof en>> = T;
