import { MEMORY_EMOJIS } from "../../app/content/data/games";
import { shuffle } from "../../app/features/games/memory-machine";
import { idsOf } from "../../app/lib/ids";
import { EDITIONS } from "../editions";
import { expect, gotoHydrated, test } from "./reader";

// The game shuffles with Math.random when the first card is turned: here it returns 0, so the
// deck is the one `shuffle` makes from it (by face: 0, 1, 2 twice each).
const DECK = shuffle([0, 1, 2, 0, 1, 2], () => 0);
/** The faces' fruit, in the order the game deals them before the shuffle. */
const FRUITS = idsOf(MEMORY_EMOJIS);
/** Each face's two positions (from 1, as the cards are named), in the order the journey turns them. */
const PAIRS = [0, 1, 2]
  .map((face) => DECK.flatMap((each, index) => (each === face ? [index + 1] : [])))
  .sort(([a], [b]) => a! - b!);

for (const { id, base, words } of EDITIONS) {
  test(`${id}: the memory game, each card's state and the summary`, async ({ page, reader }) => {
    const { GAMIFIED_LEARNING_PAGE } = words.gamifiedLearning;
    const { MINI_GAMES_DIALOG, MEMORY_GAME } = words.games;
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await gotoHydrated(page, `${base}gamified-learning`);
    await reader.start();
    await reader.openDialog(
      GAMIFIED_LEARNING_PAGE.bonus,
      MINI_GAMES_DIALOG.card,
      MINI_GAMES_DIALOG.title,
    );
    await reader.keyTo("Tab", `button, ${MEMORY_GAME.card(1, MEMORY_GAME.faceDown)}`);
    // By Tab from card to card, as a screen reader follows focus; each card turned by activating it.
    let at = 1;
    const cards = page.getByRole("list", { name: MEMORY_GAME.cards }).getByRole("button");
    const turn = async (position: number) => {
      // Two cards face up hold the game for a moment (MEMORY_LOCK_MS): the player waits for it to
      // end before moving on, so that each card passed says its state after the pair, however fast
      // the keys come.
      await expect(cards.nth(position - 1)).toHaveAttribute("aria-disabled", "false");
      for (; at < position; at++) await reader.tab();
      for (; at > position; at--) await reader.tab(true);
      await reader.act();
    };
    await reader.act();
    for (const [first, second] of PAIRS) {
      if (first !== 1) await turn(first!);
      const name = MEMORY_GAME.fruits[FRUITS[DECK[first! - 1]!]!];
      await reader.heard(`polite: ${MEMORY_GAME.turnedOver(name)}`);
      await turn(second!);
      // Said when it comes, and again by this reader when the line clears after the turn (it
      // announces what a region loses too, which screen readers do not by default).
      await reader.heard(`polite: ${MEMORY_GAME.match(name)}`);
    }
    await reader.heard(MEMORY_GAME.won.trim());
    // A turned card says it is matched.
    await reader.tab();
    await reader.tab(true);
    const last = MEMORY_GAME.fruits[FRUITS[DECK[at - 1]!]!];
    await reader.heard(`button, ${MEMORY_GAME.card(at, MEMORY_GAME.matched(last))}`);
    expect(await reader.log()).toMatchSnapshot(`memory.${id}.txt`);
  });
}
