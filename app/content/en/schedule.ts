/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */

export type SessionType = "Practice" | "Build" | "Experiment" | "Review" | "Assess";

/** This week's sessions' words, by id (THIS_WEEK in ~/data/schedule). */
export const THIS_WEEK = {
  monday: { day: "Monday", subject: "Algebra: quadratic equations", type: "Practice" },
  tuesday: { day: "Tuesday", subject: "Coding: build a quiz app", type: "Build" },
  wednesday: { day: "Wednesday", subject: "Physics: motion and forces lab", type: "Experiment" },
  thursday: { day: "Thursday", subject: "Chemistry: periodic table review", type: "Review" },
  friday: { day: "Friday", subject: "Weekly check-in quiz", type: "Assess" },
} as const satisfies Record<string, { day: string; subject: string; type: SessionType }>;

/** The /schedule page's words (the sessions are `THIS_WEEK`). */
export const SCHEDULE_PAGE = {
  back: "Back to AI Personalization",
  title: "Study Schedule",
  lead: "Five focused sessions this week, planned around your learning goals.",
  thisWeek: "This Week",
  backShort: "Back to Personalization",
  export: "Export Schedule",
  /** A session's time, "16:00 – 17:00", both ends already formatted. */
  time: (start: string, end: string) => `${start} – ${end}`,
} as const;
