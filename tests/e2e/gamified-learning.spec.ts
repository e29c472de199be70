import { BOSS_PROJECTS, SHOP } from "../../app/content/en/gamified-learning";
import * as data from "../../app/content/data/gamified-learning";
import { MEMORY_LOCK_MS } from "../../app/content/data/games";
import { idsOf } from "../../app/lib/ids";
import type { Page } from "@playwright/test";
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
    for (const id of idsOf(data.SHOP)) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: SHOP[id].name }) });
      const { price, currency: paidIn } = data.SHOP[id];
      await expect(card).toContainText(`${price} ${currency[paidIn]}`);
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
    await dialog.getByRole("radio", { name: "3" }).check();
    await submit.click();
    const submitted = dialog.getByRole("button", { name: "Submitted" });
    await expect(submitted).toBeDisabled();
    // It stays focused: a keyboard user is not dropped out of the dialog.
    await expect(submitted).toBeFocused();
    await expect(dialog.getByRole("status")).toHaveText("Not quite. Try again!");
    await expectNoA11yViolations(page);
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
    const cards = dialog.getByRole("button", { name: /^Card \d/ });
    await expect(cards).toHaveCount(6);
    await expect(dialog.getByRole("button", { name: "Card 1, face down" })).toBeVisible();

    // Play it by keyboard: flip a card, pair it with a known face or a new card.
    // The test holds the page's clock: a turned pair stays face up until it lets
    // MEMORY_LOCK_MS pass, so a face is never read just as it turns back.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const label = async (position: number) =>
      (await cards.nth(position).getAttribute("aria-label"))!;
    let flips = 0;
    const flip = async (position: number) => {
      flips++;
      await cards.nth(position).focus();
      await page.keyboard.press("Enter");
      await expect(cards.nth(position)).not.toHaveAccessibleName(/face down$/);
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
      await page.clock.runFor(MEMORY_LOCK_MS);
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
    await page.clock.resume();
    await expect(dialog.getByRole("button", { name: /matched$/ })).toHaveCount(6);
    const status = dialog.getByRole("status").filter({ hasText: "Matched pairs" });
    await expect(status).toHaveText("Matched pairs: 3 / 3 · You found every pair!");
    // Every turn of two cards is a move; the game ends with a summary of pairs and moves.
    const moves = flips / 2;
    await expect(dialog.getByText(`${moves} moves`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "All 3 pairs" })).toHaveText(
      `All 3 pairs found in ${moves} moves.`,
    );
    await expectNoA11yViolations(page);

    // A look at the other game keeps this one as it was.
    await dialog.getByRole("tab", { name: "Vocabulary" }).click();
    await dialog.getByRole("tab", { name: "Memory" }).click();
    await expect(status).toHaveText("Matched pairs: 3 / 3 · You found every pair!");

    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(status).toHaveText("Matched pairs: 0 / 3");
    await expect(dialog.getByRole("button", { name: /face down/ })).toHaveCount(6);
    await expect(dialog.getByText("0 moves", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/pairs found in/)).toHaveCount(0);
  });

  test("a card tapped the moment the cards appear turns over", async ({ page }) => {
    // Clicked in the same task as the cards are added, before React's effects run: a shuffle
    // dealt afterwards by an effect used to turn it back face down.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const card = document.querySelector<HTMLElement>('dialog [aria-label^="Card 1,"]');
        if (!card) return;
        observer.disconnect();
        card.click();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: /Mini Games/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mini Games" });
    await expect(dialog.getByRole("button", { name: /^Card 1, / })).not.toHaveAccessibleName(
      "Card 1, face down",
    );
    await expect(dialog.getByRole("button", { name: /face down$/ })).toHaveCount(5);
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
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Ephemeral” mean?")).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("");
    await dialog.getByRole("radio", { name: "Very heavy" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    // A wrong answer also teaches the right meaning.
    await expect(dialog.getByRole("status")).toHaveText(
      "Not quite. Try the next one!“Ephemeral” means “Lasting a day”.",
    );
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Ubiquitous” mean?")).toBeVisible();
    await dialog.getByRole("radio", { name: "Everywhere" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    // After the last word: how the round went, before Next starts again.
    await expect(dialog.getByRole("status")).toHaveText(
      "Correct! +25 XPRound complete: 2 of 3 words right. Next starts again.",
    );
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("What does “Loquacious” mean?")).toBeVisible();
    await expect(dialog.getByText("Word 1 of 3")).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("");
    // A new round counts from none right.
    for (const [word, answer] of [
      ["Loquacious", "Quiet"],
      ["Ephemeral", "Lasting forever"],
      ["Ubiquitous", "Rare"],
    ]) {
      await expect(dialog.getByText(`What does “${word}” mean?`)).toBeVisible();
      await dialog.getByRole("radio", { name: answer }).check();
      await dialog.getByRole("button", { name: "Submit" }).click();
      if (word !== "Ubiquitous") await dialog.getByRole("button", { name: "Next" }).click();
    }
    await expect(dialog.getByRole("status")).toContainText("Round complete: 0 of 3 words right.");
  });

  test("XP earned in the quiz moves the learner's totals, each question's once", async ({
    page,
  }) => {
    const bar = page.getByRole("progressbar", { name: "XP progress to level 13" });
    const you = page.getByRole("row", { name: /You/ });
    await expect(bar).toHaveAttribute("aria-valuenow", "82");
    await expect(you.getByRole("cell").last()).toHaveText("2,450");
    await page.getByRole("button", { name: /Study Battles/ }).click();
    let dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    await dialog.getByRole("radio", { name: "4" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +50 XP");
    await expect(dialog.getByText("+50 XP", { exact: true })).toBeVisible();
    // Submitting the right answer again shows the same words but earns nothing more.
    await dialog.getByRole("radio", { name: "3" }).check();
    await dialog.getByRole("radio", { name: "4" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +50 XP");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(bar).toHaveAttribute("aria-valuetext", "2,500 of 3,000 XP");
    await expect(bar).toHaveAttribute("aria-valuenow", "83");
    await expect(page.getByText("+50 XP this visit")).toBeVisible();
    await expect(page.getByText("2,500 / 3,000 XP")).toBeVisible();
    await expect(you.getByRole("cell").last()).toHaveText("2,500");
    // Opened again, the quiz starts afresh, but its XP was earned this visit already.
    await page.getByRole("button", { name: /Study Battles/ }).click();
    dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    await dialog.getByRole("radio", { name: "4" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +50 XP");
    await expect(dialog.getByText("+50 XP", { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(bar).toHaveAttribute("aria-valuetext", "2,500 of 3,000 XP");
  });

  test("XP earned in the vocabulary game counts once a word; a reload starts again", async ({
    page,
  }) => {
    const bar = page.getByRole("progressbar", { name: "XP progress to level 13" });
    const you = page.getByRole("row", { name: /You/ });
    await page.getByRole("button", { name: /Mini Games/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mini Games" });
    await dialog.getByRole("tab", { name: "Vocabulary" }).click();
    await dialog.getByRole("radio", { name: "Talkative" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +25 XP");
    // A word first answered wrong shows its meaning; the right answer after it earns nothing.
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("radio", { name: "Very heavy" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toContainText("Not quite. Try the next one!");
    await dialog.getByRole("radio", { name: "Lasting a day" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Correct! +25 XP");
    await page.keyboard.press("Escape");
    await expect(bar).toHaveAttribute("aria-valuetext", "2,475 of 3,000 XP");
    await expect(bar).toHaveAttribute("aria-valuenow", "83");
    await expect(page.getByText("+25 XP this visit")).toBeVisible();
    await expect(you.getByRole("cell").last()).toHaveText("2,475");
    await expectNoA11yViolations(page);

    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(bar).toHaveAttribute("aria-valuetext", "2,450 of 3,000 XP");
    await expect(bar).toHaveAttribute("aria-valuenow", "82");
    await expect(page.getByText(/this visit/)).toHaveCount(0);
    await expect(you.getByRole("cell").last()).toHaveText("2,450");
  });

  test("the number keys 1, 2, 3 pick the quiz's and the vocabulary's choices", async ({ page }) => {
    await page.getByRole("button", { name: /Study Battles/ }).click();
    let dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    await dialog.getByRole("button", { name: "Submit" }).focus();
    await page.keyboard.press("3");
    await expect(dialog.getByRole("radio", { name: "5" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "5" })).toHaveAttribute(
      "aria-keyshortcuts",
      "3",
    );
    await page.keyboard.press("2");
    await expect(dialog.getByRole("radio", { name: "4" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("Correct! +50 XP");
    // A key past the last choice does nothing.
    await page.keyboard.press("7");
    await expect(dialog.getByRole("radio", { name: "4" })).toBeChecked();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /Mini Games/ }).click();
    dialog = page.getByRole("dialog", { name: "Mini Games" });
    await dialog.getByRole("tab", { name: "Vocabulary" }).click();
    await dialog.getByRole("radio", { name: "Talkative" }).focus();
    await page.keyboard.press("3");
    await expect(dialog.getByRole("radio", { name: "Angry" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Angry" })).toBeFocused();
  });

  test("each result is a new message, so a repeated one is heard again", async ({ page }) => {
    await page.getByRole("button", { name: /Study Battles/ }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Quiz" });
    const status = dialog.getByRole("status");
    const wrong = async (choice: string) => {
      await dialog.getByRole("radio", { name: choice }).check();
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(status).toHaveText("Not quite. Try again!");
    };
    await wrong("3");
    const first = await status.evaluateHandle((region) => region.firstElementChild!);
    await wrong("5");
    expect(await first.evaluate((message) => message.isConnected)).toBe(false);
  });

  test("each Boss Level's Start Project shows its toast", async ({ page }) => {
    expect(Object.values(data.BOSS_PROJECTS).map((project) => project.xp)).toEqual([
      500, 300, 450, 200, 350, 400,
    ]);
    for (const project of Object.values(BOSS_PROJECTS).slice(0, 2)) {
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

test.describe("/gamified-learning celebrations", () => {
  /**
   * Watches the page from its first script: confetti canvases added, the
   * confetti code fetched, and every transition or CSS animation that runs
   * for longer than a millisecond (what moves on screen), by property or name.
   */
  async function watch(page: Page) {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/confetti/.test(request.url())) fetched.push(request.url());
    });
    await page.addInitScript(() => {
      const seen = { canvases: [] as string[], motion: [] as string[] };
      Object.assign(window, { seen });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLCanvasElement && "celebration" in node.dataset) {
              // Where it was put: in an open dialog it shows over the backdrop.
              seen.canvases.push(node.parentElement?.matches("dialog[open]") ? "dialog" : "page");
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
      const longest = (durations: string) =>
        Math.max(...durations.split(",").map((duration) => parseFloat(duration)));
      addEventListener(
        "transitionrun",
        (event) => {
          const style = getComputedStyle(event.target as Element);
          if (longest(style.transitionDuration) > 0.001) seen.motion.push(event.propertyName);
        },
        true,
      );
      addEventListener(
        "animationstart",
        (event) => {
          const style = getComputedStyle(event.target as Element);
          if (longest(style.animationDuration) > 0.001) seen.motion.push(event.animationName);
        },
        true,
      );
    });
    await gotoHydrated(page, "/gamified-learning");
    const seen = () =>
      page.evaluate(
        () => (window as unknown as { seen: { canvases: string[]; motion: string[] } }).seen,
      );
    return { fetched, seen };
  }

  /**
   * Answers the quiz right, then turns over a memory card; `whileQuizOpen`
   * runs after the right answer, before the quiz closes.
   */
  async function play(page: Page, whileQuizOpen?: () => Promise<void>) {
    await page.getByRole("button", { name: /Study Battles/ }).click();
    const quiz = page.getByRole("dialog", { name: "Quick Quiz" });
    await quiz.getByRole("radio", { name: "4" }).check();
    await quiz.getByRole("button", { name: "Submit" }).click();
    await expect(quiz.getByRole("status")).toHaveText("Correct! +50 XP");
    await whileQuizOpen?.();
    await page.keyboard.press("Escape");
    await expect(quiz).toBeHidden();
    await page.getByRole("button", { name: /Mini Games/ }).click();
    const games = page.getByRole("dialog", { name: "Mini Games" });
    await games.getByRole("button", { name: "Card 1, face down" }).click();
    await expect(
      games.getByRole("button", { name: /^Card 1, (apple|banana|grape)$/ }),
    ).toBeVisible();
  }

  test("a right answer bursts confetti over its dialog, the chip rises and cards turn", async ({
    page,
  }) => {
    const { fetched, seen } = await watch(page);
    // The confetti code loads on the reward: the burst is looked for before the quiz closes.
    await play(page, () => expect.poll(async () => (await seen()).canvases).toEqual(["dialog"]));
    expect((await seen()).canvases).toEqual(["dialog"]);
    await expect
      .poll(async () => (await seen()).motion)
      .toEqual(expect.arrayContaining(["reward-rise", "transform"]));
    expect(fetched).toHaveLength(1);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing moves and the confetti never loads", async ({ page }) => {
      const { fetched, seen } = await watch(page);
      await play(page);
      // The same play with motion shows the chip's and the card's movement by now.
      expect(await seen()).toEqual({ canvases: [], motion: [] });
      expect(fetched).toEqual([]);
    });
  });
});
