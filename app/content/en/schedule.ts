/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */

export type SessionType = "Practice" | "Build" | "Experiment" | "Review" | "Assess";

/** This week's sessions' words, in the order of THIS_WEEK in ~/data/schedule. */
export const THIS_WEEK = [
  { day: "Monday", subject: "Algebra: quadratic equations", type: "Practice" },
  { day: "Tuesday", subject: "Coding: build a quiz app", type: "Build" },
  { day: "Wednesday", subject: "Physics: motion and forces lab", type: "Experiment" },
  { day: "Thursday", subject: "Chemistry: periodic table review", type: "Review" },
  { day: "Friday", subject: "Weekly check-in quiz", type: "Assess" },
] as const satisfies readonly { day: string; subject: string; type: SessionType }[];

/** The /schedule page's words (the sessions are `THIS_WEEK`). */
export const SCHEDULE_PAGE = {
  back: "Back to AI Personalization",
  title: "Study Schedule",
  lead: "Five focused sessions this week, planned around your learning goals.",
  thisWeek: "This Week",
  backShort: "Back to Personalization",
  export: "Export Schedule",
} as const;
