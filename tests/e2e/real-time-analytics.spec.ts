import { SKILLS_HEATMAP } from "../../app/content/en/analytics";
import { TOPIC_PERFORMANCE } from "../../app/content/data/analytics";
import { idsOf } from "../../app/lib/ids";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test.describe("/real-time-analytics", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/real-time-analytics");
  });

  test("dashboard by default: overall progress and the live score feed", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real-time Analytics");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel", { name: "Dashboard" });
    await expect(panel.getByRole("progressbar", { name: "Syllabus completed" })).toHaveAttribute(
      "aria-valuenow",
      "78",
    );
    for (const text of [
      "Current average",
      "Weekly study time",
      "Assignments done",
      "Quiz average",
    ]) {
      await expect(panel.getByText(text)).toBeVisible();
    }
    await expect(panel.getByRole("listitem").filter({ hasText: "/100" })).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Generate Report" })).toBeEnabled();
  });

  test("Compare with others adds each score's average time", async ({ page }) => {
    const compare = page.getByRole("switch", { name: "Compare with others" });
    await expect(compare).not.toBeChecked();
    await expect(page.getByText(/Average time/)).toHaveCount(0);
    await compare.click();
    await expect(compare).toBeChecked();
    await expect(page.getByText(/Average time \d+ min/)).toHaveCount(3);
    await expect(page.getByText("Average time 15 min")).toBeVisible();
    await compare.press("Space");
    await expect(page.getByText(/Average time/)).toHaveCount(0);
  });

  test("tabs by keyboard; the heatmap tells each status by text", async ({ page }) => {
    await page.getByRole("tab", { name: "Dashboard" }).focus();
    await page.keyboard.press("ArrowRight");
    const heatmapTab = page.getByRole("tab", { name: "Skills Heatmap" });
    await expect(heatmapTab).toBeFocused();
    await expect(heatmapTab).toHaveAttribute("aria-selected", "true");
    const heatmap = page.getByRole("tabpanel", { name: "Skills Heatmap" });
    const tiles = heatmap.getByRole("listitem");
    await expect(tiles).toHaveCount(8);
    const expected = {
      Algebra: "Keep it up!",
      Geometry: "Needs revision",
      Calculus: "Focus area",
      Physics: "Keep it up!",
      Chemistry: "Needs revision",
      Biology: "Keep it up!",
      Literature: "Needs revision",
      History: "Focus area",
    } as const;
    for (const id of idsOf(TOPIC_PERFORMANCE)) {
      const topic = SKILLS_HEATMAP.topics[id];
      const performance = TOPIC_PERFORMANCE[id];
      const tile = tiles.filter({ has: page.getByRole("heading", { name: topic }) });
      await expect(tile).toContainText(`${performance}%`);
      await expect(tile).toContainText(expected[topic]);
      await expect(tile.getByRole("progressbar")).toHaveAttribute(
        "aria-valuenow",
        String(performance),
      );
    }
    await expectNoA11yViolations(page);

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Goals & Alerts" })).toBeFocused();
    const goals = page.getByRole("tabpanel", { name: "Goals & Alerts" });
    await expect(goals.getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const status of ["In Progress", "Pending", "Completed"]) {
      await expect(goals.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(goals.getByRole("button", { name: "Set New Goal" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.keyboard.press("ArrowLeft");
    const predictions = page.getByRole("tabpanel", { name: "Predictions" });
    for (const text of [
      "Completion prediction",
      "Grade prediction",
      "Test confidence",
      "You are 13% above class average.",
    ]) {
      await expect(predictions.getByText(text)).toBeVisible();
    }
    await expect(predictions.getByRole("progressbar", { name: "Class average" })).toHaveAttribute(
      "aria-valuenow",
      "65",
    );
    await expect(predictions.getByRole("progressbar", { name: "AI recommended" })).toHaveAttribute(
      "aria-valuenow",
      "85",
    );
    await expect(predictions.getByRole("progressbar", { name: "Your progress" })).toHaveAttribute(
      "aria-valuenow",
      "78",
    );
    await expectNoA11yViolations(page);

    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
