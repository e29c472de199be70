/**
 * The real-time analytics page's data, the same in every edition; its words
 * are in ~/content/analytics, each list in the same order as here.
 */

export const SYLLABUS_COMPLETED = 78;

/** The live score feed's scores and accuracy (their subjects and times: RECENT_SCORES). */
export const RECENT_SCORES = [
  { score: 92, accuracy: 94 },
  { score: 85, accuracy: 88 },
  { score: 78, accuracy: 81 },
] as const;

/** Each topic's performance (the topics: SKILLS_HEATMAP.topics). */
export const TOPIC_PERFORMANCE = [85, 72, 45, 88, 67, 92, 78, 55] as const;

/** The test confidence prediction, in percent. */
export const CONFIDENCE = 82;

export const COMPARISON = { own: SYLLABUS_COMPLETED, classAverage: 65, aiRecommended: 85 } as const;

/** Each smart alert's tone (its words: SMART_ALERTS). */
export const ALERT_TONES = ["warning", "info", "success"] as const;

export type GoalStatus = "inProgress" | "pending" | "completed";

/** Where each personal goal stands (its words: PERSONAL_GOALS). */
export const GOAL_STATES = ["inProgress", "pending", "completed"] as const satisfies GoalStatus[];
