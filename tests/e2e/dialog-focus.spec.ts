import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test, untilStill } from "./fixtures";
import { SAVED_AVATAR } from "../saved-avatar";

test.describe("after Send, focus is in the message box", () => {
  for (const [opener, title] of [
    ["Chat with AI Coach", "AI Coach"],
    ["Chat with AI Partner", "AI Partner"],
  ] as const) {
    test(`${title}: by click and by Enter; text keeps its own direction`, async ({ page }) => {
      await gotoHydrated(page, "/ai-personalization");
      await page.getByRole("button", { name: opener }).click();
      const dialog = page.getByRole("dialog", { name: title });
      const input = dialog.getByRole("textbox", { name: `Message ${title}` });
      const send = dialog.getByRole("button", { name: "Send message" });
      const log = dialog.getByRole("log");
      await input.fill("مرحبا، كيف أدرس الفيزياء؟");
      await send.click();
      await expect(input).toBeFocused();
      const bubble = log.getByText("مرحبا، كيف أدرس الفيزياء؟");
      await expect(bubble).toHaveAttribute("dir", "auto");
      expect(await bubble.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
      // One time style across the site: 24-hour "16:00".
      await expect(log.locator("time").first()).toHaveText(/^\d\d:\d\d$/);
      await expect(log.getByText(`${title} is typing…`)).toHaveCount(0, { timeout: 5000 });

      await input.fill("What about my progress?");
      await input.press("Enter");
      await expect(log).toContainText("What about my progress?");
      await expect(input).toBeFocused();
    });
  }

  test("room chat: by click and by Enter", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Join Collaboration Room" }).click();
    const room = page.getByRole("dialog", { name: "Collaboration Room" });
    const input = room.getByRole("textbox", { name: "Message the room" });
    const log = room.getByRole("log");
    await input.fill("שלום לכולם");
    await room.getByRole("button", { name: "Send to room" }).click();
    await expect(log.getByText("שלום לכולם")).toHaveAttribute("dir", "auto");
    await expect(input).toBeFocused();
    await expect(log.locator("time")).toHaveText(/^\d\d:\d\d$/);
    await input.fill("second");
    await input.press("Enter");
    await expect(log.getByText("second")).toBeVisible();
    await expect(input).toBeFocused();
  });
});

test.describe("dialogs on a 320x568 phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("coach chat: the conversation keeps half the dialog, suggestions in one row", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ai-personalization");
    await page.getByRole("button", { name: "Chat with AI Coach" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Coach" });
    const log = dialog.getByRole("log");
    await expect(log).toBeVisible();
    const dialogBox = (await dialog.boundingBox())!;
    const logBox = (await log.boundingBox())!;
    expect(logBox.height).toBeGreaterThanOrEqual(dialogBox.height / 2);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(568);
    const chips = dialog.getByRole("list", { name: "Suggestions" }).getByRole("button");
    const tops = new Set<number>();
    for (const chip of await chips.all()) tops.add(Math.round((await chip.boundingBox())!.y));
    expect(tops.size, "suggestions in one row").toBe(1);
    await expect(dialog.getByRole("textbox", { name: "Message AI Coach" })).toBeInViewport();
  });

  test("collaboration room: the title and close button stay in view while it scrolls", async ({
    page,
  }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Join Collaboration Room" }).click();
    const room = page.getByRole("dialog", { name: "Collaboration Room" });
    await room.getByRole("button", { name: "Expand" }).scrollIntoViewIfNeeded();
    await expect(room.getByRole("button", { name: "Expand" })).toBeInViewport();
    await expect(room.getByRole("button", { name: "Close dialog" })).toBeInViewport();
    await expect(room.getByRole("heading", { name: "Collaboration Room" })).toBeInViewport();
    await room.getByRole("button", { name: "Close dialog" }).click();
    await expect(room).toBeHidden();
  });

  test("whiteboard: Expand draws full screen at 800x200, and comes back", async ({ page }) => {
    await gotoHydrated(page, "/virtual-collaboration");
    await page.getByRole("button", { name: "Join Collaboration Room" }).click();
    const room = page.getByRole("dialog", { name: "Collaboration Room" });
    const small = (await room.locator("canvas").boundingBox())!;
    const expand = room.getByRole("button", { name: "Expand" });
    await expand.click();
    const board = page.getByRole("dialog", { name: "Whiteboard" });
    await expect(board).toBeVisible();
    const canvas = board.locator("canvas");
    await expect(canvas).toHaveAttribute("width", "800");
    await expect(canvas).toHaveAttribute("height", "200");
    // Laid out along the long side of the portrait screen, several times the inline size.
    const big = (await canvas.boundingBox())!;
    expect(Math.max(big.width, big.height)).toBeGreaterThan(450);
    expect(Math.min(big.width, big.height)).toBeGreaterThan(100);
    expect(big.width * big.height).toBeGreaterThan(2.5 * small.width * small.height);
    await expect(board.getByRole("button", { name: "Done" })).toBeInViewport();
    await expect(board.getByRole("button", { name: "Close dialog" })).toBeInViewport();

    // A stroke down the screen (along the sideways board) lands along the board's length.
    const x = big.x + big.width / 2;
    await page.mouse.move(x, big.y + 20);
    await page.mouse.down();
    await page.mouse.move(x, big.y + big.height - 20, { steps: 10 });
    await page.mouse.up();
    const inkSpan = () =>
      page
        .getByRole("dialog")
        .last()
        .locator("canvas")
        .evaluate((element: HTMLCanvasElement) => {
          const { data, width } = element.getContext("2d")!.getImageData(0, 0, 800, 200);
          let min = Infinity;
          let max = -Infinity;
          for (let i = 3; i < data.length; i += 4) {
            if (data[i]! === 0) continue;
            const column = ((i - 3) / 4) % width;
            min = Math.min(min, column);
            max = Math.max(max, column);
          }
          return max - min;
        });
    expect(await inkSpan()).toBeGreaterThan(600);
    await expectNoA11yViolations(page);

    await board.getByRole("button", { name: "Done" }).click();
    await expect(board).toBeHidden();
    await expect(expand).toBeFocused();
    // The room's own board shows what was drawn.
    await expect.poll(inkSpan).toBeGreaterThan(600);
    await expand.press("Enter");
    await expect(board).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(board).toBeHidden();
    await expect(room).toBeVisible();
  });
});

const SCHEMES = ["light", "dark", "forced colors"] as const;

/**
 * The page as seen in a colour scheme or in forced colours, switched in place (the styles follow
 * the media query at once), once every transition of colours has ended.
 */
async function seeInScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia(
    scheme === "forced colors"
      ? { forcedColors: "active" }
      : { colorScheme: scheme, forcedColors: "none" },
  );
  await untilStill(page);
}

test(`choice chips: selected and focused look different (${SCHEMES.join(", ")})`, async ({
  page,
}) => {
  await gotoHydrated(page, "/virtual-collaboration");
  await page.getByRole("button", { name: "Choose a Theme" }).click();
  const dialog = page.getByRole("dialog", { name: "Dynamic Themes" });
  const selected = dialog.getByRole("radio", { name: /Space Station/ });
  const other = dialog.getByRole("radio", { name: /Nature Dome/ });
  await expect(selected).toBeChecked();
  const look = (radio: Locator) =>
    radio.evaluate((input) => {
      const chip = getComputedStyle(input.parentElement!);
      const check = input.parentElement!.querySelector("svg")!;
      return {
        background: chip.backgroundColor,
        border: chip.borderColor,
        outline: chip.outlineStyle === "none" ? "none" : chip.outlineColor,
        check: getComputedStyle(check).visibility,
      };
    });
  for (const scheme of SCHEMES) {
    await seeInScheme(page, scheme);
    // Focus an unselected option as the keyboard would show it.
    await selected.focus();
    await page.keyboard.press("Shift+Tab");
    await other.focus();
    await expect(other).toBeFocused();
    await expect(other).not.toBeChecked();
    const selectedLook = await look(selected);
    const focusedLook = await look(other);
    // Selected: a check mark and its own border, no focus ring.
    expect(selectedLook.check, scheme).toBe("visible");
    expect(selectedLook.outline, scheme).toBe("none");
    // Focused: a ring, no check mark, the border of an unselected option.
    expect(focusedLook.check, scheme).toBe("hidden");
    expect(focusedLook.outline, scheme).not.toBe("none");
    expect(focusedLook.border, scheme).not.toBe(selectedLook.border);
    expect(focusedLook.outline, scheme).not.toBe(selectedLook.border);
    if (scheme !== "forced colors") {
      expect(focusedLook.background, scheme).not.toBe(selectedLook.background);
    }
    // Both at once: the selected option with focus keeps its check and gains the ring.
    await selected.focus();
    const both = await look(selected);
    expect(both.check, scheme).toBe("visible");
    expect(both.outline, scheme).not.toBe("none");
  }
});

test(`toggle buttons: pressed and not pressed look different (${SCHEMES.join(", ")})`, async ({
  page,
}) => {
  await gotoHydrated(page, "/virtual-collaboration");
  await page.getByRole("tab", { name: "Extras" }).click();
  const pressed = page.getByRole("button", { name: "Glasses" });
  const other = page.getByRole("button", { name: "Hat" });
  await pressed.click();
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(other).toHaveAttribute("aria-pressed", "false");
  await page.mouse.move(0, 0);
  const look = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: style.borderTopStyle === "none" ? "none" : style.borderTopColor,
        text: style.color,
      };
    });
  for (const scheme of SCHEMES) {
    await seeInScheme(page, scheme);
    const [pressedLook, otherLook] = [await look(pressed), await look(other)];
    expect(pressedLook.background, scheme).not.toBe(otherLook.background);
    if (scheme !== "forced colors") expect(pressedLook.text, scheme).not.toBe(otherLook.text);
    else {
      // Both keep an edge, so both read as buttons; the pressed one's is Highlight's.
      expect(otherLook.border).not.toBe("none");
      expect(pressedLook.border).not.toBe("none");
      expect(pressedLook.border).not.toBe(otherLook.border);
    }
  }
});

test("saved avatars: one date style, labelled Load and Delete, names in their direction", async ({
  page,
}) => {
  await page.addInitScript((avatar) => {
    localStorage.setItem("avatars", JSON.stringify([{ ...avatar, name: "نور" }]));
  }, SAVED_AVATAR);
  await gotoHydrated(page, "/virtual-collaboration");
  const saved = page.getByRole("region", { name: "Saved avatars" });
  const load = saved.getByRole("button", { name: "Load نور" });
  await expect(load).toHaveText("Load");
  await expect(saved.getByRole("button", { name: "Delete نور" })).toHaveText("Delete");
  await expect(saved.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d\d:\d\d$/);
  await expect(saved.getByText("نور", { exact: true })).toHaveAttribute("dir", "auto");
  await load.click();
  await expect(page.getByRole("img", { name: /^نور: Avatar with/ })).toBeVisible();
});
