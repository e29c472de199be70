import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, openSecondWindow, test } from "./fixtures";

async function savedPng(download: Download) {
  const bytes = readFileSync((await download.path())!);
  // PNG signature, then the IHDR chunk's width and height.
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    base64: bytes.toString("base64"),
  };
}

/** Alpha of the PNG's top-left corner and centre, decoded by the browser. */
async function cornerAndCentreAlpha(page: Page, base64: string) {
  return page.evaluate(async (data) => {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    return [context.getImageData(2, 2, 1, 1).data[3], context.getImageData(256, 256, 1, 1).data[3]];
  }, base64);
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("avatars") ?? "null"));

test.describe("/virtual-collaboration", () => {
  test("cards, sections, stats and links", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Virtual Collaboration Spaces",
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    for (const name of ["Avatar Creator", "Join Collaboration Room", "Dynamic Themes"]) {
      await expect(page.getByRole("heading", { name, level: 2 }).first()).toBeVisible();
    }
    for (const name of [
      "Team pods",
      "Shared workspace",
      "Global collaboration",
      "Interactive tools",
      "Progress tracker and leaderboard",
    ]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    const stats = page.locator("#collaboration-stats");
    for (const [value, label] of [
      ["12", "Avatars created"],
      ["5", "Favourite styles"],
      ["8/10", "Team goals"],
      ["12", "Meetings"],
    ] as const) {
      await expect(stats.getByText(label)).toBeVisible();
      await expect(stats.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /VR Mode/ })).toHaveAttribute(
      "href",
      "/immersive-ar-vr",
    );
    await expect(page.getByRole("link", { name: /AR Mode/ })).toHaveAttribute(
      "href",
      "/immersive-ar-vr",
    );
    await expect(page.getByRole("button", { name: "Start Collaborating" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch Demo" })).toBeVisible();
  });

  test("avatar: options, accessories, a real 512x512 PNG and presets appended", async ({
    page,
  }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    const creator = page.locator("#avatar-creator");
    const preview = creator.getByRole("img", { name: /My Avatar: Avatar with/ });
    await expect(preview).toBeVisible();
    await creator
      .getByRole("radiogroup", { name: "Skin tone" })
      .getByRole("radio", { name: "Umber" })
      .check();
    await creator
      .getByRole("radiogroup", { name: "Eye colour" })
      .getByRole("radio", { name: "Green" })
      .check();
    await creator.getByRole("tab", { name: "Style" }).click();
    await creator.getByRole("radio", { name: "Ponytail" }).check();
    await creator.getByRole("radio", { name: "Tech" }).check();
    await creator.getByRole("tab", { name: "Extras" }).click();
    const glasses = creator.getByRole("button", { name: "Glasses" });
    await glasses.click();
    await expect(glasses).toHaveAttribute("aria-pressed", "true");
    await creator.getByRole("button", { name: "Hat" }).click();
    await creator.getByRole("button", { name: "Hat" }).click();
    await expect(creator.getByRole("button", { name: "Hat" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(preview).toHaveAccessibleName(
      "My Avatar: Avatar with umber skin, black hair in a ponytail, green eyes, a tech outfit, with glasses.",
    );
    await expectNoA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await creator.getByRole("button", { name: "Save Avatar" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("My Avatar.png");
    const png = await savedPng(download);
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(await cornerAndCentreAlpha(page, png.base64)).toEqual([0, 255]);
    await expect(page.getByText("Avatar saved")).toBeVisible();
    await expect(page.getByText("Downloaded PNG and saved preset locally.")).toBeVisible();

    const [first] = await stored(page);
    expect(first).toEqual({
      name: "My Avatar",
      skinTone: 4,
      hairColor: 0,
      eyeColor: 2,
      hairStyle: 5,
      outfit: 4,
      accessories: [0],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    await creator.getByLabel("Avatar name").fill("   ");
    const second = page.waitForEvent("download");
    await creator.getByRole("button", { name: "Save Avatar" }).click();
    expect((await second).suggestedFilename()).toBe("avatar.png");
    // The preset is stored after the download starts (it waits its turn: ADR 010).
    await expect.poll(() => stored(page)).toHaveLength(2);

    await creator.getByLabel("Avatar name").fill('a/b:c*?"<img src=x>');
    const third = page.waitForEvent("download");
    await creator.getByRole("button", { name: "Save Avatar" }).click();
    expect((await third).suggestedFilename()).toBe("a_b_c____img src=x_.png");

    const saved = creator
      .getByRole("region", { name: "Saved avatars" })
      .or(creator.locator("section"));
    await expect(saved.getByRole("listitem")).toHaveCount(3);
    await saved.getByRole("button", { name: "Load My Avatar" }).click();
    await expect(creator.getByLabel("Avatar name")).toHaveValue("My Avatar");
    // The blank name reads as "Unnamed avatar", never as nothing.
    await expect(saved.getByRole("button", { name: "Load Unnamed avatar" })).toBeVisible();
    const deleteMine = saved.getByRole("button", { name: "Delete My Avatar" });
    await deleteMine.click();
    const confirm = page.getByRole("dialog", { name: "Delete this avatar?" });
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteMine).toBeFocused();
    expect(await stored(page)).toHaveLength(3);
    await page.keyboard.press("Enter");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(saved.getByRole("listitem")).toHaveCount(2);
    await expect(creator.getByRole("heading", { name: "Saved avatars" })).toBeFocused();
    // The preset is stored after the download starts (it waits its turn: ADR 010).
    await expect.poll(() => stored(page)).toHaveLength(2);
  });

  test("a full or blocked storage gives Save failed and keeps the list", async ({ page }) => {
    const before = [{ kept: "as it was" }];
    await page.addInitScript((value) => {
      localStorage.setItem("avatars", JSON.stringify(value));
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    }, before);
    await gotoHydrated(page, "/virtual-collaboration");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByText("Save failed")).toBeVisible();
    await expect(page.getByText("Could not store preset locally.")).toBeVisible();
    expect(await stored(page)).toEqual(before);
  });

  test("blocked storage: the page says so, and a save says it failed", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await gotoHydrated(page, "/virtual-collaboration");
    await expect(page.getByText("This browser's storage is not available.")).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByText("Save failed")).toBeVisible();
    await expect(page.getByText("Could not store preset locally.")).toBeVisible();
  });

  test("a save in another window shows up in this one", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    const saved = page.getByRole("region", { name: "Saved avatars" });
    await expect(saved.getByText("No saved avatars yet")).toBeVisible();
    const other = await openSecondWindow(page, "/virtual-collaboration");
    await other.getByLabel("Avatar name").fill("From the other tab");
    const downloading = other.waitForEvent("download");
    await other.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(saved.getByRole("button", { name: "Load From the other tab" })).toBeVisible();
  });

  test("a corrupted avatars value survives a save", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("avatars", "{not a list");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await gotoHydrated(page, "/virtual-collaboration");
    await expect(page.getByText(/could not be read/)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Avatar" }).click();
    await downloading;
    await expect(page.getByText("Avatar saved")).toBeVisible();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const backup = keys.find((key) => key.startsWith("avatars-backup-"));
    expect(backup).toBeTruthy();
    expect(await page.evaluate((key) => localStorage.getItem(key), backup!)).toBe("{not a list");
    expect(await stored(page)).toHaveLength(1);
  });

  test("collaboration room: toggles, chat, whiteboard drawing", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Join Collaboration Room" }).click();
    const room = page.getByRole("dialog", { name: "Collaboration Room" });
    await expect(room.getByText("Participants (4)")).toBeVisible();
    for (const name of ["You", "Maya Chen", "Leo Martins", "Priya Nair"]) {
      await expect(room.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(room.getByText("Hand raised")).toHaveCount(1);
    await expectNoA11yViolations(page);

    const hand = room.getByRole("button", { name: "Raise hand" });
    await expect(hand).toHaveAttribute("aria-pressed", "false");
    await hand.click();
    await expect(hand).toHaveAttribute("aria-pressed", "true");
    await expect(room.getByText("Hand raised")).toHaveCount(2);
    const mic = room.getByRole("button", { name: "Microphone" });
    await mic.click();
    await expect(mic).toHaveAttribute("aria-pressed", "false");
    await expect(room.getByText("Muted")).toHaveCount(2);

    const input = room.getByRole("textbox", { name: "Message the room" });
    const log = room.getByRole("log");
    await input.fill("   ");
    await input.press("Enter");
    await expect(log).toContainText("No messages yet");
    await input.fill("<b>bold?</b> " + "w".repeat(400));
    await input.press("Enter");
    await expect(log.getByText(/<b>bold\?<\/b>/)).toBeVisible();
    await expect(log.locator("b")).toHaveCount(0);
    expect(await log.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );

    const board = room.getByRole("img", { name: "Shared whiteboard" });
    const canvas = board.locator("canvas");
    const ink = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element
          .getContext("2d")!
          .getImageData(0, 0, element.width, element.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return painted;
      });
    expect(await ink()).toBe(0);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const drawn = await ink();
    expect(drawn).toBeGreaterThan(100);

    // The newest message stays in view.
    for (const word of ["one", "two", "three", "four", "five"]) {
      await input.fill(word);
      await input.press("Enter");
    }
    await expect
      .poll(() => log.evaluate((e) => e.scrollHeight - e.scrollTop - e.clientHeight))
      .toBeLessThan(2);

    // Closing the room by accident loses nothing.
    await page.keyboard.press("Escape");
    await expect(room).toBeHidden();
    await page.getByRole("button", { name: "Join Collaboration Room" }).click();
    await expect(log).toContainText("five");
    await expect(room.getByRole("button", { name: "Raise hand" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(ink).toBe(drawn);
    await room.getByRole("button", { name: "Clear" }).click();
    expect(await ink()).toBe(0);
  });

  test("Dynamic Themes: space-station by default, Apply Theme disabled", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Choose a Theme" }).click();
    const dialog = page.getByRole("dialog", { name: "Dynamic Themes" });
    // Each theme is named by its name alone, and described by its sentence.
    const spaceStation = dialog.getByRole("radio", { name: "Space Station", exact: true });
    await expect(spaceStation).toBeChecked();
    await expect(spaceStation).toHaveAccessibleDescription(
      "Orbit the Earth in a quiet study module with a view of the stars.",
    );
    await expect(dialog.getByRole("radio", { name: "Nature Dome", exact: true })).not.toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Tech City", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply Theme" })).toBeDisabled();
    await dialog.getByRole("radio", { name: /Tech City/ }).check();
    await expect(dialog.getByRole("button", { name: "Apply Theme" })).toBeDisabled();
    await expectNoA11yViolations(page);
  });
});
