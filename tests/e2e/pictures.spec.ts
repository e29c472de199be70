import type { Locator, Page } from "@playwright/test";
import { TRUSTED_INSTITUTIONS } from "../../app/content/data/landing";
import { THEMES } from "../../app/content/en/virtual-collaboration";
import { expect, gotoHydrated, test } from "./fixtures";

// The site's pictures (ADR 013): inline SVG in the --art-* colours, which
// follow the colour scheme; decorative, so the text beside them names things.

/** The fill of every shape in the pictures under `scope`, as computed. */
function fills(scope: Locator): Promise<string[]> {
  return scope
    .locator("svg[data-art] :is(path, rect, circle)")
    .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).fill));
}

const WHITE = "rgb(255, 255, 255)";

async function heroAndCrests(page: Page) {
  await gotoHydrated(page, "/");
  const main = page.getByRole("main");
  return {
    hero: main.getByRole("region", { name: "Learning that adapts to every student" }),
    trusted: main.getByRole("region", { name: "Trusted by schools and institutions" }),
  };
}

test.describe("pictures", () => {
  test("the landing hero has a picture, and its text stays the largest paint", async ({ page }) => {
    const { hero } = await heroAndCrests(page);
    const picture = hero.locator("svg[data-art][aria-hidden=true]");
    await expect(picture).toBeVisible();
    // Decorative: nothing in it reaches the accessibility tree.
    await expect(hero.getByRole("img")).toHaveCount(0);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            const element = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(element.element?.closest("h1, p")?.tagName ?? "not text");
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(["H1", "P"]).toContain(largest);
  });

  test("right to left, the hero's picture is mirrored, all but its tick", async ({ page }) => {
    // Whether a shape is drawn mirrored on screen: the sign of its x scale.
    const facing = (shape: string) =>
      page
        .locator(`main svg[data-art] ${shape}`)
        .first()
        .evaluate((element: SVGGraphicsElement) => Math.sign(element.getScreenCTM()?.a ?? 0));
    const tick = 'path[d="M50 250l8 8 16-16"]';
    await gotoHydrated(page, "/");
    expect([await facing("rect"), await facing(tick)]).toEqual([1, 1]);
    await gotoHydrated(page, "/ar/");
    expect([await facing("rect"), await facing(tick)]).toEqual([-1, 1]);
  });

  test("every trusted institution has a crest and is named by its name alone", async ({ page }) => {
    const { trusted } = await heroAndCrests(page);
    const items = trusted.getByRole("listitem");
    await expect(items).toHaveText(TRUSTED_INSTITUTIONS.map(({ name }) => name));
    for (const item of await items.all()) {
      await expect(item.locator("svg[data-art][aria-hidden=true]")).toBeVisible();
    }
  });

  test("each room theme shows its picture beside its name", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Choose a Theme" }).click();
    const dialog = page.getByRole("dialog", { name: "Dynamic Themes" });
    for (const theme of Object.values(THEMES)) {
      const option = dialog.locator("label").filter({
        has: page.getByRole("radio", { name: theme.name, exact: true }),
      });
      await expect(option.locator("svg[data-art][aria-hidden=true]")).toBeVisible();
    }
    // Three different scenes.
    const scenes = await dialog
      .locator("label svg[data-art]")
      .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(new Set(scenes).size).toBe(Object.keys(THEMES).length);
  });

  test.describe("in dark mode", () => {
    test.use({ colorScheme: "dark" });

    test("no picture keeps its light colours", async ({ page, browser }) => {
      const { hero, trusted } = await heroAndCrests(page);
      const dark = [...(await fills(hero)), ...(await fills(trusted))];

      const light = await browser.newPage({ colorScheme: "light" });
      const lightScene = await heroAndCrests(light);
      const bright = [...(await fills(lightScene.hero)), ...(await fills(lightScene.trusted))];
      await light.close();

      // The same shapes, each in its scheme's colour: white panels and marks
      // in light, none in dark.
      expect(dark).toHaveLength(bright.length);
      expect(bright).toContain(WHITE);
      expect(dark).not.toContain(WHITE);
      expect(dark).not.toEqual(bright);
    });
  });
});
