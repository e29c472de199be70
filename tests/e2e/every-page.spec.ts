// Every page of the original edition, opened once, and every dialog it opens (the other editions:
// editions.spec.ts, which also reads the English pages as prerendered; every edition's layout in
// three engines: tests/engines). Hydrated: its title, description, canonical address and card, its
// frame, no emoji left to the device's font, axe. Then in forced colours (Windows High Contrast,
// emulated by Chromium) and with `prefers-contrast: more`, light and dark (WCAG 1.4.11, 2.4.7):
// every control shows where focus is, every button and field keeps an edge, and a control's state
// (the selected tab, the checked option, the pressed toggle) looks different from its siblings'.
// Forced colours replace our colours with the reader's own and drop shadows and rings; what
// survives is checked here. And from the first script to the last dialog closed, no CSP
// violation. Last, its layout with the browser's text at 200% (WCAG 1.4.4).
import type { Page } from "@playwright/test";
import { absoluteUrl } from "../../app/pages";
import {
  SITE_PAGES,
  axeScan,
  expect,
  expectLayoutAtDoubleTextSize,
  expectNoA11yViolations,
  gotoHydrated,
  recordViolations,
  test,
  untilStill,
  violationsRecorded,
} from "./fixtures";

/** Runs in the page: text left to the device's emoji font, which ours are not (ADR 013). */
function emojiDrawnAsText() {
  const emoji = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style, template")) continue;
    if (emoji.test(node.textContent ?? "")) found.push(node.textContent!);
  }
  return found;
}

/**
 * Runs in the page, inside `scope`: what a reader of forced colours or of high contrast would miss.
 * Each control is focused as the keyboard would (the last input was a key press), then left.
 */
function contrastProblems(scope: string): string[] {
  const root = document.querySelector(scope)!;
  const problems: string[] = [];
  const named = (element: Element) => {
    const role = element.getAttribute("role");
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name.slice(0, 40)}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !element.closest("[inert], [aria-hidden=true]") &&
    // In a nested dialog's scope only: an outer dialog's content is not this one's.
    element.closest("dialog") === root.closest("dialog");
  const controls = [
    ...root.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [role=tab], [tabindex]:not([tabindex='-1'])",
    ),
  ].filter((control) => shown(control) || control.matches("input[type=radio], [role=switch]"));
  const style = (element: Element) => getComputedStyle(element);
  // Its own outline, or its ::after's (a card's stretched link draws the ring around the card).
  const hasOutline = (element: Element) =>
    [style(element), getComputedStyle(element, "::after")].some(
      (css) => css.outlineStyle !== "none" && parseFloat(css.outlineWidth) >= 2,
    );
  const hasEdge = (element: Element) =>
    ["Top", "Right", "Bottom", "Left"].every(
      (side) =>
        style(element).getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
        parseFloat(style(element).getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
    );
  // What shows a radio's state and focus: the chip around it (a switch's input is its own track).
  const face = (control: HTMLElement) =>
    control.matches("input[type=radio]") ? control.closest("label")! : control;

  // In forced colours, buttons and fields keep an edge: their background is taken away. A button
  // drawn as a picture (a memory card) shows its edge on the face that fills it. (A slider is drawn
  // by the browser in the reader's colours.)
  const forced = matchMedia("(forced-colors: active)").matches;
  for (const control of controls) {
    const edged =
      "button, [role=tab], input:not([type=radio], [type=range], [role=switch]), textarea";
    if (!forced || !control.matches(edged)) continue;
    if (!shown(control)) continue;
    const box = control.getBoundingClientRect();
    const filling = [...control.querySelectorAll("*")].filter((inner) => {
      const rect = inner.getBoundingClientRect();
      return rect.width >= box.width * 0.9 && rect.height >= box.height * 0.9;
    });
    if (!hasEdge(control) && !filling.some(hasEdge)) problems.push(`${named(control)}: no edge`);
  }

  // A state looks different: the first control on and the first off, in each group.
  const look = (element: Element) => {
    const css = style(element);
    const marks = [...element.querySelectorAll("svg")].filter((mark) =>
      mark.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    ).length;
    return JSON.stringify([
      css.backgroundColor,
      css.color,
      css.borderTopColor,
      css.borderTopStyle,
      css.fontWeight,
      css.textDecorationLine,
      marks,
    ]);
  };
  const groups = new Map<string, { on: Element[]; off: Element[] }>();
  const add = (group: string, element: Element, on: boolean) => {
    const entry = groups.get(group) ?? { on: [], off: [] };
    (on ? entry.on : entry.off).push(element);
    groups.set(group, entry);
  };
  for (const control of controls) {
    if (control.matches("[role=tab]")) {
      add(`tabs ${named(control.parentElement!)}`, control, control.ariaSelected === "true");
    } else if (control instanceof HTMLInputElement && control.type === "radio") {
      add(`options ${control.name}`, face(control), control.checked);
    } else if (control.hasAttribute("aria-pressed")) {
      const list = control.closest("ul, [role=group]") ?? control.parentElement!;
      add(`toggles ${named(list)}`, control, control.ariaPressed === "true");
    }
  }
  for (const [group, { on, off }] of groups) {
    if (on.length === 0 || off.length === 0) continue;
    if (look(on[0]!) === look(off[0]!)) {
      problems.push(`${group}: ${named(on[0]!)} on looks like ${named(off[0]!)} off`);
    }
  }
  // Last, as each focus ring fades in and out: the looks above are read at rest.
  for (const control of controls) {
    control.focus({ preventScroll: true });
    if (document.activeElement !== control) continue;
    if (!control.matches(":focus-visible")) {
      problems.push(`${named(control)}: focus is not shown as the keyboard's`);
      continue;
    }
    if (!hasOutline(control) && !hasOutline(face(control))) {
      problems.push(`${named(control)}: no focus outline`);
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return problems;
}

const MODES = {
  "forced colours": { forcedColors: "active", contrast: null, colorScheme: "light" },
  "more contrast, light": { forcedColors: "none", contrast: "more", colorScheme: "light" },
  "more contrast, dark": { forcedColors: "none", contrast: "more", colorScheme: "dark" },
} as const;

/** With more contrast asked for, text meets WCAG's enhanced contrast (7:1; 4.5:1 when large). */
async function expectEnhancedContrast(page: Page, scope: string, where: string) {
  const scan = await axeScan(page);
  const { violations } = await scan.withRules(["color-contrast-enhanced"]).include(scope).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").at(-1)}`,
    ),
  );
  expect(found, `${where}: text below 7:1`).toEqual([]);
}

/**
 * What is in `scope` (the page, or the open dialog), in each mode in turn (media features change
 * without a reload): focus, edges and states (the same rules light and dark, so in light only),
 * and, with more contrast, the text's contrast.
 */
async function expectClearInEveryMode(page: Page, scope: string, what: string) {
  for (const [mode, media] of Object.entries(MODES)) {
    await page.emulateMedia(media);
    await untilStill(page);
    const where = `${what}, ${mode}`;
    if (media.colorScheme === "light") {
      expect(await page.evaluate(contrastProblems, scope), where).toEqual([]);
    }
    if (media.contrast === "more") await expectEnhancedContrast(page, scope, where);
  }
}

/** Every dialog the page opens, opened by the keyboard (Enter on its opener), checked, closed. */
async function expectDialogsClear(page: Page) {
  const openers = page.locator("main button[aria-haspopup=dialog]");
  for (let index = 0; index < (await openers.count()); index++) {
    const opener = openers.nth(index);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[aria-busy=true]")).toHaveCount(0);
    // The page under the dialog does not scroll (app.css, ADR 007).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe("hidden");
    // Each option group with a choice made, so that its chosen option can be compared.
    for (const group of await dialog.getByRole("radiogroup").all()) {
      if ((await group.locator("input:checked").count()) === 0) {
        await group.getByRole("radio").first().check();
      }
    }
    await page.keyboard.press("Shift");
    await expectClearInEveryMode(page, "dialog[open]", `the ${await opener.textContent()} dialog`);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
}

for (const { path, title, description } of SITE_PAGES) {
  test(`${path}: head, frame and axe; focus, edges, states and contrast, then in each dialog; no CSP violation; 200% text`, async ({
    page,
  }) => {
    // A page and its every dialog, each in four states: a long test, by design (one visit).
    test.setTimeout(120_000);
    await recordViolations(page);
    await gotoHydrated(page, path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.getByRole("complementary", { name: "About this site" })).toContainText(
      "student AI programme",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Lumina Academy" }),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(await page.evaluate(emojiDrawnAsText), "emoji left to the device's font").toEqual([]);
    await expectNoA11yViolations(page);

    // A gallery of toggles with none pressed: the first pressed, to compare it with the others.
    const toggle = page.locator("main ul:not(:has([aria-pressed=true])) [aria-pressed=false]");
    if ((await toggle.count()) > 0) {
      await toggle.first().focus();
      await page.keyboard.press("Enter");
      await expect(toggle.first()).toHaveCount(0);
    }
    // The last input a key press: focus moved by the page shows as the keyboard's.
    await page.keyboard.press("Shift");
    await expectClearInEveryMode(page, "body", "the page");
    await expectDialogsClear(page);
    expect(await violationsRecorded(page), "CSP violations").toEqual([]);

    await page.emulateMedia({ forcedColors: null, contrast: null, colorScheme: null });
    await expectLayoutAtDoubleTextSize(page, path);
  });
}
