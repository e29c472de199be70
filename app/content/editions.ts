import type { Translation } from "~/locales";
import type * as ar from "./ar";
import type * as en from "./en";
import type * as es from "./es";

/**
 * Every edition's words, checked against the English ones: a missing, extra-typed
 * or changed-number word in any module is a type error here. Add one entry per
 * language, `Checked<typeof es>` (with its `import type`), beside its line in app/locales.ts.
 * (English is checked against itself, which proves the whole set maps.)
 */
export type Editions = [Checked<typeof en>, Checked<typeof es>, Checked<typeof ar>];

type Checked<T extends Translation<typeof en>> = T;
