/** The same in every edition; its words are in ~/content/ai-personalization. */
import type * as words from "~/content/ai-personalization";
import type { Matching } from "~/locales";

export const LEVEL = { level: 7, xp: 1240, progress: 65 } as const;

/** Each topic's progress and latest score, at its name's index (PROGRESS_TRACKER.topics). */
export const PROGRESS_ITEMS = [
  { progress: 85, score: 92 },
  { progress: 70, score: 84 },
  { progress: 60, score: 78 },
  { progress: 45, score: 71 },
] as const satisfies Matching<typeof words.PROGRESS_TRACKER.topics>;

/** The difficulty choices, in order: each the radio's value (their words: DIFFICULTIES). */
export const DIFFICULTY_IDS = ["easy", "medium", "advanced"] as const;

export const PACE = { min: 0, max: 100, step: 1, defaultValue: 50 } as const;

/** Whether each content type switch starts on, in the order shown (their words: CONTENT_TYPES). */
export const CONTENT_TYPES = {
  videos: true,
  infographics: true,
  quizzes: true,
  simulations: false,
} as const satisfies Record<keyof typeof words.CONTENT_TYPES, boolean>;

/** Sessions of this week's plan (the Study Schedule's) done so far: Monday and Tuesday. */
export const SESSIONS_DONE = 2;

/** Sample people keep their names in every edition (their subjects: ACHIEVEMENTS_CARD.subjects). */
export const STUDY_BUDDIES = [
  { name: "Maya", initials: "M", online: true },
  { name: "Leo", initials: "L", online: true },
  { name: "Priya", initials: "P", online: false },
] as const satisfies Matching<typeof words.ACHIEVEMENTS_CARD.subjects>;
