/** The weekly schedule's data, the same in every edition; its words are in ~/content/schedule. */
import type * as words from "~/content/schedule";
import type { TimeOfDay } from "~/lib/format";

/** Colour tokens a session can carry; the component maps each to a style. */
export type SessionColor = "indigo" | "emerald" | "amber" | "sky" | "rose";

/** This week's sessions, in the order shown: each one's start, end and colour (words by id). */
export const THIS_WEEK = {
  monday: { start: "16:00", end: "17:00", color: "indigo" },
  tuesday: { start: "16:30", end: "17:30", color: "emerald" },
  wednesday: { start: "16:30", end: "17:30", color: "amber" },
  thursday: { start: "16:00", end: "16:45", color: "sky" },
  friday: { start: "16:00", end: "16:45", color: "rose" },
} as const satisfies Record<
  keyof typeof words.THIS_WEEK,
  { start: TimeOfDay; end: TimeOfDay; color: SessionColor }
>;
