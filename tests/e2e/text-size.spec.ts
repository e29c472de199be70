// WCAG 1.4.4: every page of every edition with the browser's text size at 200%, as a reader sets
// it (Chromium's font size setting, here through the DevTools protocol: 32 px where the default is
// 16 px). Our sizes and breakpoints are in rem, so the page lays out as for a screen half as wide;
// on a laptop's screen nothing may scroll sideways, be cut off or run out of its box
// (tests/reflow.ts). The engine journeys hold the same at 320 px and with text spacing.
import { LOCALE_IDS, editionPath } from "../../app/locales";
import { PAGE_PATHS } from "../../app/pages";
import { layoutProblems } from "../reflow";
import { expect, gotoHydrated, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

for (const id of LOCALE_IDS) {
  test(`every page of the ${id} edition at 200% text size`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    for (const pagePath of PAGE_PATHS) {
      const path = editionPath(id, pagePath);
      await gotoHydrated(page, path);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
        `${path}: the text size`,
      ).toBe("32px");
      expect.soft(await page.evaluate(layoutProblems), `${path}: the layout`).toEqual([]);
    }
  });
}
