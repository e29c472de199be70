import { LEARNER } from "~/data/gamified-learning";

/**
 * The learner after `earned` more XP this visit (in memory only: every load
 * starts again from the spec's sample learner, 2,450 of 3,000 XP, progress 82).
 * Every level takes as much XP as the next one does in the sample (3,000), so
 * a full bar rolls over into the level after it.
 */
export function learnerTotals(earned: number) {
  const perLevel = LEARNER.xpForNextLevel;
  const total = LEARNER.xp + earned;
  const levelsUp = Math.floor(total / perLevel);
  const xp = total % perLevel;
  return {
    level: LEARNER.level + levelsUp,
    nextLevel: LEARNER.nextLevel + levelsUp,
    xp,
    xpForNextLevel: perLevel,
    progress: Math.round((xp / perLevel) * 100),
  };
}
