/** The same in every edition; its words are in ~/content/ai-personalization and ~/content/coach-replies. */
import type * as words from "~/content/ai-personalization";
import type { TimeOfDay } from "~/lib/format";

export const LEVEL = { level: 7, xp: 1240, progress: 65 } as const;

/** The learner's preferred study hours (LEARNER_PROFILE.preferredHours; the coach's plan quotes them). */
export const PREFERRED_HOURS = {
  from: "16:00",
  to: "19:00",
} as const satisfies Record<"from" | "to", TimeOfDay>;

/**
 * Each topic's progress (%) and latest score, by id, in the order shown (PROGRESS_TRACKER.topics);
 * the coach's progress reply quotes them.
 */
export const PROGRESS_ITEMS = {
  algebra: { progress: 85, score: 92 },
  physics: { progress: 70, score: 84 },
  literature: { progress: 60, score: 78 },
  chemistry: { progress: 45, score: 71 },
} as const satisfies Record<
  keyof typeof words.PROGRESS_TRACKER.topics,
  { progress: number; score: number }
>;

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

/**
 * The achievements' figures, by id, in the order shown (their words: ACHIEVEMENTS): days of the
 * streak, the quiz score (%) reached five times, questions asked.
 */
export const ACHIEVEMENTS = {
  streak: { days: 12 },
  "algebra-ace": { percent: 90 },
  "curious-mind": { questions: 50 },
} as const satisfies Record<keyof typeof words.ACHIEVEMENTS, Record<string, number>>;

/**
 * The study buddies by id, in the order shown (their subjects: ACHIEVEMENTS_CARD.subjects); sample
 * people keep their names in every edition.
 */
export const STUDY_BUDDIES = {
  maya: { name: "Maya", initials: "M", online: true },
  leo: { name: "Leo", initials: "L", online: true },
  priya: { name: "Priya", initials: "P", online: false },
} as const satisfies Record<
  keyof typeof words.ACHIEVEMENTS_CARD.subjects,
  { name: string; initials: string; online: boolean }
>;

/** The coach's worked example (REPLIES.math): coefficient·x + constant = total. */
export const ALGEBRA_EXAMPLE = { coefficient: 3, constant: 5, total: 20 } as const;

/** The length of a study session in the coach's plan (REPLIES.plan), in minutes. */
export const SESSION_MINUTES = { shortest: 45, longest: 60 } as const;

/** The length of each of the two chemistry sessions the coach suggests (REPLIES.progress), in minutes. */
export const REVISION_MINUTES = 20;
