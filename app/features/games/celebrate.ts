import { prefersReducedMotion } from "~/lib/motion";

/**
 * A short burst of confetti over the page for a reward. canvas-confetti loads
 * on the first celebration, never with the page, and draws on a canvas of
 * our own (no worker, no style attribute: ADR 003), removed when it is done.
 * The canvas goes into the open dialog, where the rewards are won, so it is
 * drawn in the dialog's top layer, over its backdrop, not dimmed under it.
 * Nothing moves, and nothing loads, for a visitor who prefers reduced motion;
 * and a celebration that cannot load (offline, say) is simply skipped.
 */
export async function celebrate(): Promise<void> {
  // (jsdom, in unit tests, has neither matchMedia nor a canvas to draw on.)
  if (typeof window.matchMedia !== "function" || prefersReducedMotion()) return;
  const loaded = await import("canvas-confetti").catch(() => null);
  if (!loaded) return;
  const canvas = document.createElement("canvas");
  canvas.className = "pointer-events-none fixed inset-0 z-60 size-full";
  canvas.dataset.celebration = "";
  canvas.setAttribute("aria-hidden", "true");
  (document.querySelector("dialog[open]") ?? document.body).append(canvas);
  const fire = loaded.default.create(canvas, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  await fire({ particleCount: 90, spread: 75, startVelocity: 38, ticks: 160, origin: { y: 0.6 } });
  fire.reset();
  canvas.remove();
}
