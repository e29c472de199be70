/** The AI personalization page (SPEC §2 "/ai-personalization", §3, §9). */

import { THIS_WEEK } from "./schedule";

export const LEARNER_PROFILE = {
  learningStyle: "Visual learner",
  preferredHours: "Evenings, 16:00 – 19:00",
  focusAreas: ["Algebra", "Physics", "Essay writing"],
} as const;

export const LEVEL = { level: 7, xp: 1240, progress: 65 } as const;

export interface ProgressItem {
  topic: string;
  progress: number;
  score: number;
}

export const PROGRESS_ITEMS = [
  { topic: "Algebra", progress: 85, score: 92 },
  { topic: "Physics", progress: 70, score: 84 },
  { topic: "Literature", progress: 60, score: 78 },
  { topic: "Chemistry", progress: 45, score: 71 },
] as const satisfies readonly ProgressItem[];

export const DIFFICULTIES = ["Easy", "Medium", "Advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = "Medium";

export const PACE = { min: 0, max: 100, step: 1, defaultValue: 50 } as const;

/** The pace slider's word for a value: Slow up to 33, Normal up to 66, Fast above. */
export function paceLabel(value: number): "Slow" | "Normal" | "Fast" {
  if (value <= 33) return "Slow";
  if (value <= 66) return "Normal";
  return "Fast";
}

export const CONTENT_TYPES = [
  { id: "videos", label: "Videos", defaultOn: true },
  { id: "infographics", label: "Infographics", defaultOn: true },
  { id: "quizzes", label: "Interactive Quizzes", defaultOn: true },
  { id: "simulations", label: "Real-world Simulations", defaultOn: false },
] as const;

export interface LearningPlanItem {
  day: string;
  topic: string;
  completed: boolean;
}

/** Sessions done so far this week (Monday and Tuesday). */
const SESSIONS_DONE = 2;

/** This week's plan: the same sessions as the Study Schedule it links to. */
export const LEARNING_PLAN: readonly LearningPlanItem[] = THIS_WEEK.map((session, index) => ({
  day: session.day,
  topic: session.subject,
  completed: index < SESSIONS_DONE,
}));

export const ACHIEVEMENTS = [
  { title: "12-day streak", detail: "Studied every day for 12 days in a row" },
  { title: "Algebra ace", detail: "Scored 90% or more in five quizzes" },
  { title: "Curious mind", detail: "Asked the AI coach 50 questions" },
] as const;

export const STUDY_BUDDIES = [
  { name: "Maya", initials: "M", subject: "Physics", online: true },
  { name: "Leo", initials: "L", subject: "Algebra", online: true },
  { name: "Priya", initials: "P", subject: "Literature", online: false },
] as const;
