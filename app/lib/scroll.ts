/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the bottom of the page (smoothly, or at once for reduced
 * motion) and moves keyboard focus to the element with `focusId` (the
 * closing call to action's button), so Enter goes on from there. What takes
 * focus stays in view: on a screen too short to show it at the very bottom
 * without the sticky header covering it (a phone, where the footer alone
 * fills the screen), the scroll stops as near the bottom as it can, with the
 * element just under the header.
 */
export function scrollToPageBottom(focusId: string): void {
  const root = document.documentElement;
  const target = document.getElementById(focusId);
  let top = root.scrollHeight - window.innerHeight;
  if (target) {
    const targetTop = target.getBoundingClientRect().top + window.scrollY;
    const header = document.querySelector("body > header")?.getBoundingClientRect().height ?? 0;
    if (targetTop - top < header) {
      top = targetTop - (parseFloat(getComputedStyle(root).scrollPaddingTop) || header);
    }
    target.focus({ preventScroll: true });
  }
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
