import type { Translation } from "~/locales";
import type * as en from "./en";

/**
 * An edition's words checked against English's: each edition's index.ts names itself with it, so
 * that a missing or misshapen word is a type error in that folder, and a new language needs no line
 * here (English, checked against itself, proves the set maps).
 */
export type Checked<T extends Translation<typeof en>> = T;
