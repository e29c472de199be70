/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */

export const OVERALL_PROGRESS = [
  { label: "Current average", value: "86%", detail: "Up 4% this month" },
  { label: "Weekly study time", value: "12.5 h", detail: "Goal: 12 h" },
  { label: "Assignments done", value: "24/28", detail: "4 due this week" },
  { label: "Quiz average", value: "88%", detail: "Across 15 quizzes" },
] as const;

/** The live score feed's words, in the order of RECENT_SCORES in ~/data/analytics. */
export const RECENT_SCORES = [
  { subject: "Algebra quiz", time: "12 min", avgTime: "15 min" },
  { subject: "Physics lab report", time: "25 min", avgTime: "22 min" },
  { subject: "Literature essay", time: "40 min", avgTime: "35 min" },
] as const;

export const PREDICTIONS = {
  completion: {
    title: "Completion prediction",
    value: "June 12",
    detail: "You will finish the syllabus 2 weeks early.",
  },
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

/** The smart alerts' words, in the order of ALERT_TONES in ~/data/analytics. */
export const SMART_ALERTS = [
  {
    title: "Calculus needs attention",
    detail: "Your last three calculus scores are below 60%. Try the guided derivatives review.",
  },
  {
    title: "Study streak at risk",
    detail: "You have not studied today. A 15-minute session keeps your 12-day streak.",
  },
  {
    title: "Biology milestone reached",
    detail: "You scored above 90% in biology three times in a row.",
  },
] as const;

/** The personal goals' words, in the order of GOAL_STATES in ~/data/analytics. */
export const PERSONAL_GOALS = [
  { title: "Raise calculus to 70%", detail: "Target: end of month" },
  { title: "Read two history chapters", detail: "Starts next week" },
  { title: "Finish the algebra unit", detail: "Done on Monday" },
] as const;

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
  outOf: "/100",
} as const;

/** The skills heatmap tab: each status's badge and caption. */
export const SKILLS_HEATMAP = {
  title: "Skills heatmap",
  description: "Strong at 80% and above, revision from 60% to 79%, weak below 60%.",
  performance: (topic: string) => `${topic} performance`,
  status: { strong: "Strong", revision: "Revision", weak: "Weak" },
  caption: { strong: "Keep it up!", revision: "Needs revision", weak: "Focus area" },
  /** The topics, in the order of TOPIC_PERFORMANCE in ~/data/analytics. */
  topics: [
    "Algebra",
    "Geometry",
    "Calculus",
    "Physics",
    "Chemistry",
    "Biology",
    "Literature",
    "History",
  ],
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
