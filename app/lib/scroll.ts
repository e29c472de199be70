import { prefersReducedMotion } from "./motion";

/**
 * Scrolls to the very bottom of the page (SPEC: Start Learning), smoothly or
 * at once for reduced motion, and moves keyboard focus to the element with
 * `focusId` (the closing call to action's button), so Enter goes on from
 * there. What takes focus is in view once the page is at its bottom: where
 * that element will not be (a phone, where the footer alone fills the
 * screen), the footer takes focus instead, and Shift+Tab reaches the button.
 */
export function scrollToPageBottom(focusId: string): void {
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  const target = document.getElementById(focusId);
  const header = document.querySelector("body > header")?.getBoundingClientRect().height ?? 0;
  // Where the element will be on screen once the page is at its bottom.
  const top = target ? target.getBoundingClientRect().top + window.scrollY - bottom : -1;
  const inView = target && top >= header && top + target.offsetHeight <= window.innerHeight;
  const footer = document.querySelector<HTMLElement>("body > footer");
  const focus = inView ? target : footer;
  if (focus === footer && footer && !footer.hasAttribute("tabindex")) {
    footer.setAttribute("tabindex", "-1");
  }
  focus?.focus({ preventScroll: true });
  window.scrollTo({ top: bottom, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
