// The language offer covers nothing that has focus (WCAG 2.4.11): fixed at the bottom of the
// screen, the page makes room below for it (app/lib/room-below.ts), so that every control that
// takes focus ends above it, and the page's end scrolls clear of it. The toasts, the same way, in
// every engine: tests/engines/covers-nothing.spec.ts.
import type { Locator, Page } from "@playwright/test";
import { LOCALES } from "../../app/locales";
import { expect, expectAtPageBottom, gotoHydrated, test } from "./fixtures";

/**
 * Presses Tab until focus reaches the card (or leaves the page): each control focused on the way
 * lies on the screen above the card's top. Then, at the page's end, its last line is above it too.
 */
async function expectFocusClearOf(page: Page, card: Locator, what: string) {
  const cardTop = (await card.boundingBox())!.y;
  for (let stop = 0; ; stop++) {
    await page.keyboard.press("Tab");
    if (await card.evaluate((element) => element.contains(document.activeElement))) break;
    expect(stop, `${what} is reached by Tab`).toBeLessThan(200);
    const focused = page.locator(":focus");
    const box = (await focused.boundingBox())!;
    const { name, ring } = await focused.evaluate((element) => {
      const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(element);
      return {
        name: element.outerHTML.slice(0, 80),
        // Its focus ring, drawn outside it.
        ring: outlineStyle === "none" ? 0 : parseFloat(outlineWidth) + parseFloat(outlineOffset),
      };
    });
    expect(box.y, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height + ring, `${name} and its ring end above ${what}`).toBeLessThanOrEqual(
      cardTop,
    );
  }
  await page.keyboard.press("End");
  await expectAtPageBottom(page);
  const footerEnd = await page.getByRole("contentinfo").evaluate((footer) => {
    const last = footer.lastElementChild!.lastElementChild!;
    return last.getBoundingClientRect().bottom;
  });
  expect(footerEnd, `the page's last line ends above ${what}`).toBeLessThanOrEqual(cardTop);
}

test.describe("the offer of another edition, to a browser that prefers Spanish", () => {
  test.use({ locale: "es-ES" });

  test("on a phone, covers nothing that has focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    const card = page.locator("div:has(> div[lang=es])", { hasText: LOCALES.es.offer.text });
    await expect(card).toBeVisible();
    await expectFocusClearOf(page, card, "the offer");
  });
});
