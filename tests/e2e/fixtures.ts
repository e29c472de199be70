import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { PAGE_WORDS } from "../../app/content/en/pages";
import { FEATURE_PAGES, PAGES } from "../../app/pages";
import { layoutProblems } from "../reflow";

export { expect };

/** Every page of the registry (app/pages.ts) with its words: title, description, label. */
export const SITE_PAGES = PAGES.map((page) => ({ ...page, ...PAGE_WORDS[page.id] }));
/** The landing page's feature cards: each page's label and path. */
export const FEATURE_CARDS = FEATURE_PAGES.map((page) => ({
  title: PAGE_WORDS[page.id].label,
  to: page.path,
}));

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Fixtures {
  /** Console errors, page errors and hydration warnings seen during the test. */
  consoleProblems: string[];
  /** Console messages a test expects (e.g. the not-found page's own log). */
  allowedConsole: RegExp | undefined;
}

// A test that asks for no page (the server's headers, the byte budgets) opens no browser.
export const test = base.extend<Fixtures>({
  allowedConsole: [undefined, { option: true }],
  // Playwright's fixtures take their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  consoleProblems: async ({}, provide) => provide([]),
  page: async ({ page, allowedConsole, consoleProblems }, provide) => {
    page.on("console", (message) => {
      const text = message.text();
      if (allowedConsole?.test(text)) return;
      if (message.type() === "error" || /hydrat/i.test(text)) consoleProblems.push(text);
    });
    page.on("pageerror", (error) => consoleProblems.push(`pageerror: ${error.message}`));
    await provide(page);
    expect(consoleProblems, "console errors, page errors or hydration warnings").toEqual([]);
  },
});

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/**
 * Opens `path` hydrated in a second window of the page's browser, as a visitor with two windows of
 * the site side by side: its own process, the same storage. (A second tab would sit behind the
 * first, and Chromium gives a tab behind another no frames: its clicks wait and its idle work
 * lags by a second.)
 */
export async function openSecondWindow(page: Page, path: string): Promise<Page> {
  const opened = page.context().waitForEvent("page");
  await page.evaluate((url) => window.open(url, "_blank", "popup,noopener"), path);
  const other = await opened;
  await other.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  return other;
}

/** Waits until the page is scrolled to its very bottom. */
export async function expectAtPageBottom(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 2,
      ),
    )
    .toBe(true);
}

/** Waits until every transition and finite animation (a toast sliding in, a dialog fading in) ends. */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** What the builder evaluates in the page and its frames before a scan, axe-core being there. */
const AXE_IN_PAGE = "void 0";

/**
 * A builder of an axe scan of the page. axe-core (half a megabyte of script) is put in the page once
 * for each document it loads: the builder would evaluate it twice in every scan, half of a scan's
 * time here (a scan of /gamified-learning 1.1 s, 0.6 s with axe already there). The tests read only
 * the violations, so axe describes only those (`resultTypes`): each node it passed, a unique selector
 * and its HTML, cost another 40-50% of a scan and five times the bytes (ADR 043).
 */
export async function axeScan(page: Page): Promise<AxeBuilder> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Legacy mode: axe runs in the page and its frames, without opening a blank page of its own to
  // put their results together, which cost a new renderer and half of each scan's time here. It
  // does not reach into another site's frame (the demo video's), which is not ours to fix anyway.
  // The options first: the builder's rules and tags are added to them.
  return new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
}

/** Fails with the list of axe violations of the current page state. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  // Contrast is measured on the page at rest.
  await untilStill(page);
  let builder = (await axeScan(page)).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Records every CSP violation the page reports, from before its first script. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

/** The CSP violations recorded since the page loaded (`recordViolations`). */
export function violationsRecorded(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * WCAG 1.4.4: the page with the browser's text size at 200%, as a reader sets it (Chromium's font
 * size setting, here through the DevTools protocol: 32 px where the default is 16 px). Our sizes
 * and breakpoints are in rem, so the page lays out as for a screen half as wide; on a laptop's
 * screen nothing may scroll sideways, be cut off or run out of its box (tests/reflow.ts). The
 * engine journeys hold the same at 320 px and with text spacing.
 */
export async function expectLayoutAtDoubleTextSize(page: Page, what: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize), {
      message: `${what}: the text size`,
    })
    .toBe("32px");
  expect.soft(await page.evaluate(layoutProblems), `${what} at 200% text: the layout`).toEqual([]);
  await cdp.detach();
}
