/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */

export type SessionType = "Practice" | "Build" | "Experiment" | "Review" | "Assess";

/** Colour tokens a session can carry; the component maps each to a style. */
export type SessionColor = "indigo" | "emerald" | "amber" | "sky" | "rose";

export interface ScheduleSession {
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday";
  time: string;
  subject: string;
  type: SessionType;
  color: SessionColor;
}

export const THIS_WEEK = [
  {
    day: "Monday",
    time: "16:00 – 17:00",
    subject: "Algebra: quadratic equations",
    type: "Practice",
    color: "indigo",
  },
  {
    day: "Tuesday",
    time: "16:30 – 17:30",
    subject: "Coding: build a quiz app",
    type: "Build",
    color: "emerald",
  },
  {
    day: "Wednesday",
    time: "16:30 – 17:30",
    subject: "Physics: motion and forces lab",
    type: "Experiment",
    color: "amber",
  },
  {
    day: "Thursday",
    time: "16:00 – 16:45",
    subject: "Chemistry: periodic table review",
    type: "Review",
    color: "sky",
  },
  {
    day: "Friday",
    time: "16:00 – 16:45",
    subject: "Weekly check-in quiz",
    type: "Assess",
    color: "rose",
  },
] as const satisfies readonly ScheduleSession[];

/** The /schedule page's words (the sessions are `THIS_WEEK`). */
export const SCHEDULE_PAGE = {
  back: "Back to AI Personalization",
  title: "Study Schedule",
  lead: "Five focused sessions this week, planned around your learning goals.",
  thisWeek: "This Week",
  backShort: "Back to Personalization",
  export: "Export Schedule",
} as const;
