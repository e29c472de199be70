/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the bottom of the page (smoothly, or at once for reduced
 * motion) and moves keyboard focus to the element with `focusId` (the
 * closing call to action's button), so Enter goes on from there.
 */
export function scrollToPageBottom(focusId: string): void {
  document.getElementById(focusId)?.focus({ preventScroll: true });
  window.scrollTo({
    top: document.documentElement.scrollHeight,
    behavior: prefersReducedMotion() ? "instant" : "smooth",
  });
}
