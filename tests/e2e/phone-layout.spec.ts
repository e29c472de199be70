import type { Locator, Page } from "@playwright/test";
import * as arabic from "../../app/content/ar/index";
import { BOSS_PROJECTS } from "../../app/content/en/gamified-learning";
import {
  SITE_PAGES,
  expect,
  expectAtPageBottom,
  expectNoA11yViolations,
  gotoHydrated,
  test,
} from "./fixtures";

/** Every page, as the header's menu lists them. */
const MENU_PAGES = SITE_PAGES.map((page) => ({ name: page.label, path: page.path }));

function siteMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  return {
    button: nav.getByRole("button", { name: "Menu" }),
    link: (name: string) => nav.getByRole("link", { name, exact: true }),
  };
}

/** Passes when nothing on the page is wider than the screen. */
async function expectNoHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** Passes when `target` lies wholly on screen, below the sticky header. */
async function expectInView(page: Page, target: Locator) {
  const viewport = page.viewportSize()!;
  const header = await page.getByRole("banner").boundingBox();
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return (
        !!box &&
        !!header &&
        box.y >= header.y + header.height &&
        box.y + box.height <= viewport.height &&
        box.x >= 0 &&
        box.x + box.width <= viewport.width
      );
    })
    .toBe(true);
}

test.describe("a phone at 320 x 568", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("the header's menu reaches every page and marks the current one", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = siteMenu(page);
    for (const { name, path } of MENU_PAGES) {
      await menu.button.click();
      await expect(menu.button).toHaveAttribute("aria-expanded", "true");
      // Focus moves into the menu, to its first page.
      await expect(menu.link("Home")).toBeFocused();
      for (const other of MENU_PAGES) await expect(menu.link(other.name)).toBeVisible();
      await menu.link(name).click();
      await expect(page).toHaveURL(path);
      // Following a link closes the menu.
      await expect(menu.button).toHaveAttribute("aria-expanded", "false");
      await expect(menu.link(name)).toBeHidden();
      await menu.button.click();
      await expect(menu.link(name)).toHaveAttribute("aria-current", "page");
      for (const other of MENU_PAGES.filter((entry) => entry.name !== name)) {
        await expect(menu.link(other.name)).not.toHaveAttribute("aria-current", /.*/);
      }
      await page.keyboard.press("Escape");
      await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("the menu by keyboard: Enter opens, arrows and Tab move, Escape closes", async ({
    page,
  }) => {
    await gotoHydrated(page, "/secure-private");
    const menu = siteMenu(page);
    await expect(menu.button).toHaveAttribute("aria-controls", /.+/);
    const panelId = await menu.button.getAttribute("aria-controls");
    await menu.button.focus();
    await page.keyboard.press("Enter");
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(menu.link("Home")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(MENU_PAGES[1]!.name)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.link("Study Schedule")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.link("Home")).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.link("Study Schedule")).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("Tab");
    await expect(menu.link(MENU_PAGES[1]!.name)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.button).toBeFocused();
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();

    // Space opens it too; Tab past the last page leaves and closes it.
    await page.keyboard.press("Space");
    await expect(menu.link("Home")).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.press("Tab");
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");

    // Enter on a page goes there and closes the menu.
    await menu.button.focus();
    await page.keyboard.press("Enter");
    await expect(menu.link("Home")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(menu.link(MENU_PAGES[2]!.name)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(MENU_PAGES[2]!.path);
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
  });

  test("a click outside closes the menu; open, it passes axe and fits the screen", async ({
    page,
  }) => {
    await gotoHydrated(page, "/real-time-analytics");
    const menu = siteMenu(page);
    await menu.button.click();
    await expect(menu.link("Real-time Analytics")).toHaveAttribute("aria-current", "page");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page, "menu open");
    await expectInView(page, menu.link("Study Schedule"));
    await page.getByRole("complementary", { name: "About this site" }).click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
    await expect(menu.link("Home")).toBeHidden();
    // The button toggles it too.
    await menu.button.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "true");
    await menu.button.click();
    await expect(menu.button).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu's links are plain links in the page's HTML, before any script", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 568 },
    });
    const page = await context.newPage();
    await page.goto("/schedule");
    const hrefs = await page
      .getByRole("navigation", { name: "Main" })
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const { path } of MENU_PAGES) expect(hrefs).toContain(path);
    await context.close();
  });

  test("a long one-word name wraps in the sign-up thanks", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Get Started Free" }).click();
    const dialog = page.getByRole("dialog", { name: "Start your free trial" });
    const name = "a".repeat(80);
    await dialog.getByLabel("Full name").fill(name);
    await dialog.getByRole("button", { name: "Create my account" }).click();
    const thanks = dialog.getByText(`Thanks, ${name}!`);
    await expect(thanks).toBeVisible();
    const [text, box] = await Promise.all([thanks.boundingBox(), dialog.boundingBox()]);
    expect(text!.x).toBeGreaterThanOrEqual(box!.x);
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(
      await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoHorizontalScroll(page, "sign-up thanks");
  });

  test("starting the same Boss Level twice shows one toast", async ({ page }) => {
    await gotoHydrated(page, "/gamified-learning");
    const [first, second] = Object.values(BOSS_PROJECTS);
    const start = (title: string) =>
      page.getByRole("button", { name: `Start Project: ${title}` }).click();
    const toastFor = (title: string) =>
      page
        .getByRole("listitem")
        .filter({ hasText: "Project started" })
        .filter({ hasText: `${title} was added to your dashboard.` });
    await start(first!.title);
    await expect(toastFor(first!.title)).toBeVisible();
    await start(first!.title);
    // Toasts are shown in order: once the other project's is there, both clicks were handled.
    await start(second!.title);
    await expect(toastFor(second!.title)).toBeVisible();
    await expect(toastFor(first!.title)).toHaveCount(1);
  });

  test("the AR/VR page's two sticky bars are one compact row each", async ({ page }) => {
    await gotoHydrated(page, "/immersive-ar-vr");
    await page.getByRole("heading", { name: "Virtual experiences" }).scrollIntoViewIfNeeded();
    const header = page.getByRole("banner");
    const bar = page.locator("[data-sticky-subheader]");
    const back = bar.getByRole("link", { name: "Back to Home" });
    const vr = bar.getByRole("switch", { name: "VR Mode" });
    const settings = bar.getByRole("button", { name: "Settings" });
    await expect(back).toBeVisible();
    await expect(vr).toBeVisible();
    await expect(settings).toBeVisible();
    const [headerBox, barBox] = await Promise.all([header.boundingBox(), bar.boundingBox()]);
    // Both stay at the top of the screen, one under the other.
    expect(headerBox!.y).toBe(0);
    expect(Math.abs(barBox!.y - headerBox!.height)).toBeLessThanOrEqual(1);
    // Together under a sixth of the screen (they took 21% before).
    expect(headerBox!.height + barBox!.height).toBeLessThanOrEqual(568 / 6);
    // One row: every control sits within the bar's height, none wraps below.
    for (const control of [back, vr, settings]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(barBox!.y);
      expect(box.y + box.height).toBeLessThanOrEqual(barBox!.y + barBox!.height);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });

  test("the analytics tabs are one row that scrolls to the chosen tab", async ({ page }) => {
    await gotoHydrated(page, "/real-time-analytics");
    const tabs = page.getByRole("tablist", { name: "Analytics views" }).getByRole("tab");
    await expect(tabs).toHaveCount(4);
    const rows = new Set<number>();
    for (const tab of await tabs.all()) rows.add(Math.round((await tab.boundingBox())!.y));
    expect(rows.size, "tabs on one row").toBe(1);
    await tabs.first().focus();
    await page.keyboard.press("End");
    const last = page.getByRole("tab", { name: "Goals & Alerts" });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalScroll(page, "analytics tabs");
  });

  for (const [edition, label] of [
    ["", "Analytics views"],
    ["/ar", arabic.analytics.ANALYTICS_TABS.label],
  ] as const) {
    test(`${edition || "/"}: the analytics tabs fade at the side where more of them is hidden`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${edition}/real-time-analytics`);
      const list = page.getByRole("tablist", { name: label });
      const tabs = list.getByRole("tab");
      /** Which of the row's reading-order edges fade: [start, end]. */
      const fades = () =>
        list.evaluate((row) => {
          const mask = getComputedStyle(row).maskImage;
          return [
            row.hasAttribute("data-more-before") && mask !== "none",
            row.hasAttribute("data-more-after") && mask !== "none",
          ];
        });
      await expect.poll(fades).toEqual([false, true]);
      await tabs.first().focus();
      await page.keyboard.press("End");
      await expect(tabs.last()).toBeFocused();
      await expect.poll(fades).toEqual([true, false]);
      // The focused tab is clear of the faded edge, wholly on screen.
      await expect(tabs.last()).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Home");
      await expect.poll(fades).toEqual([false, true]);
      await expect(tabs.first()).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe("a phone at 375 x 667", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the avatar creator's tabs are one row", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    const tabs = page.getByRole("tablist", { name: "Avatar options" }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const rows = new Set<number>();
    for (const tab of await tabs.all()) rows.add(Math.round((await tab.boundingBox())!.y));
    expect(rows.size, "tabs on one row").toBe(1);
    await expectNoHorizontalScroll(page, "avatar tabs");
  });
});

test.describe("wider screens", () => {
  for (const width of [800, 1280]) {
    test(`the five collaboration cards leave no hole at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/virtual-collaboration");
      const list = page.getByRole("region", { name: "How teams work together" }).getByRole("list");
      const cards = list.getByRole("listitem");
      await expect(cards).toHaveCount(5);
      const listBox = (await list.boundingBox())!;
      const rows = new Map<number, number>();
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        const row = Math.round(box.y);
        rows.set(row, Math.max(rows.get(row) ?? 0, box.x + box.width));
      }
      expect(rows.size).toBeGreaterThan(1);
      // Every row ends at the list's right edge.
      for (const right of rows.values()) expect(right).toBeCloseTo(listBox.x + listBox.width, 0);
    });
  }

  test("the menu is offered on wide screens too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/schedule");
    const menu = siteMenu(page);
    await menu.button.click();
    await expect(menu.link("Study Schedule")).toHaveAttribute("aria-current", "page");
    await expectInView(page, menu.link("Study Schedule"));
    await page.keyboard.press("Escape");
    await expect(menu.button).toBeFocused();
  });

  test("the Watch Demo dialog takes focus without a ring around it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Watch Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Watch the demo" });
    await expect(dialog).toBeFocused();
    expect(await dialog.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("not found", () => {
  test.use({
    viewport: { width: 320, height: 568 },
    allowedConsole:
      /404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/,
  });

  test("the heading says what happened and 404 still shows", async ({ page }) => {
    await page.goto("/no/such-page");
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    await expectNoHorizontalScroll(page, "not found");
  });
});

for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]) {
  test.describe(`Start Learning on a ${viewport.width} x ${viewport.height} phone`, () => {
    test.use({ viewport });

    test("reaches the bottom, and what takes focus is on screen", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Start Learning" }).click();
      await expectAtPageBottom(page);
      // The call to action is far above the bottom here: the footer takes focus,
      // and Shift+Tab goes back to Get Started Free.
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeFocused();
      await expect(footer).toBeInViewport();
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("button", { name: "Get Started Free" })).toBeFocused();
    });
  });
}
