/** How a topic's performance reads on the skills heatmap (SPEC §4 "Analytics", §5). */
export type SkillStatus = "strong" | "revision" | "weak";

const STRONG_FROM = 80;
const REVISION_FROM = 60;

export function skillStatus(performance: number): SkillStatus {
  if (performance >= STRONG_FROM) return "strong";
  if (performance >= REVISION_FROM) return "revision";
  return "weak";
}
