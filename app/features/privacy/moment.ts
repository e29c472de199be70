import { DAY_AND_TIME } from "~/content/secure-private";
import type { Moment } from "~/data/secure-private";
import { formatTimeOfDay } from "~/lib/format";

/** "Sunday, 02:00": a moment's day in the edition's words, and its time. */
export function formatMoment({ day, time }: Moment): string {
  return DAY_AND_TIME[day](formatTimeOfDay(time));
}
