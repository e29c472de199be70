import { describe, expect, it } from "vitest";
import { SKILLS_HEATMAP } from "~/content/analytics";
import { TOPIC_PERFORMANCE } from "~/data/analytics";
import { idsOf } from "~/lib/ids";
import { skillStatus } from "./skill-status";

describe("skillStatus", () => {
  it.each([
    [100, "strong"],
    [80, "strong"],
    [79, "revision"],
    [60, "revision"],
    [59, "weak"],
    [0, "weak"],
  ] as const)("%i%% is %s", (performance, status) => {
    expect(skillStatus(performance)).toBe(status);
  });

  it("captions each status as the spec says", () => {
    expect(SKILLS_HEATMAP.caption).toEqual({
      strong: "Keep it up!",
      revision: "Needs revision",
      weak: "Focus area",
    });
  });

  it("gives the sample topics their statuses", () => {
    expect(
      idsOf(TOPIC_PERFORMANCE).map((id) => [
        SKILLS_HEATMAP.topics[id],
        skillStatus(TOPIC_PERFORMANCE[id]),
      ]),
    ).toEqual([
      ["Algebra", "strong"],
      ["Geometry", "revision"],
      ["Calculus", "weak"],
      ["Physics", "strong"],
      ["Chemistry", "revision"],
      ["Biology", "strong"],
      ["Literature", "revision"],
      ["History", "weak"],
    ]);
  });
});
