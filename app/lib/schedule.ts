/** Runs `task` once the browser is idle (a second later where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * Runs `task` right after the browser has painted its next frame (a task
 * queued from that frame's animation callback runs after its paint), so what
 * the page shows now reaches the screen before `task`'s work; returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}
