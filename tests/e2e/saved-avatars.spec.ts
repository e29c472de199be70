import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, openSecondWindow, test } from "./fixtures";

const PATH = "/virtual-collaboration";

const storedText = (page: Page) => page.evaluate(() => localStorage.getItem("avatars"));
const storedNames = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("avatars") ?? "[]") as { name: string }[]).map((p) => p.name),
  );

/** A valid preset as the site stores it. */
const preset = (name: string, minute = 0) => ({
  name,
  skinTone: 0,
  hairColor: 0,
  eyeColor: 0,
  hairStyle: 0,
  outfit: 0,
  accessories: [],
  createdAt: new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString(),
});

/** Seeds `avatars` (and any other keys) once, before the page's scripts run. */
async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem("seeded", "1");
  }, values);
}

/**
 * Makes `page` click the control `name` the moment the "go" message is posted on a
 * BroadcastChannel, so two tabs act in the same instant (the first visible button
 * with that text inside `within`).
 */
async function armClick(page: Page, name: string, within = "body") {
  await page.evaluate(
    ([label, scope]) => {
      const find = () =>
        [...document.querySelector(scope)!.querySelectorAll("button")].find(
          (element) => element.textContent?.trim() === label && element.offsetParent !== null,
        );
      // Armed only where there is something to click: a click that finds nothing would fail the
      // trial later, and less clearly.
      if (!find()) throw new Error(`No visible "${label}" button in ${scope} to arm`);
      const channel = new BroadcastChannel("go");
      channel.onmessage = () => {
        find()?.click();
        channel.close();
      };
    },
    [name, within] as const,
  );
}

/** Each trial waits for the saves or deletes to be stored: looked for often, not after a pause. */
const intervals = [25];

const go = (page: Page) => page.evaluate(() => new BroadcastChannel("go").postMessage(1));

test.describe("saved avatars", () => {
  // What is stored is the point here, not how dialogs and toasts move.
  test.use({ reducedMotion: "reduce" });

  test("two tabs saving in the same instant keep both presets, 25 times", async ({ page }) => {
    test.setTimeout(180_000);
    await gotoHydrated(page, PATH);
    const other = await openSecondWindow(page, PATH);
    await page.getByLabel("Avatar name").fill("Left");
    await other.getByLabel("Avatar name").fill("Right");
    for (let trial = 1; trial <= 25; trial++) {
      // Each tab's Save is available again (its last save has finished).
      for (const tab of [page, other]) {
        await expect(tab.getByRole("button", { name: "Save Avatar" })).not.toHaveAttribute(
          "aria-disabled",
          "true",
        );
      }
      await armClick(page, "Save Avatar");
      await armClick(other, "Save Avatar");
      const downloads = [page.waitForEvent("download"), other.waitForEvent("download")];
      await go(page);
      await Promise.all(downloads);
      await expect
        .poll(async () => (await storedNames(page)).length, {
          message: `trial ${trial}`,
          intervals,
        })
        .toBe(trial * 2);
    }
    const names = await storedNames(page);
    expect(names.filter((name) => name === "Left")).toHaveLength(25);
    expect(names.filter((name) => name === "Right")).toHaveLength(25);
  });

  test("two tabs deleting in the same instant both delete, 10 times", async ({ page }) => {
    test.setTimeout(180_000);
    const presets = Array.from({ length: 20 }, (_, index) => preset(`P${index}`, index));
    await seed(page, { avatars: JSON.stringify(presets) });
    await gotoHydrated(page, PATH);
    const other = await openSecondWindow(page, PATH);
    for (let trial = 0; trial < 10; trial++) {
      // The newest two: P19 and P18 first, then P17 and P16...
      const [mine, theirs] = [`P${19 - 2 * trial}`, `P${18 - 2 * trial}`];
      await page.getByRole("button", { name: `Delete ${mine}` }).click();
      await other.getByRole("button", { name: `Delete ${theirs}` }).click();
      for (const tab of [page, other]) {
        // The dialog's frame paints first and its body a frame later (ADR 007): wait for the
        // body's button, not the frame.
        await expect(
          tab
            .getByRole("dialog", { name: "Delete this avatar?" })
            .getByRole("button", { name: "Delete", exact: true }),
        ).toBeVisible();
        await armClick(tab, "Delete", "dialog[open]");
      }
      await go(page);
      for (const tab of [page, other]) await expect(tab.getByRole("dialog")).toBeHidden();
      await expect
        .poll(async () => (await storedNames(page)).length, {
          message: `trial ${trial}`,
          intervals,
        })
        .toBe(18 - 2 * trial);
      expect(await storedNames(page)).not.toContain(mine);
      expect(await storedNames(page)).not.toContain(theirs);
    }
  });

  test("Cancel once another tab has deleted the avatar asked about: focus goes to the heading", async ({
    page,
  }) => {
    await seed(page, { avatars: JSON.stringify([preset("Ada"), preset("Ben", 1)]) });
    await gotoHydrated(page, PATH);
    const other = await openSecondWindow(page, PATH);
    const saved = page.getByRole("region", { name: "Saved avatars" });
    await saved.getByRole("button", { name: "Delete Ada" }).click();
    await other.getByRole("button", { name: "Delete Ada" }).click();
    await other.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    // Under the open dialog the list is inert, but it follows the other tab.
    await expect(
      saved.getByRole("button", { name: "Delete Ada", includeHidden: true }),
    ).toHaveCount(0);
    await page
      .getByRole("dialog", { name: "Delete this avatar?" })
      .getByRole("button", { name: "Cancel" })
      .click();
    await expect(saved.getByRole("heading", { name: "Saved avatars" })).toBeFocused();
  });

  test("entries the site does not understand are kept byte for byte", async ({ page }) => {
    const odd = `[{"n":12345678901234567890},1.50,{"k":1,"k":2},${JSON.stringify(preset("Kept"))}]`;
    await seed(page, { avatars: odd });
    await gotoHydrated(page, PATH);
    await page.getByLabel("Avatar name").fill("New");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByRole("button", { name: "Load New" })).toBeVisible();
    expect((await storedText(page))!.startsWith(odd.slice(0, -1) + ",")).toBe(true);
    await page.getByRole("button", { name: "Delete New" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Load New" })).toBeHidden();
    expect(await storedText(page)).toBe(odd);
  });

  test("many presets: the newest show first, a page at a time", async ({ page }) => {
    const presets = Array.from({ length: 30 }, (_, index) => preset(`P${index}`, index));
    await seed(page, { avatars: JSON.stringify(presets) });
    await gotoHydrated(page, PATH);
    const saved = page.getByRole("region", { name: "Saved avatars" });
    await expect(saved.getByRole("listitem")).toHaveCount(12);
    await expect(saved.getByRole("listitem").first()).toContainText("P29");
    await expect(saved.getByText("Showing 12 of 30 saved avatars")).toBeVisible();
    const more = saved.getByRole("button", { name: "Show more" });
    await more.click();
    await expect(saved.getByRole("listitem")).toHaveCount(24);
    await expect(more).toBeFocused();
    await more.click();
    await expect(saved.getByRole("listitem")).toHaveCount(30);
    await expect(more).toBeHidden();
    await expect(saved.getByRole("button", { name: "Load P0" })).toBeVisible();
  });

  test("an unreadable list too big to back up: download it, start a new list, save", async ({
    page,
  }) => {
    // Bigger than the room left beside it, so its backup copy cannot fit.
    const unreadable = `{${"x".repeat(3_000_000)}`;
    await page.addInitScript((value) => {
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem("avatars", value);
      sessionStorage.setItem("seeded", "1");
    }, unreadable);
    await gotoHydrated(page, PATH);
    const saved = page.getByRole("region", { name: "Saved avatars" });
    await expect(saved.getByText(/could not be read/)).toBeVisible();

    let downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByText("Save failed")).toBeVisible();
    await expect(page.getByText("No room to back up the unreadable avatars")).toBeVisible();
    expect(await storedText(page)).toBe(unreadable);

    downloading = page.waitForEvent("download");
    await saved.getByRole("button", { name: "Download unreadable data" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("unreadable-saved-avatars.txt");
    expect(readFileSync((await file.path())!, "utf8")).toBe(unreadable);

    const startNew = saved.getByRole("button", { name: "Start a new list" });
    await startNew.click();
    const dialog = page.getByRole("dialog", { name: "Start a new list?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(startNew).toBeFocused();
    expect(await storedText(page)).toBe(unreadable);
    await startNew.click();
    await dialog.getByRole("button", { name: "Start new list" }).click();
    await expect(saved.getByText("No saved avatars yet")).toBeVisible();
    await expect(saved.getByRole("heading", { name: "Saved avatars" })).toBeFocused();

    downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByText("Avatar saved")).toBeVisible();
    expect(await storedNames(page)).toHaveLength(1);
  });

  test("backups are listed with Download and Delete, and deleted only when confirmed", async ({
    page,
  }) => {
    const key = "avatars-backup-2026-11-20T10:00:00.000Z";
    await seed(page, { [key]: "{old unreadable list", avatars: "[]" });
    await gotoHydrated(page, PATH);
    const backups = page.getByRole("region", { name: "Backups" });
    await expect(backups.getByText(/Backup from/)).toBeVisible();

    const downloading = page.waitForEvent("download");
    await backups.getByRole("button", { name: /^Download backup from/ }).click();
    const file = await downloading;
    expect(readFileSync((await file.path())!, "utf8")).toBe("{old unreadable list");

    await backups.getByRole("button", { name: /^Delete backup from/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this backup?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).not.toBeNull();
    await backups.getByRole("button", { name: /^Delete backup from/ }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(backups).toBeHidden();
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  });
});
