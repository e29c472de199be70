import { prefersReducedMotion } from "./motion";

/**
 * SPEC: Start Learning scrolls to the bottom. Focus goes to `focusId` if it will be in view there,
 * else to the footer (on a phone it fills the screen), from which Shift+Tab reaches `focusId`.
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
