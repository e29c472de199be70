/** How a topic's performance reads on the skills heatmap (SPEC §4 "Analytics", §5). */
import { SKILL_THRESHOLDS } from "~/data/analytics";

export type SkillStatus = "strong" | "revision" | "weak";

export function skillStatus(performance: number): SkillStatus {
  if (performance >= SKILL_THRESHOLDS.strong) return "strong";
  if (performance >= SKILL_THRESHOLDS.revision) return "revision";
  return "weak";
}
