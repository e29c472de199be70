import { prefersReducedMotion } from "~/lib/motion";

/**
 * Confetti loads on first use and draws on our own canvas (no worker, no style attribute: ADR 003),
 * put in the open dialog so the top layer shows it over the backdrop, not dimmed under it.
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
