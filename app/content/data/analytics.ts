/**
 * The real-time analytics page's data, the same in every edition; its words are in
 * ~/content/analytics, each list's by id.
 */
import type * as words from "~/content/analytics";
import { LEARNER } from "./gamified-learning";

/** A topic at or above `strong` is strong, at or above `revision` needs revision, else weak. */
export const SKILL_THRESHOLDS = { strong: 80, revision: 60 } as const;

export const SYLLABUS_COMPLETED = 78;

/** The overall progress card's figures, by tile (their words: OVERALL_PROGRESS). */
export const OVERALL_PROGRESS = {
  average: { percent: 86, monthChange: 4 },
  studyTime: { hours: 12.5, goalHours: 12 },
  assignments: { done: 24, total: 28, dueThisWeek: 4 },
  quizzes: { percent: 88, count: 15 },
} as const satisfies Record<keyof typeof words.OVERALL_PROGRESS, unknown>;

/** What a score is out of. */
export const SCORE_MAX = 100;

/** The live score feed, by id (its subjects: RECENT_SCORES); times in minutes. */
export const RECENT_SCORES = {
  "algebra-quiz": { score: 92, accuracy: 94, minutes: 12, averageMinutes: 15 },
  "physics-lab-report": { score: 85, accuracy: 88, minutes: 25, averageMinutes: 22 },
  "literature-essay": { score: 78, accuracy: 81, minutes: 40, averageMinutes: 35 },
} as const satisfies Record<
  keyof typeof words.RECENT_SCORES,
  { score: number; accuracy: number; minutes: number; averageMinutes: number }
>;

/** Each topic's performance, by id (the topics: SKILLS_HEATMAP.topics). */
export const TOPIC_PERFORMANCE = {
  algebra: 85,
  geometry: 72,
  calculus: 45,
  physics: 88,
  chemistry: 67,
  biology: 92,
  literature: 78,
  history: 55,
} as const satisfies Record<keyof typeof words.SKILLS_HEATMAP.topics, number>;

/** The predictions: the syllabus's finishing day (a month and day) and how early that is. */
export const COMPLETION = { month: 6, day: 12, weeksEarly: 2 } as const;

/** The test confidence prediction, in percent. */
export const CONFIDENCE = 82;

export const COMPARISON = { own: SYLLABUS_COMPLETED, classAverage: 65, aiRecommended: 85 } as const;

/** Each smart alert's tone and figures, by id (its words: SMART_ALERTS). */
export const SMART_ALERTS = {
  calculus: { tone: "warning", below: SKILL_THRESHOLDS.revision },
  streak: { tone: "info", sessionMinutes: 15, streakDays: LEARNER.streakDays },
  biology: { tone: "success", above: 90 },
} as const satisfies Record<
  keyof typeof words.SMART_ALERTS,
  { tone: "warning" | "info" | "success"; [figure: string]: string | number }
>;

export type GoalStatus = "inProgress" | "pending" | "completed";

/** Where each personal goal stands, by id (its words: PERSONAL_GOALS). */
export const PERSONAL_GOALS = {
  calculus: { state: "inProgress", target: 70 },
  history: { state: "pending" },
  algebra: { state: "completed" },
} as const satisfies Record<
  keyof typeof words.PERSONAL_GOALS,
  {
    state: GoalStatus;
    [figure: string]: string | number;
  }
>;
