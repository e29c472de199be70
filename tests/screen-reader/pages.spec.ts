// The analytics tabs and switch, the privacy and VR switches, and the page that is not found.
import { EDITIONS } from "../editions";
import { expect, gotoHydrated, test } from "./reader";

for (const { id, base, words } of EDITIONS) {
  test(`${id}: analytics, the Compare switch and the tabs`, async ({ page, reader }) => {
    const { ANALYTICS_PAGE, ANALYTICS_TABS } = words.analytics;
    await gotoHydrated(page, `${base}real-time-analytics`);
    await reader.start();
    await reader.readTo(`switch, ${ANALYTICS_PAGE.compare}, not checked`);
    await reader.act();
    await expect(page.getByRole("switch", { name: ANALYTICS_PAGE.compare })).toBeChecked();
    // On by Tab: the reader can lose its place when a control changes.
    await reader.tab();
    await reader.readTo(`tab, ${ANALYTICS_TABS.dashboard}, selected`);
    await reader.press("ArrowRight");
    // Arrow keys move along the reading direction: in Arabic, ArrowRight goes back.
    const next = id === "ar" ? ANALYTICS_TABS.goals : ANALYTICS_TABS.heatmap;
    await reader.heard(`tab, ${next}, selected`);
    // Its panel comes right after the tab (ADR 027).
    await expect(page.getByRole("tabpanel", { name: next })).toBeVisible();
    await reader.readTo(`tabpanel, ${next}`);
    expect(await reader.log()).toMatchSnapshot(`analytics.${id}.txt`);
  });

  test(`${id}: the privacy switch and the VR Mode switch say their state`, async ({
    page,
    reader,
  }) => {
    const profile = words.securePrivate.PRIVACY_SETTINGS["public-profile"].label;
    await gotoHydrated(page, `${base}secure-private`);
    await reader.start();
    await reader.moveTo(
      "moveToNextHeading",
      `heading, ${words.securePrivate.PRIVACY_DASHBOARD.title}`,
    );
    await reader.readTo(new RegExp(`^switch, ${profile}, .*not checked`));
    await reader.act();
    await expect(page.getByRole("switch", { name: profile })).toBeChecked();

    const { IMMERSIVE_SUBHEADER } = words.immersive;
    await gotoHydrated(page, `${base}immersive-ar-vr`);
    await reader.start();
    await reader.readTo(`switch, ${IMMERSIVE_SUBHEADER.vrMode}, not checked`);
    await reader.act();
    await expect(page.getByRole("switch", { name: IMMERSIVE_SUBHEADER.vrMode })).toBeChecked();
    expect(await reader.log()).toMatchSnapshot(`switches.${id}.txt`);
  });

  test.describe(() => {
    // Chromium logs the 404 status, and the page the path it was asked for.
    test.use({
      allowedConsole: /404 Error: User attempted to access non-existent route|status of 404/,
    });
    test(`${id}: the page that is not found says so and leads home`, async ({ page, reader }) => {
      const { NOT_FOUND_WORDS } = words.pages;
      await page.goto(`${base}no-such-page`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await reader.start();
      await reader.moveTo("moveToNextHeading", `heading, ${NOT_FOUND_WORDS.heading}, level 1`);
      await reader.readTo(`link, ${NOT_FOUND_WORDS.home}`);
      expect(await reader.log()).toMatchSnapshot(`not-found.${id}.txt`);
    });
  });
}
