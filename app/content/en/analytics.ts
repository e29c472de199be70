/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */

export interface OverallStat {
  label: string;
  value: string;
  detail: string;
}

export const SYLLABUS_COMPLETED = 78;

export const OVERALL_PROGRESS = [
  { label: "Current average", value: "86%", detail: "Up 4% this month" },
  { label: "Weekly study time", value: "12.5 h", detail: "Goal: 12 h" },
  { label: "Assignments done", value: "24/28", detail: "4 due this week" },
  { label: "Quiz average", value: "88%", detail: "Across 15 quizzes" },
] as const satisfies readonly OverallStat[];

export interface RecentScore {
  subject: string;
  score: number;
  accuracy: number;
  time: string;
  avgTime: string;
}

export const RECENT_SCORES = [
  { subject: "Algebra quiz", score: 92, accuracy: 94, time: "12 min", avgTime: "15 min" },
  { subject: "Physics lab report", score: 85, accuracy: 88, time: "25 min", avgTime: "22 min" },
  { subject: "Literature essay", score: 78, accuracy: 81, time: "40 min", avgTime: "35 min" },
] as const satisfies readonly RecentScore[];

export interface TopicPerformance {
  topic: string;
  performance: number;
}

export const TOPIC_PERFORMANCE = [
  { topic: "Algebra", performance: 85 },
  { topic: "Geometry", performance: 72 },
  { topic: "Calculus", performance: 45 },
  { topic: "Physics", performance: 88 },
  { topic: "Chemistry", performance: 67 },
  { topic: "Biology", performance: 92 },
  { topic: "Literature", performance: 78 },
  { topic: "History", performance: 55 },
] as const satisfies readonly TopicPerformance[];

export const PREDICTIONS = {
  completion: { value: "June 12", detail: "You will finish the syllabus 2 weeks early." },
  grade: { value: "A-", detail: "Predicted final grade, up from B+ last term." },
  confidence: { value: 82, detail: "Confidence for next week's algebra test." },
  comparison: { own: SYLLABUS_COMPLETED, classAverage: 65, aiRecommended: 85 },
} as const;

export interface SmartAlert {
  title: string;
  detail: string;
  tone: "warning" | "info" | "success";
}

export const SMART_ALERTS = [
  {
    title: "Calculus needs attention",
    detail: "Your last three calculus scores are below 60%. Try the guided derivatives review.",
    tone: "warning",
  },
  {
    title: "Study streak at risk",
    detail: "You have not studied today. A 15-minute session keeps your 12-day streak.",
    tone: "info",
  },
  {
    title: "Biology milestone reached",
    detail: "You scored above 90% in biology three times in a row.",
    tone: "success",
  },
] as const satisfies readonly SmartAlert[];

export type GoalStatus = "In Progress" | "Pending" | "Completed";

export interface PersonalGoal {
  title: string;
  detail: string;
  status: GoalStatus;
}

export const PERSONAL_GOALS = [
  { title: "Raise calculus to 70%", detail: "Target: end of month", status: "In Progress" },
  { title: "Read two history chapters", detail: "Starts next week", status: "Pending" },
  { title: "Finish the algebra unit", detail: "Done on Monday", status: "Completed" },
] as const satisfies readonly PersonalGoal[];
