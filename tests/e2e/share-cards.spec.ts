import { createHash } from "node:crypto";
import { LOCALE_IDS, editionPath } from "../../app/locales";
import { ALL_PAGE_PATHS, NOT_FOUND_PAGE, SITE_ORIGIN } from "../../app/pages";
import { expect, test } from "./fixtures";

// What a messenger or a crawler reads: the prerendered page, without its script.
test.use({ javaScriptEnabled: false });

const PNG_SIGNATURE = "89504e470d0a1a0a";

test("every page of every edition names its own card, a PNG in the build", async ({
  page,
  request,
}) => {
  // Every page in one test, to compare all their cards.
  test.setTimeout(90_000);
  const cards = new Map<string, string>();
  for (const path of ALL_PAGE_PATHS) {
    // What a crawler reads is the HTML: the checks below wait for it, not for what it loads.
    await page.goto(path, { waitUntil: "commit" });
    const head = (selector: string) => page.locator(`head > meta[${selector}]`);
    const title = await page.locator("head > title").textContent();
    const image = await head('property="og:image"').getAttribute("content");
    expect(image, path).toMatch(new RegExp(`^${SITE_ORIGIN}/`));
    await expect(head('property="og:image:type"'), path).toHaveAttribute("content", "image/png");
    await expect(head('property="og:image:width"'), path).toHaveAttribute("content", "1200");
    await expect(head('property="og:image:height"'), path).toHaveAttribute("content", "630");
    await expect(head('property="og:image:alt"'), path).toHaveAttribute("content", title!);
    await expect(head('name="twitter:card"'), path).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.length, image!).toBeLessThan(100 * 1024);
    expect(png.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
    // The IHDR chunk: width and height, right after the signature and the chunk's header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image!).toEqual([1200, 630]);
    cards.set(image!, createHash("sha256").update(png).digest("hex"));
  }
  expect(cards.size).toBe(ALL_PAGE_PATHS.length);
  expect(new Set(cards.values()).size).toBe(ALL_PAGE_PATHS.length);
});

test.describe("the not-found pages", () => {
  // Chromium logs the 404 status.
  test.use({ allowedConsole: /status of 404 \(Not Found\)/ });

  test("name no card", async ({ page }) => {
    for (const id of LOCALE_IDS) {
      await page.goto(`${editionPath(id, NOT_FOUND_PAGE.path)}/no-such-page`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"]')).toHaveCount(0);
    }
  });
});

test("the service worker does not save the cards", async ({ request }) => {
  const worker = await (await request.get("/sw.js")).text();
  // It lists the files it saves (the logo among them), and no card.
  expect(worker).toContain("/favicon.svg");
  expect(worker).not.toContain("/og/");
});
