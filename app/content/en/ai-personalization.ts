/** The AI personalization page (SPEC §2 "/ai-personalization", §3, §9). */

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
  /** The hours are PREFERRED_HOURS in ~/data/ai-personalization. */
  preferredHours: (from: string, to: string) => `Evenings, ${from} – ${to}`,
  focusAreas: ["Algebra", "Physics", "Essay writing"],
} as const;

export const PROGRESS_TRACKER = {
  title: "Smart Progress Tracker",
  description: "Progress through each topic and your latest score.",
  figures: (progress: string, score: string) => `${progress} · Score ${score}`,
  progressLabel: (topic: string) => `${topic} progress`,
  /** The topics, by id (their figures: PROGRESS_ITEMS in ~/data/ai-personalization). */
  topics: {
    algebra: "Algebra",
    physics: "Physics",
    literature: "Literature",
    chemistry: "Chemistry",
  },
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

/** The difficulty choices' words, by id (DIFFICULTY_IDS in ~/data/ai-personalization). */
export const DIFFICULTIES = { easy: "Easy", medium: "Medium", advanced: "Advanced" } as const;

/** The content type switches' words, by id (CONTENT_TYPES in ~/data/ai-personalization). */
export const CONTENT_TYPES = {
  videos: { label: "Videos" },
  infographics: { label: "Infographics" },
  quizzes: { label: "Interactive Quizzes" },
  simulations: { label: "Real-world Simulations" },
} as const;

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
  /** Each study buddy's subject, by id (STUDY_BUDDIES in ~/data/ai-personalization). */
  subjects: { maya: "Physics", leo: "Algebra", priya: "Literature" },
} as const;

/**
 * The achievements' words, by id (their figures: ACHIEVEMENTS in ~/data/ai-personalization); a
 * figure's words are `formatPlural`'s forms, or a function of the formatted percentage.
 */
export const ACHIEVEMENTS = {
  streak: {
    title: { one: "{count}-day streak", other: "{count}-day streak" },
    detail: {
      one: "Studied every day for {count} day in a row",
      other: "Studied every day for {count} days in a row",
    },
  },
  "algebra-ace": {
    title: "Algebra ace",
    detail: (percent: string) => `Scored ${percent} or more in five quizzes`,
  },
  "curious-mind": {
    title: "Curious mind",
    detail: {
      one: "Asked the AI coach {count} question",
      other: "Asked the AI coach {count} questions",
    },
  },
} as const;
