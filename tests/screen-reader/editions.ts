// What the journeys share besides each edition's words (tests/editions.ts).

/** A fixed clock for the journeys, so the times a chat shows are the same in every run. */
export const FIXED_TIME = new Date("2026-11-28T10:00:00");
