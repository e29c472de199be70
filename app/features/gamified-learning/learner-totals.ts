import { LEARNER } from "~/data/gamified-learning";

/**
 * In memory only: every load starts again from the spec's sample learner. Every level takes the
 * sample's `xpForNextLevel`, so a full bar rolls over into the level after it.
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
