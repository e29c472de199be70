import { act } from "@testing-library/react";

/**
 * Unit tests' stand-in for ./schedule's `afterNextPaint`:
 * `vi.mock("~/lib/schedule", () => import("~/lib/schedule.fake"))`. A task runs
 * at once, unless the test holds the frames (`frames.held = true`): then it
 * waits until `paint()` runs it, as the browser would after its next frame.
 */
export const frames = { held: false, waiting: [] as (() => void)[] };

export function afterNextPaint(task: () => void): () => void {
  if (!frames.held) {
    task();
    return () => {};
  }
  frames.waiting.push(task);
  return () => {
    const index = frames.waiting.indexOf(task);
    if (index !== -1) frames.waiting.splice(index, 1);
  };
}

/** Paints a frame: runs every task waiting for it. */
export function paint(): void {
  act(() => frames.waiting.splice(0).forEach((task) => task()));
}

/** Back to running tasks at once, with none waiting (for `afterEach`). */
export function resetFrames(): void {
  frames.held = false;
  frames.waiting.length = 0;
}
