/**
 * The real-time analytics page's data, the same in every edition; its words
 * are in ~/content/analytics, each list in the same order as here.
 */
import type * as words from "~/content/analytics";
import type { Matching } from "~/locales";

export const SYLLABUS_COMPLETED = 78;

/** The live score feed's scores and accuracy (their subjects and times: RECENT_SCORES). */
export const RECENT_SCORES = [
  { score: 92, accuracy: 94 },
  { score: 85, accuracy: 88 },
  { score: 78, accuracy: 81 },
] as const satisfies Matching<typeof words.RECENT_SCORES>;

/** Each topic's performance (the topics: SKILLS_HEATMAP.topics). */
export const TOPIC_PERFORMANCE = [85, 72, 45, 88, 67, 92, 78, 55] as const satisfies Matching<
  typeof words.SKILLS_HEATMAP.topics
>;

/** The test confidence prediction, in percent. */
export const CONFIDENCE = 82;

export const COMPARISON = { own: SYLLABUS_COMPLETED, classAverage: 65, aiRecommended: 85 } as const;

/** Each smart alert's tone (its words: SMART_ALERTS). */
export const ALERT_TONES = ["warning", "info", "success"] as const satisfies Matching<
  typeof words.SMART_ALERTS
>;

export type GoalStatus = "inProgress" | "pending" | "completed";

/** Where each personal goal stands (its words: PERSONAL_GOALS). */
export const GOAL_STATES = ["inProgress", "pending", "completed"] as const satisfies Matching<
  typeof words.PERSONAL_GOALS
> &
  GoalStatus[];
