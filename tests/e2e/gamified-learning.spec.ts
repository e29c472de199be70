import { BOSS_PROJECTS, SHOP } from "../../app/content/en/gamified-learning";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test.describe("/gamified-learning", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/gamified-learning");
  });

  test("learner panel, missions, skills, leaderboards, shop and rooms", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gamified Learning");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "Level 12" })).toBeVisible();
    const xp = page.getByRole("progressbar", { name: "XP progress to level 13" });
    await expect(xp).toHaveAttribute("aria-valuenow", "82");
    await expect(xp).toHaveAttribute("aria-valuetext", "2,450 of 3,000 XP");
    await expect(page.getByText("Rewards: 50 coins, 100 brain points, a badge")).toBeVisible();
    await expect(page.getByText("17 of 25 problems for a Grand Trophy")).toBeVisible();
    for (const text of ["Mastered", "Level 8", "Level 6", "Locked until level 15"]) {
      await expect(page.locator("#skills").getByText(text)).toBeVisible();
    }
    const you = page.getByRole("row", { name: /You/ });
    await expect(you).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
    // A price reads "150 coins" or "500 XP" (the currency's id is "coins" or "xp").
    const currency = { coins: "coins", xp: "XP" } as const;
    for (const item of SHOP) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: item.name }) });
      await expect(card).toContainText(`${item.price} ${currency[item.currency]}`);
    }
    await expect(page.getByRole("button", { name: "Buy Scholar Hat" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Unlock Advanced Physics" })).toBeEnabled();
    // The learner is level 12: the level-5 room is open, Code Planet is not.
    await expect(page.locator("#rooms").getByText("Open now")).toBeVisible();
    await expect(page.locator("#rooms").getByText("Unlocked at level 5")).toBeVisible();
    await expect(page.locator("#rooms").getByText("Code Planet")).toBeVisible();
    await expect(page.locator("#rooms").getByText("Unlocks at level 15")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Gaming" })).toBeVisible();
    await expect(page.getByRole("button", { name: "View Demo" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("Study Battles opens the Quick Quiz by keyboard; submit, feedback, reopen clears", async ({
    page,
  }) => {
    const card = page.getByRole("button", { name: /Study Battles/ });
    await card.focus();
    await page.keyboard.press("Enter");
    let dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    await expect(dialog.getByText("What is 2 + 2?")).toBeVisible();
    const submit = dialog.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await expectNoA11yViolations(page);
    await dialog.getByRole("radio", { name: "3" }).check();
    await submit.click();
    const submitted = dialog.getByRole("button", { name: "Submitted" });
    await expect(submitted).toBeDisabled();
    // It stays focused: a keyboard user is not dropped out of the dialog.
    await expect(submitted).toBeFocused();
    await expect(dialog.getByRole("status")).toHaveText("Not quite. Try again!");
    await dialog.getByRole("radio", { name: "4" }).check();
    await expect(dialog.getByRole("status")).toHaveText("");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +50 XP");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await page.keyboard.press("Space");
    dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    await expect(dialog.getByRole("radio", { name: "4" })).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  test("memory game, played by keyboard alone", async ({ page }) => {
    await page.getByRole("button", { name: /Mini Games/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mini Games" });
    await expect(dialog.getByRole("tab", { name: "Memory" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoA11yViolations(page);
    const cards = dialog.getByRole("button", { name: /^Card \d/ });
    await expect(cards).toHaveCount(6);
    await expect(dialog.getByRole("button", { name: "Card 1, face down" })).toBeVisible();

    // Play it by keyboard: flip a card, pair it with a known face or a new card.
    const label = async (position: number) =>
      (await cards.nth(position).getAttribute("aria-label"))!;
    const flip = async (position: number) => {
      await cards.nth(position).focus();
      await page.keyboard.press("Enter");
      return (await label(position)).split(", ")[1]!;
    };
    const known = new Map<number, string>();
    for (let position = 0; position < 6; position++) {
      if ((await label(position)).endsWith("matched")) continue;
      const face = await flip(position);
      let partner = [...known].find(([other, f]) => f === face && other !== position)?.[0];
      let partnerFace = face;
      if (partner === undefined) {
        partner = [...Array(6).keys()].find(
          (other) => other !== position && !known.has(other) && other > position,
        )!;
        partnerFace = await flip(partner);
      } else {
        await flip(partner);
      }
      known.set(position, face).set(partner, partnerFace);
      const expected =
        partnerFace === face
          ? `Card ${position + 1}, ${face}, matched`
          : `Card ${position + 1}, face down`;
      await expect(dialog.getByRole("button", { name: expected })).toBeVisible();
      if (partnerFace === face) {
        known.delete(position);
        known.delete(partner);
      }
    }
    await expect(dialog.getByRole("button", { name: /matched$/ })).toHaveCount(6);
    const status = dialog.getByRole("status").filter({ hasText: "Matched pairs" });
    await expect(status).toHaveText("Matched pairs: 3 / 3 · You found every pair!");

    // A look at the other game keeps this one as it was.
    await dialog.getByRole("tab", { name: "Vocabulary" }).click();
    await dialog.getByRole("tab", { name: "Memory" }).click();
    await expect(status).toHaveText("Matched pairs: 3 / 3 · You found every pair!");

    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(status).toHaveText("Matched pairs: 0 / 3");
    await expect(dialog.getByRole("button", { name: /face down/ })).toHaveCount(6);
  });

  test("vocabulary game by keyboard: choose, submit, next cycles", async ({ page }) => {
    await page.getByRole("button", { name: /Mini Games/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mini Games" });
    await dialog.getByRole("tab", { name: "Memory" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: "Vocabulary" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByText("What does “Loquacious” mean?")).toBeVisible();
    const submit = dialog.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await dialog.getByRole("radio", { name: "Talkative" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio", { name: "Talkative" })).toBeChecked();
    await submit.click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +25 XP");
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Ephemeral” mean?")).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("");
    await dialog.getByRole("radio", { name: "Very heavy" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Not quite. Try the next one!");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Ubiquitous” mean?")).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Loquacious” mean?")).toBeVisible();
  });

  test("each Boss Level's Start Project shows its toast", async ({ page }) => {
    expect(BOSS_PROJECTS.map((project) => project.xp)).toEqual([500, 300, 450, 200, 350, 400]);
    for (const project of BOSS_PROJECTS.slice(0, 2)) {
      await page.getByRole("button", { name: `Start Project: ${project.title}` }).click();
      const toast = page
        .getByRole("listitem")
        .filter({ hasText: "Project started" })
        .filter({
          hasText: `${project.title} was added to your dashboard.`,
        });
      await expect(toast).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
});
