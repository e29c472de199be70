/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */

/**
 * The overall progress tiles, by id (their figures: OVERALL_PROGRESS in ~/data/analytics); the
 * assignments' and quizzes' details are ASSIGNMENTS_DUE and QUIZZES_TAKEN.
 */
export const OVERALL_PROGRESS = {
  average: { label: "Current average", detail: (change: string) => `Up ${change} this month` },
  studyTime: { label: "Weekly study time", detail: (hours: string) => `Goal: ${hours}` },
  assignments: { label: "Assignments done" },
  quizzes: { label: "Quiz average" },
} as const;

export const ASSIGNMENTS_DUE = {
  one: "{count} due this week",
  other: "{count} due this week",
} as const;

export const QUIZZES_TAKEN = {
  one: "Across {count} quiz",
  other: "Across {count} quizzes",
} as const;

/** The live score feed's subjects, by id (their scores: RECENT_SCORES in ~/data/analytics). */
export const RECENT_SCORES = {
  "algebra-quiz": "Algebra quiz",
  "physics-lab-report": "Physics lab report",
  "literature-essay": "Literature essay",
} as const;

/** The completion prediction's detail is FINISHING_EARLY. */
export const PREDICTIONS = {
  completion: { title: "Completion prediction" },
  grade: {
    title: "Grade prediction",
    value: "A-",
    detail: "Predicted final grade, up from B+ last term.",
  },
  confidence: {
    title: "Test confidence",
    detail: "Confidence for next week's algebra test.",
  },
} as const;

export const FINISHING_EARLY = {
  one: "You will finish the syllabus {count} week early.",
  other: "You will finish the syllabus {count} weeks early.",
} as const;

/** The smart alerts' words, by id (their tones and figures: SMART_ALERTS in ~/data/analytics). */
export const SMART_ALERTS = {
  calculus: {
    title: "Calculus needs attention",
    detail: (percent: string) =>
      `Your last three calculus scores are below ${percent}. Try the guided derivatives review.`,
  },
  streak: {
    title: "Study streak at risk",
    detail: (minutes: string, days: string) =>
      `You have not studied today. A ${minutes}-minute session keeps your ${days}-day streak.`,
  },
  biology: {
    title: "Biology milestone reached",
    detail: (percent: string) => `You scored above ${percent} in biology three times in a row.`,
  },
} as const;

/** The personal goals' words, by id (where each stands: PERSONAL_GOALS in ~/data/analytics). */
export const PERSONAL_GOALS = {
  calculus: {
    title: (percent: string) => `Raise calculus to ${percent}`,
    detail: "Target: end of month",
  },
  history: { title: "Read two history chapters", detail: "Starts next week" },
  algebra: { title: "Finish the algebra unit", detail: "Done on Monday" },
} as const;

/** The header of /real-time-analytics (its lead is `PAGE_WORDS.realTimeAnalytics.description`). */
export const ANALYTICS_PAGE = {
  eyebrow: "Know where you stand",
  title: "Real-time Analytics",
  compare: "Compare with others",
  report: "Generate Report",
} as const;

/** The four analytics tabs; `widget` names them in the error message if they fail. */
export const ANALYTICS_TABS = {
  widget: "analytics view",
  label: "Analytics views",
  dashboard: "Dashboard",
  heatmap: "Skills Heatmap",
  predictions: "Predictions",
  goals: "Goals & Alerts",
} as const;

/** The dashboard tab's overall progress card. */
export const OVERALL_PROGRESS_CARD = {
  title: "Overall progress",
  syllabus: "Syllabus completed",
} as const;

/** The dashboard tab's live score feed; `percent` is a formatted number. */
export const LIVE_SCORE_FEED = {
  title: "Live score feed",
  description: "Your three most recent scores.",
  accuracy: (percent: string) => `Accuracy ${percent}`,
  time: (time: string) => `Time ${time}`,
  averageTime: (time: string) => `Average time ${time}`,
  outOf: (max: string) => `/${max}`,
} as const;

/** The skills heatmap tab: each status's badge and caption. */
export const SKILLS_HEATMAP = {
  title: "Skills heatmap",
  description: (strong: string, revision: string, revisionTo: string) =>
    `Strong at ${strong} and above, revision from ${revision} to ${revisionTo}, weak below ${revision}.`,
  performance: (topic: string) => `${topic} performance`,
  status: { strong: "Strong", revision: "Revision", weak: "Weak" },
  caption: { strong: "Keep it up!", revision: "Needs revision", weak: "Focus area" },
  /** The topics, by id (their performance: TOPIC_PERFORMANCE in ~/data/analytics). */
  topics: {
    algebra: "Algebra",
    geometry: "Geometry",
    calculus: "Calculus",
    physics: "Physics",
    chemistry: "Chemistry",
    biology: "Biology",
    literature: "Literature",
    history: "History",
  },
} as const;

/** The predictions tab's comparison card; `percent` is a formatted number. */
export const CLASS_COMPARISON = {
  title: "You and your class",
  aboveAverage: (percent: string) => `You are ${percent} above class average.`,
  own: "Your progress",
  classAverage: "Class average",
  aiRecommended: "AI recommended",
} as const;

/** The goals and alerts tab. */
export const GOALS_AND_ALERTS = {
  alerts: "Smart alerts",
  goals: "Personal goals",
  newGoal: "Set New Goal",
  status: { inProgress: "In Progress", pending: "Pending", completed: "Completed" },
} as const;
