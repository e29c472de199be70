import { BOSS_PROJECTS } from "../../app/content/en/gamified-learning";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/** Every script that carries the toast library fails, as offline or on a stale deploy. */
async function blockToasts(page: Page) {
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("data-sonner-toaster")) await route.abort();
    else await route.fulfill({ response, body });
  });
}

test.describe("when a part of the page fails", () => {
  // The blocked scripts are logged by the browser; nothing else may be.
  test.use({ allowedConsole: /Failed to load resource: net::ERR_FAILED/ });

  test("a notice still reaches the user when the toast code cannot load", async ({ page }) => {
    await blockToasts(page);
    await gotoHydrated(page, "/gamified-learning");
    const project = BOSS_PROJECTS["eco-city"];
    await page.getByRole("button", { name: `Start Project: ${project.title}` }).click();
    const notice = page.getByRole("status").filter({ hasText: "Project started" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${project.title} was added to your dashboard.`);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByText("Project started")).toBeHidden();
  });

  test("an avatar save says how it went when the toast code cannot load", async ({ page }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await blockToasts(page);
    await gotoHydrated(page, "/virtual-collaboration");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    const notice = page.getByRole("status").filter({ hasText: "Avatar saved" });
    await expect(notice).toContainText("Downloaded PNG and saved preset locally.");
    expect(errors).toEqual([]);
  });
});
