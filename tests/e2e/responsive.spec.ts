import { PAGE_PATHS } from "../../app/pages";
import { expect, gotoHydrated, test } from "./fixtures";

// Runs in the "mobile" project (Pixel 7) and at 320 px: no page may scroll sideways.
for (const path of PAGE_PATHS) {
  test(`${path} fits a narrow screen without horizontal scroll`, async ({ page }) => {
    for (const width of [320, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
