/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the bottom of the page (smoothly, or at once for reduced
 * motion) and moves keyboard focus to the element with `focusId` (the
 * closing call to action's button), so Enter goes on from there. What takes
 * focus stays in view: on a screen too short to show it at the very bottom
 * (a phone, where the footer alone fills the screen), the scroll stops as
 * near the bottom as it can with the element just under the sticky header.
 */
export function scrollToPageBottom(focusId: string): void {
  const root = document.documentElement;
  const target = document.getElementById(focusId);
  let top = root.scrollHeight - window.innerHeight;
  if (target) {
    const headerRoom = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    top = Math.min(top, target.getBoundingClientRect().top + window.scrollY - headerRoom);
    target.focus({ preventScroll: true });
  }
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
