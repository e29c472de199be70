import { expect, gotoHydrated, test } from "./fixtures";

// Emoji are drawn as our own pictures (ADR 013), never by the device's emoji font: this machine's
// Chromium has none, where a character would be a box (every-page.spec.ts looks for emoji left as
// text on every page).

test.describe("emoji are our pictures", () => {
  for (const path of ["/gamified-learning", "/immersive-ar-vr"]) {
    test(`${path}: every picture loads, and a labelled one is named by its label`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const pictures = page.locator('img[src^="/emoji/"]');
      expect(await pictures.count()).toBeGreaterThan(3);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
      const named = path === "/gamified-learning" ? "Fox avatar" : "A ringed planet";
      await expect(page.getByRole("img", { name: named })).toBeVisible();
    });
  }
});
