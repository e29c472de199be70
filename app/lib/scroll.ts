/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the bottom of the page (smoothly, or at once for reduced
 * motion) and moves keyboard focus to the element with `focusId`, so the
 * next Tab continues from where the user landed.
 */
export function scrollToPageBottom(focusId: string): void {
  document.getElementById(focusId)?.focus({ preventScroll: true });
  window.scrollTo({
    top: document.documentElement.scrollHeight,
    behavior: prefersReducedMotion() ? "instant" : "smooth",
  });
}
