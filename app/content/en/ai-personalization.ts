/** The AI personalization page (SPEC §2 "/ai-personalization", §3, §9). */

import type { Setting } from "./common";
import { THIS_WEEK } from "./schedule";

/** The page's header and its two chats' dialogs. */
export const AI_PERSONALIZATION = {
  eyebrow: "Your learning, your way",
  title: "AI Personalization",
  lead: "Learning that adapts to your style, pace and goals, with a coach who is there whenever you are.",
  coach: {
    title: "AI Coach",
    description: "Your personal learning coach. Replies are sample answers.",
    open: "Chat with AI Coach",
  },
  partner: {
    title: "AI Partner",
    description: "Study with an AI partner when your buddies are away. Replies are sample answers.",
    open: "Chat with AI Partner",
  },
} as const;

export const LEARNER_PROFILE_CARD = {
  title: "Learner Profile",
  learningStyle: "Learning style",
  preferredHours: "Preferred hours",
  focusAreas: "Focus areas",
  level: (level: number) => `Level ${level}`,
  progressLabel: (nextLevel: number) => `Progress to level ${nextLevel}`,
  progress: (percent: string, nextLevel: number) => `${percent} of the way to level ${nextLevel}`,
} as const;

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

export const PROGRESS_TRACKER = {
  title: "Smart Progress Tracker",
  description: "Progress through each topic and your latest score.",
  figures: (progress: string, score: string) => `${progress} · Score ${score}`,
  progressLabel: (topic: string) => `${topic} progress`,
} as const;

export const CUSTOMIZATION = {
  title: "Customization Controls",
  description: "Tune how lessons feel. These settings stay on this page.",
  difficulty: "Difficulty",
  pace: "Learning pace",
  /** The pace's word beside its value, "Normal (50)", and the slider's spoken value, "50, Normal". */
  paceShown: (word: string, value: number) => `${word} (${value})`,
  paceSpoken: (word: string, value: number) => `${value}, ${word}`,
  contentTypes: "Content types",
} as const;

/** The pace slider's words: Slow up to 33, Normal up to 66, Fast above. */
export const PACE_WORDS = { slow: "Slow", normal: "Normal", fast: "Fast" } as const;

/** The difficulty choices, in order; `id` is the radio's value, the same in every edition. */
export const DIFFICULTIES = [
  { id: "easy", label: "Easy" },
  { id: "medium", label: "Medium" },
  { id: "advanced", label: "Advanced" },
] as const;

export const PACE = { min: 0, max: 100, step: 1, defaultValue: 50 } as const;

export const CONTENT_TYPES = [
  { id: "videos", label: "Videos", defaultOn: true },
  { id: "infographics", label: "Infographics", defaultOn: true },
  { id: "quizzes", label: "Interactive Quizzes", defaultOn: true },
  { id: "simulations", label: "Real-world Simulations", defaultOn: false },
] as const satisfies readonly Setting[];

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

export const AI_COACH_CARD = {
  title: "AI Coach",
  description: "Ask for an explanation, a practice question or a study plan, any time.",
} as const;

export const LEARNING_PLAN_CARD = {
  title: "Learning Plan",
  day: (day: string) => `${day}:`,
  completed: "(completed)",
  toDo: "(to do)",
  viewSchedule: "View full schedule",
} as const;

export const ACHIEVEMENTS_CARD = {
  title: "Achievements",
  studyBuddies: "Study Buddies",
  online: "Online",
  offline: "Offline",
} as const;

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
