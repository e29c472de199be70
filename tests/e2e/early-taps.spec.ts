import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/**
 * Holds every script of the page until `release()` is called, so a test can
 * act on the painted page before it hydrates, for as long as it needs.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const hydrated = (page: Page) =>
  page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

interface EarlyTap {
  path: string;
  /** The control the user taps before the page has hydrated. */
  control: (page: Page) => Locator;
  /** Waits for what the tap does, once (a second activation would undo it). */
  result: (page: Page, control: Locator) => Promise<void>;
}

const opensDialog =
  (name: string) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
  };

const TAPS: EarlyTap[] = [
  {
    path: "/",
    control: (page) => page.getByRole("button", { name: "Watch Demo" }),
    result: opensDialog("Watch the demo"),
  },
  {
    path: "/ai-personalization",
    control: (page) => page.getByRole("button", { name: "Chat with AI Coach" }),
    result: opensDialog("AI Coach"),
  },
  {
    path: "/virtual-collaboration",
    control: (page) => page.getByRole("button", { name: "Join Collaboration Room" }),
    result: opensDialog("Collaboration Room"),
  },
  {
    path: "/gamified-learning",
    control: (page) => page.getByRole("button", { name: /Mini Games/ }),
    result: opensDialog("Mini Games"),
  },
  {
    path: "/real-time-analytics",
    control: (page) => page.getByRole("tab", { name: "Skills Heatmap" }),
    result: async (_, tab) => expect(tab).toHaveAttribute("aria-selected", "true"),
  },
  {
    path: "/secure-private",
    control: (page) => page.getByRole("switch", { name: "Allow other students to see my profile" }),
    result: async (_, toggle) => expect(toggle).toBeChecked(),
  },
  {
    path: "/immersive-ar-vr",
    control: (page) => page.getByRole("switch", { name: "VR Mode" }),
    result: async (page, toggle) => {
      await expect(toggle).toBeChecked();
      await expect(page.getByRole("button", { name: /^Enter VR/ })).toHaveCount(4);
    },
  },
];

test.describe("a tap before hydration is not lost", () => {
  for (const { path, control, result } of TAPS) {
    test(`${path}: tapped at first paint, answered once after hydration`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const target = control(page);
      await target.click();
      // Held, and shown as pending, while the page's code is still on its way.
      await expect(target).toHaveAttribute("aria-busy", "true");
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

      scripts.release();
      await hydrated(page);
      await result(page, target);
      await expect(page.locator("[aria-busy=true], [data-pending]")).toHaveCount(0);
    });
  }

  test("two taps on a switch toggle it once; only the last control tapped answers", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/immersive-ar-vr", { waitUntil: "domcontentloaded" });
    const vr = page.getByRole("switch", { name: "VR Mode" });
    const collaboration = page.getByRole("switch", { name: "Collaboration Mode" });
    await expect(collaboration).not.toBeChecked();
    await collaboration.click();
    await vr.click();
    await vr.click();
    await expect(collaboration).not.toHaveAttribute("aria-busy", "true");
    scripts.release();
    await hydrated(page);
    await expect(vr).toBeChecked();
    await expect(collaboration).not.toBeChecked();
  });

  test("Enter on a focused button before hydration opens its dialog", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const opener = page.getByRole("button", { name: "Watch Demo" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(opener).toHaveAttribute("aria-busy", "true");
    scripts.release();
    await hydrated(page);
    await expect(page.getByRole("dialog", { name: "Watch the demo" })).toBeVisible();
  });

  test("what is typed or chosen before hydration is what the page goes on with", async ({
    page,
  }) => {
    let scripts = await holdScripts(page);
    await page.goto("/virtual-collaboration", { waitUntil: "domcontentloaded" });
    const name = page.getByRole("textbox", { name: "Avatar name" });
    await name.fill("Zed");
    const honey = page
      .getByRole("radiogroup", { name: "Skin tone" })
      .getByRole("radio", { name: "Honey" });
    await honey.check();
    scripts.release();
    await hydrated(page);
    await expect(page.getByRole("img", { name: /honey skin/ })).toBeVisible();
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await expect(page.getByRole("button", { name: "Load Zed" })).toBeVisible();
    await expect(name).toHaveValue("Zed");
    await expect(honey).toBeChecked();

    await page.unrouteAll();
    scripts = await holdScripts(page);
    await page.goto("/ai-personalization", { waitUntil: "domcontentloaded" });
    const pace = page.getByRole("slider", { name: "Learning pace" });
    await pace.fill("80");
    scripts.release();
    await hydrated(page);
    await expect(pace).toHaveAttribute("aria-valuetext", "80, Fast");
  });

  test("links work as plain links before hydration", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Study Schedule" }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Schedule");
    scripts.release();
  });
});

test("the landing dialogs' code is fetched once the page is idle, before any click", async ({
  page,
}) => {
  const dialogCode = [
    /\/assets\/demo-video-dialog-[\w-]+\.js$/,
    /\/assets\/sign-up-dialog-[\w-]+\.js$/,
  ];
  const fetched = dialogCode.map((pattern) => page.waitForResponse(pattern));
  await page.goto("/");
  await Promise.all(fetched);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("when the page's scripts cannot load", () => {
  test("it says so, with a Reload that works", async ({ page, consoleProblems }) => {
    let failing = true;
    await page.route(/\/assets\/.+\.js$/, (route) =>
      failing ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const alert = page.getByRole("alert").filter({ hasText: "could not finish loading" });
    await expect(alert).toBeVisible();
    await expectNoA11yViolations(page);
    // The failed requests are the point of this test.
    consoleProblems.length = 0;

    failing = false;
    await alert.getByRole("button", { name: "Reload" }).click();
    await hydrated(page);
    await expect(alert).toBeHidden();
    consoleProblems.length = 0;
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says what needs JavaScript, and those controls do not look ready", async ({
    page,
  }) => {
    await page.goto("/real-time-analytics");
    // (Playwright's text and role queries skip <noscript>, whatever the page's scripting.)
    const note = page.locator("body > noscript > p");
    await expect(note).toBeVisible();
    await expect(note).toContainText("JavaScript is off in this browser.");
    await expect(
      page.locator("main noscript > p", { hasText: "These tabs need JavaScript" }),
    ).toBeVisible();
    const tab = page.getByRole("tab", { name: "Skills Heatmap" });
    await expect(tab).toHaveCSS("cursor", "not-allowed");
    await expect(tab).toHaveCSS("opacity", "0.6");
    await expect(page.getByRole("alert")).toBeHidden();
  });

  test("each widget section says it needs JavaScript", async ({ page }) => {
    const sections: [path: string, section: string][] = [
      ["/secure-private", "Privacy dashboard"],
      ["/immersive-ar-vr", "Virtual experiences"],
      ["/virtual-collaboration", "Avatar Creator"],
    ];
    for (const [path, section] of sections) {
      await page.goto(path);
      await expect(
        page
          .getByRole("region", { name: section })
          .locator("noscript > p", { hasText: "needs JavaScript" })
          .first(),
      ).toContainText("needs JavaScript");
    }
  });
});
