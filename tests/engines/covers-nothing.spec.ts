// A toast covers nothing that has focus (WCAG 2.4.11), in every engine: toasts are fixed at the
// bottom of the screen and the page makes room below for them (app/lib/room-below.ts), so that
// tabbing on from the button that showed one, every control that takes focus ends above the toast,
// its focus ring too, and the page's end scrolls clear of it. (The language offer's walk, which
// needs a browser that prefers another language: tests/e2e/covers-nothing.spec.ts.)
import * as arabic from "../../app/content/ar/index";
import * as english from "../../app/content/en/index";
import { expect, test } from "./fixtures";
import { until } from "./site";

/** Runs in the page: marks the toast that says `text` data-toast; whether there is one. */
function markToast(text: string) {
  const toast = [...document.querySelectorAll("[data-sonner-toast]")].find((item) =>
    item.textContent?.includes(text),
  );
  toast?.setAttribute("data-toast", "");
  return toast !== undefined;
}

/** Runs in the page: whether nothing moves (a toast sliding in, or growing as it expands). */
const still = () => document.getAnimations().length === 0;

/** Runs in the page: where focus is, and, on the page, the focused control's box and the toast's. */
function focusState() {
  const toast = document.querySelector("[data-toast]")!;
  const focused = document.activeElement;
  if (!focused || toast.contains(focused)) return { inToast: true } as const;
  // The focused control's box and its focus ring, drawn outside it.
  const { top, bottom: boxBottom } = focused.getBoundingClientRect();
  const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(focused);
  const ring = outlineStyle === "none" ? 0 : parseFloat(outlineWidth) + parseFloat(outlineOffset);
  const bottom = boxBottom + ring;
  // The toast's top, or its close button's, which stands out above it.
  const toastTop = Math.min(
    ...[toast, ...toast.querySelectorAll("button")].map((part) => part.getBoundingClientRect().top),
  );
  return { inToast: false, top, bottom, toastTop, name: focused.outerHTML.slice(0, 80) } as const;
}

for (const [path, words, width, height] of [
  ["/gamified-learning", english, 390, 844],
  ["/ar/gamified-learning", arabic, 1280, 800],
] as const) {
  test(`a toast covers nothing that has focus: ${path} at ${width}x${height}`, async ({ site }) => {
    await site.viewport(width, height);
    await site.open(path);
    const { BOSS_PROJECTS, BOSS_LEVELS } = words.gamifiedLearning;
    const project = Object.values(BOSS_PROJECTS)[0]!;
    const start = site.role("button", BOSS_LEVELS.startLabel(project.title));
    await start.click();
    await until(() => site.evaluate(markToast, BOSS_LEVELS.added(project.title)), "the toast");
    // sonner's key to the toasts (Alt+T) expands them, which keeps them until the pointer leaves
    // or Escape is pressed there: the toast stays while the keyboard walks the page.
    await site.keyboard("Alt+t");
    await until(
      () => site.evaluate(() => !!document.activeElement?.closest("[data-sonner-toaster]")),
      "Alt+T takes focus to the toasts",
    );
    await site.evaluate(
      (selector: string) => document.querySelector<HTMLElement>(selector)!.focus(),
      await start.selector(),
    );
    await until(() => site.evaluate(still), "the toast is still");
    for (let stop = 0; ; stop++) {
      await site.keyboard("Tab");
      const state = await site.evaluate(focusState);
      if (state.inToast) break;
      expect(stop, "the toast is reached by Tab").toBeLessThan(200);
      expect(state.top, `${state.name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(
        state.bottom,
        `${state.name} and its focus ring end above the toast`,
      ).toBeLessThanOrEqual(state.toastTop);
    }
    const end = await site.evaluate(() => {
      scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector("footer")!;
      return {
        footer: footer.lastElementChild!.lastElementChild!.getBoundingClientRect().bottom,
        toast: Math.min(
          ...[...document.querySelectorAll("[data-toast], [data-toast] button")].map(
            (part) => part.getBoundingClientRect().top,
          ),
        ),
      };
    });
    expect(end.footer, "the page's last line ends above the toast").toBeLessThanOrEqual(end.toast);
    expect(await site.errors()).toEqual([]);
  });
}
