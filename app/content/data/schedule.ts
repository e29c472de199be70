/** The weekly schedule's data, the same in every edition; its words are in ~/content/schedule. */
import type * as words from "~/content/schedule";
import type { Matching } from "~/locales";

/** Colour tokens a session can carry; the component maps each to a style. */
export type SessionColor = "indigo" | "emerald" | "amber" | "sky" | "rose";

/** This week's sessions' times and colours, in the order of their words (THIS_WEEK). */
export const THIS_WEEK = [
  { time: "16:00 – 17:00", color: "indigo" },
  { time: "16:30 – 17:30", color: "emerald" },
  { time: "16:30 – 17:30", color: "amber" },
  { time: "16:00 – 16:45", color: "sky" },
  { time: "16:00 – 16:45", color: "rose" },
] as const satisfies Matching<typeof words.THIS_WEEK> &
  readonly { time: string; color: SessionColor }[];
