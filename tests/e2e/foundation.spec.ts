import { DEMO_VIDEO } from "../../app/content/data/landing";
import { PAGE_WORDS } from "../../app/content/en/pages";
import { LOCALES } from "../../app/locales";
import { absoluteUrl } from "../../app/pages";
import {
  FEATURE_CARDS,
  SITE_PAGES,
  expect,
  expectAtPageBottom,
  expectNoA11yViolations,
  gotoHydrated,
  test,
} from "./fixtures";

test.describe("every route", () => {
  // Each page's head, frame and axe, opened once: every-page.spec.ts; its HTML with JavaScript
  // off: editions.spec.ts.
  test("distinct titles and descriptions", () => {
    const pages = SITE_PAGES;
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });
});

test.describe("landing page", () => {
  test("claims, feature cards and institutions", async ({ page }) => {
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const claim of ["10M+", "98%", "24/7"])
      await expect(main.getByText(claim, { exact: true })).toBeVisible();
    await expect(main.getByText("Success rate")).toBeVisible();
    await expect(main.getByText("AI support")).toBeVisible();
    await expect(main.getByText(/14-day free trial/).first()).toBeVisible();
    await expect(main.getByText(/No credit card required/i).first()).toBeVisible();

    const features = main.getByRole("region", { name: "Everything a modern school needs" });
    await expect(features.getByRole("link")).toHaveCount(6);
    for (const feature of FEATURE_CARDS) {
      await expect(
        features.getByRole("link", { name: new RegExp(`^${feature.title.replace(/[/&]/g, ".")}`) }),
      ).toHaveAttribute("href", feature.to);
    }
    await expect(
      main.getByRole("region", { name: /Trusted by/ }).getByRole("listitem"),
    ).toHaveCount(6);
  });

  test("a feature card navigates client-side to its page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("main").getByRole("link", { name: "Secure & Private" }).click();
    await expect(page).toHaveURL("/secure-private");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Secure & Private");
    // Screen readers hear the new page; keyboard focus starts at its content.
    await expect(page.getByText(`Navigated to ${PAGE_WORDS.securePrivate.title}`)).toBeAttached();
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeFocused();
  });

  test("Start Learning scrolls to the bottom and moves focus to the call to action", async ({
    page,
  }) => {
    // A laptop screen, where the call to action is still in view at the very bottom
    // (on a shorter one the footer takes focus, as on a phone: phone-layout.spec.ts).
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Start Learning" }).click();
    await expectAtPageBottom(page);
    // Focus lands on the call to action's button, ready for Enter.
    await expect(page.getByRole("button", { name: "Get Started Free" })).toBeFocused();
  });

  test("the header's Features link takes focus to the features, from any page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/schedule");
    const features = page.getByRole("link", { name: "Features" });
    await expect(features).not.toHaveAttribute("aria-current", /.*/);
    await features.click();
    await expect(page).toHaveURL("/#features");
    await expect(
      page.getByRole("region", { name: "Everything a modern school needs" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("main").getByRole("link", { name: "AI-Powered Personalization" }),
    ).toBeFocused();
    // The footer marks the page you are on.
    await gotoHydrated(page, "/schedule");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Study Schedule" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("Watch Demo embeds the video only while the dialog is open", async ({ page }) => {
    // The player's host answers with a page that has nothing to focus (no test reaches the network).
    await page.route(
      (url) => url.href.startsWith(DEMO_VIDEO.embedUrl),
      (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await gotoHydrated(page, "/");
    await expect(page.locator("iframe")).toHaveCount(0);
    const opener = page.getByRole("button", { name: "Watch Demo" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Watch the demo" });
    // Focus starts on the dialog, not inside the player, where Escape would not reach the page.
    await expect(dialog).toBeFocused();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute("title", /demo video/);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    const box = await frame.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    const link = dialog.getByRole("link", { name: /Watch it on YouTube/ });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoA11yViolations(page);
    // Tab and Shift+Tab go round the dialog's two controls, past the player's frame (here the
    // route's page); tests/engines/dialogs.spec.ts walks the others.
    await expect(frame.contentFrame().locator("title")).toBeAttached();
    const close = dialog.getByRole("button", { name: "Close dialog" });
    for (const [key, target] of [
      ["Tab", link],
      ["Tab", close],
      ["Tab", link],
      ["Shift+Tab", close],
      ["Shift+Tab", link],
    ] as const) {
      await page.keyboard.press(key);
      await expect(target, key).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("Get Started Free: the email input catches an invalid one; the form sends nothing and says so", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const opener = page.getByRole("button", { name: "Get Started Free" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Start your free trial" });
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("I am a").locator("option")).toHaveText([
      "Student",
      "Teacher",
      "Parent",
      "Administrator",
    ]);
    await expect(dialog.getByLabel(/Institution/)).not.toHaveAttribute("required", /.*/);
    await expectNoA11yViolations(page);

    // An invalid email is caught by the email input.
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Create my account" }).click();
    await expect(dialog.getByRole("status")).toBeEmpty();
    expect(
      await dialog
        .getByLabel("Email")
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);

    await dialog.getByLabel("Full name").fill('<img src=x onerror="alert(1)">');
    await dialog.getByLabel("Email").fill("ada@example.org");
    await dialog.getByLabel("I am a").selectOption("teacher");
    // The dialog's code has loaded; from here on, nothing may go out.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await dialog.getByRole("button", { name: "Create my account" }).click();
    const status = dialog.getByRole("status");
    await expect(status).toContainText('Thanks, <img src=x onerror="alert(1)">!');
    await expect(status).toContainText("nothing you entered was stored or sent");
    expect(requests).toEqual([]);
    // The button under the thanks, outside the status region, which holds only the words.
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeFocused();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe("when a dialog's code cannot load", () => {
    test.use({ allowedConsole: /Failed to load resource|dynamically imported module/ });

    test("the button says so, and a later click tries again", async ({ page }) => {
      // Before the page loads: its idle-time fetch of the dialog fails quietly too.
      await page.route(/\/assets\/sign-up-dialog-[\w-]+\.js$/, (route) => route.abort());
      await gotoHydrated(page, "/");
      const opener = page.getByRole("button", { name: "Get Started Free" });
      await opener.click();
      await expect(page.getByText("This could not be opened")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(opener).toHaveAttribute("aria-expanded", "false");

      await page.unroute(/\/assets\/sign-up-dialog-[\w-]+\.js$/);
      await opener.click();
      await expect(page.getByRole("dialog", { name: "Start your free trial" })).toBeVisible();
    });
  });

  test("keyboard: Tab walks skip link, header, then the hero actions in order", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const expected = [
      page.getByRole("link", { name: "Skip to main content" }),
      // Every edition of app/locales.ts, by its own name (English, Español, العربية...).
      ...Object.values(LOCALES).map(({ name }) =>
        page.getByRole("navigation", { name: "Language" }).getByRole("link", { name }),
      ),
      page.getByRole("banner").getByRole("link", { name: "Lumina Academy" }),
      page.getByRole("link", { name: "Features" }),
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }),
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }),
      page.getByRole("button", { name: "Start Learning" }),
      page.getByRole("button", { name: "Watch Demo" }),
    ];
    for (const target of expected) {
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    }
  });
});

test.describe("schedule", () => {
  test("this week's five sessions, links and the inert export", async ({ page }) => {
    await gotoHydrated(page, "/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Schedule");
    const week = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "Monday" }) });
    await expect(week.getByRole("listitem")).toHaveCount(5);
    await expect(week.getByRole("heading", { level: 3 })).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    for (const type of ["Practice", "Build", "Experiment", "Review", "Assess"]) {
      await expect(week.getByText(type, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back to AI Personalization" })).toHaveAttribute(
      "href",
      "/ai-personalization",
    );
    await expect(page.getByRole("link", { name: "Back to Personalization" })).toHaveAttribute(
      "href",
      "/ai-personalization",
    );
    const exportButton = page.getByRole("button", { name: "Export Schedule" });
    await exportButton.click();
    await expect(page).toHaveURL("/schedule");
  });

  test("/schedule/ serves the same page and the head survives client navigation", async ({
    page,
  }) => {
    await gotoHydrated(page, "/schedule/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Schedule");
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Study Schedule" }).click();
    await expect(page).toHaveURL("/schedule");
    await expect(page).toHaveTitle(PAGE_WORDS.schedule.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      PAGE_WORDS.schedule.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absoluteUrl("/schedule"),
    );
  });
});

test.describe("not found", () => {
  // The 404 status itself is logged by Chromium, and the page logs the path.
  test.use({
    allowedConsole:
      /404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/,
  });

  test("unknown paths get a 404 status, the page and a console log of the path", async ({
    page,
  }) => {
    const logged = page.waitForEvent("console", (message) =>
      message.text().endsWith("route: /no/such-page"),
    );
    const response = await page.goto("/no/such-page?x=1");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await logged;
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
