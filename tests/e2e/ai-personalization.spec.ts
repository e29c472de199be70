import type { Page } from "@playwright/test";
import {
  GREETING,
  PARTNER_GREETING,
  QUICK_ACTIONS,
  REPLIES,
} from "../../app/content/en/coach-replies";
import { cannedReply } from "../../app/features/coach-chat/canned-replies";
import { REPLY_DELAY_MS } from "../../app/features/coach-chat/chat-machine";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test.describe("/ai-personalization", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/ai-personalization");
  });

  test("profile, progress, level, plan and achievements", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Personalization");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    for (const name of [
      "Learner Profile",
      "Smart Progress Tracker",
      "Customization Controls",
      "AI Coach",
      "Learning Plan",
      "Achievements",
    ]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("Level 7")).toBeVisible();
    await expect(page.getByText("1,240 XP")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress to level 8" })).toHaveAttribute(
      "aria-valuenow",
      "65",
    );
    await expect(page.getByRole("progressbar", { name: "Algebra progress" })).toHaveAttribute(
      "aria-valuenow",
      "85",
    );
    await expect(page.getByRole("link", { name: "View full schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(page.getByRole("heading", { name: "Study Buddies" })).toBeVisible();
  });

  test("controls: defaults, radio by arrow keys, slider by keyboard", async ({ page }) => {
    const group = page.getByRole("radiogroup", { name: "Difficulty" });
    await expect(group.getByRole("radio", { name: "Medium" })).toBeChecked();
    await expect(group.getByRole("radio", { name: "Easy" })).not.toBeChecked();
    await group.getByRole("radio", { name: "Medium" }).focus();
    await page.keyboard.down("ArrowRight");
    await page.keyboard.up("ArrowRight");
    await expect(group.getByRole("radio", { name: "Advanced" })).toBeChecked();

    const pace = page.getByRole("slider", { name: "Learning pace" });
    await expect(pace).toHaveValue("50");
    await expect(pace).toHaveAttribute("aria-valuetext", "50, Normal");
    await expect(pace).toHaveAttribute("min", "0");
    await expect(pace).toHaveAttribute("max", "100");
    await expect(pace).toHaveAttribute("step", "1");
    await pace.focus();
    await page.keyboard.press("ArrowRight");
    await expect(pace).toHaveValue("51");
    await page.keyboard.press("End");
    await expect(pace).toHaveValue("100");
    await expect(pace).toHaveAttribute("aria-valuetext", "100, Fast");
    await page.keyboard.press("PageDown");
    await expect(pace).not.toHaveValue("100");
    await page.keyboard.press("Home");
    await expect(pace).toHaveValue("0");
    await expect(pace).toHaveAttribute("aria-valuetext", "0, Slow");

    const defaults = {
      Videos: true,
      Infographics: true,
      "Interactive Quizzes": true,
      "Real-world Simulations": false,
    };
    for (const [name, on] of Object.entries(defaults)) {
      const toggle = page.getByRole("switch", { name });
      if (on) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    }
  });
});

async function openChat(page: Page, opener: string, title: string) {
  await page.getByRole("button", { name: opener }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("coach chat", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/ai-personalization");
  });

  test("on a phone, the suggestions' row fades where more is hidden and scrolls to focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openChat(page, "Chat with AI Coach", "AI Coach");
    // The row that holds the suggestions and the quick actions.
    const row = dialog.getByRole("list", { name: "Suggestions" }).locator("..");
    /** Which of the row's edges fade: [start, end]. */
    const fades = () =>
      row.evaluate((element) => {
        const mask = getComputedStyle(element).maskImage;
        return ["data-more-before", "data-more-after"].map(
          (name) => element.hasAttribute(name) && mask !== "none",
        );
      });
    await expect.poll(fades).toEqual([false, true]);
    const last = dialog.getByRole("button", { name: QUICK_ACTIONS.at(-1)!.label });
    await expect(last).not.toBeInViewport({ ratio: 1 });
    // Shift+Tab from the message field goes back to the row's last button.
    await dialog.getByRole("textbox", { name: "Message AI Coach" }).press("Shift+Tab");
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect.poll(fades).toEqual([true, false]);
  });

  test("AI Coach: a full exchange, suggestions and quick actions fill the input", async ({
    page,
  }) => {
    const dialog = await openChat(page, "Chat with AI Coach", "AI Coach");
    const log = dialog.getByRole("log");
    await expect(log).toHaveAttribute("aria-live", "polite");
    await expect(log).toContainText(GREETING.content);
    const input = dialog.getByRole("textbox", { name: "Message AI Coach" });
    const send = dialog.getByRole("button", { name: "Send message" });
    // Ready to type at once.
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();

    await dialog.getByRole("button", { name: GREETING.suggestions[0] }).click();
    await expect(input).toHaveValue(GREETING.suggestions[0]!);
    await expect(log.getByText(/^You:/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Practice" }).click();
    await expect(input).toHaveValue(/practice question/);

    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(log.getByText("AI Coach is typing…")).toHaveCount(0);

    // The test holds the page's clock from here: the coach is typing until the test
    // lets REPLY_DELAY_MS pass, so a slow machine never sees the reply before the wait.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill("Can you help with MATH");
    await input.press("Shift+Enter");
    await input.pressSequentially("please");
    await expect(input).toHaveValue("Can you help with MATH\nplease");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log).toContainText("Can you help with MATH");
    await expect(log.getByText("AI Coach is typing…")).toBeVisible();
    await expect(send).toBeDisabled();
    await page.clock.runFor(REPLY_DELAY_MS);
    await expect(log).toContainText(cannedReply("math").content);
    await expect(log.getByText("AI Coach is typing…")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: REPLIES.math.suggestions[0] })).toBeVisible();

    // Sending with the button puts focus back in the message box, ready for the next one.
    await input.fill("physics please");
    await send.click();
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await page.clock.runFor(REPLY_DELAY_MS);
    await expect(log).toContainText(REPLIES.physics.content);
    // The conversation is taller than its log now, and the newest reply is in view.
    await expect
      .poll(() =>
        log.evaluate((e) => [
          e.scrollHeight > e.clientHeight + 100,
          e.scrollHeight - e.scrollTop - e.clientHeight < 2,
        ]),
      )
      .toEqual([true, true]);
    await page.clock.resume();
    await expectNoA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with AI Coach" })).toBeFocused();
  });

  test("AI Partner: bad input shows as plain text; closing while typing is quiet", async ({
    page,
  }) => {
    let dialogs = 0;
    page.on("dialog", async (alert) => {
      dialogs++;
      await alert.dismiss();
    });
    const dialog = await openChat(page, "Chat with AI Partner", "AI Partner");
    await expect(dialog.getByRole("log")).toContainText(PARTNER_GREETING.content);
    const input = dialog.getByRole("textbox", { name: "Message AI Partner" });
    const markup = "<img src=x onerror=alert(1)> 🎉";
    await input.fill(markup);
    await input.press("Enter");
    const log = dialog.getByRole("log");
    await expect(log.getByText(markup)).toBeVisible();
    await expect(log.locator("img")).toHaveCount(0);
    await expect(log).toContainText(REPLIES.general.content, { timeout: 5000 });

    // The test holds the page's clock from here: the reply to this message is due only when it
    // lets the time pass, after the dialog has closed.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill("x".repeat(5000));
    await input.press("Enter");
    await expect(dialog.getByText(/typing/)).toBeVisible();
    const box = await dialog.boundingBox();
    const logBox = await log.boundingBox();
    expect(logBox!.width).toBeLessThanOrEqual(box!.width);
    expect(await log.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    // Closing while the partner is typing cancels the reply (the fixture fails on any console error).
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.clock.runFor(REPLY_DELAY_MS * 2);
    await page.clock.resume();
    expect(dialogs).toBe(0);
    const reopened = await openChat(page, "Chat with AI Partner", "AI Partner");
    await expect(reopened.getByRole("log")).toContainText(PARTNER_GREETING.content);
    await expect(reopened.getByRole("log")).not.toContainText(markup);
  });
});
