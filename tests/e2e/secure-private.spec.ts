import { expect, gotoHydrated, test } from "./fixtures";

test.describe("/secure-private", () => {
  test("every section, switch defaults, local-only switches and inert buttons", async ({
    page,
  }) => {
    await gotoHydrated(page, "/secure-private");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Secure & Private");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    for (const name of [
      "Security overview",
      "Privacy dashboard",
      "Access history",
      "Emergency controls",
      "Multi-factor authentication",
      "Data backup and portability",
    ]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("Weekly auto backup")).toBeVisible();
    const parent = page.getByRole("button", { name: /Parent Dashboard/ });
    await expect(parent).toContainText("Setup Required");

    const defaults = {
      "Share data with Teachers": true,
      "Share data with Parents": true,
      "AI Assistant Access": true,
      "Allow other students to see my profile": false,
      "Show learning achievements publicly": true,
    };
    for (const [name, on] of Object.entries(defaults)) {
      const toggle = page.getByRole("switch", { name });
      if (on) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    }

    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const profile = page.getByRole("switch", { name: "Allow other students to see my profile" });
    await profile.click();
    await expect(profile).toBeChecked();
    await page.getByRole("button", { name: "Lock my account" }).click();
    await parent.click();
    await expect(page).toHaveURL(/\/secure-private$/);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(
      page.getByRole("switch", { name: "Allow other students to see my profile" }),
    ).not.toBeChecked();
  });
});
