// Each edition's address prefix and words, for journeys written once for all three.
import * as arabic from "../../app/content/ar/index";
import * as english from "../../app/content/en/index";
import * as spanish from "../../app/content/es/index";

export const EDITIONS = [
  { id: "en", base: "/", words: english },
  { id: "es", base: "/es/", words: spanish },
  { id: "ar", base: "/ar/", words: arabic },
] as const;

/** A fixed clock for the journeys, so the times a chat shows are the same in every run. */
export const FIXED_TIME = new Date("2026-11-28T10:00:00");
