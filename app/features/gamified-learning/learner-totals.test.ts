import { describe, expect, it } from "vitest";
import { learnerTotals } from "./learner-totals";

describe("learner totals", () => {
  it("start from the spec's sample learner and roll over a full bar", () => {
    expect(learnerTotals(0)).toEqual({
      level: 12,
      nextLevel: 13,
      xp: 2450,
      xpForNextLevel: 3000,
      progress: 82,
    });
    expect(learnerTotals(75)).toMatchObject({ level: 12, xp: 2525, progress: 84 });
    expect(learnerTotals(600)).toMatchObject({ level: 13, nextLevel: 14, xp: 50, progress: 2 });
  });
});
