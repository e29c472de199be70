import * as data from "../../app/content/data/games";
import { formatPlural } from "../../app/lib/format";
import { EDITIONS } from "../editions";
import { expect, gotoHydrated, test } from "./reader";

for (const { id, base, words } of EDITIONS) {
  const { GAMIFIED_LEARNING_PAGE, BOSS_LEVELS, BOSS_PROJECTS } = words.gamifiedLearning;
  const { QUICK_QUIZ_DIALOG, QUIZ, SUBMIT_ANSWER, MINI_GAMES_DIALOG, VOCABULARY } = words.games;
  // The edition's words for the XP (the plural rules are English's here; the same forms for these).
  const quizCorrect = QUIZ.correct(formatPlural(data.QUIZ.xp, words.common.XP_AMOUNT));

  test(`${id}: Quick Quiz, a wrong answer then the right one, each said`, async ({
    page,
    reader,
  }) => {
    await gotoHydrated(page, `${base}gamified-learning`);
    await reader.start();
    await reader.openDialog(
      GAMIFIED_LEARNING_PAGE.bonus,
      QUICK_QUIZ_DIALOG.card,
      QUICK_QUIZ_DIALOG.title,
    );
    await reader.keyTo("Tab", /^radio, 3,/);
    await reader.act();
    await reader.keyTo("Tab", `button, ${SUBMIT_ANSWER.submit}`);
    await reader.act();
    await reader.heard(`polite: ${QUIZ.wrong}`);
    // Back to the answers, where focus lands on the one chosen; the next one by arrow key, which
    // chooses it.
    await reader.tab(true);
    await reader.keyTo("ArrowDown", /^radio, 4,/);
    await reader.keyTo("Tab", `button, ${SUBMIT_ANSWER.submit}`);
    await reader.act();
    await reader.heard(`polite: ${quizCorrect}`);
    expect(await reader.announced(QUIZ.wrong)).toBe(1);
    expect(await reader.announced(quizCorrect)).toBe(1);
    expect(await reader.log()).toMatchSnapshot(`quick-quiz.${id}.txt`);
  });

  test(`${id}: Mini Games, the tabs, a vocabulary answer and the next word`, async ({
    page,
    reader,
  }) => {
    const { VOCABULARY_FEEDBACK, VOCABULARY_GAME } = words.games;
    const correct = VOCABULARY_FEEDBACK.correct(
      formatPlural(data.VOCABULARY_XP, words.common.XP_AMOUNT),
    );
    await gotoHydrated(page, `${base}gamified-learning`);
    await reader.start();
    await reader.openDialog(
      GAMIFIED_LEARNING_PAGE.bonus,
      MINI_GAMES_DIALOG.card,
      MINI_GAMES_DIALOG.title,
    );
    // The last tab, by End, in either direction; its panel comes right after it (ADR 027).
    await reader.keyTo("End", `tab, ${MINI_GAMES_DIALOG.vocabulary}`);
    await expect(page.getByRole("tabpanel", { name: MINI_GAMES_DIALOG.vocabulary })).toBeVisible();
    await reader.keyTo("Tab", `radio, ${VOCABULARY.loquacious.talkative}`);
    await reader.act();
    await reader.keyTo("Tab", `button, ${SUBMIT_ANSWER.submit}`);
    await reader.act();
    await reader.heard(`polite: ${correct}`);
    expect(await reader.announced(correct)).toBe(1);
    // Next keeps focus and says the next word and where it stands; the first was never said so.
    const count = Object.keys(data.VOCABULARY).length;
    const second = `${VOCABULARY_GAME.position(2, count)} ${VOCABULARY_GAME.question(data.VOCABULARY.ephemeral.word)}`;
    await reader.keyTo("Tab", `button, ${VOCABULARY_GAME.next}`);
    await reader.act();
    await reader.heard(`polite: ${second}`);
    expect(await reader.announced(second)).toBe(1);
    expect(await reader.announced(VOCABULARY_GAME.position(1, count))).toBe(0);
    expect(await reader.log()).toMatchSnapshot(`mini-games.${id}.txt`);
  });

  test(`${id}: Start Project's toast is announced`, async ({ page, reader }) => {
    const project = BOSS_PROJECTS["eco-city"];
    await gotoHydrated(page, `${base}gamified-learning`);
    await reader.start();
    await reader.moveTo("moveToNextHeading", `heading, ${GAMIFIED_LEARNING_PAGE.bossLevels}`);
    await reader.readTo(`button, ${BOSS_LEVELS.startLabel(project.title)}`);
    await reader.act();
    await reader.heard(BOSS_LEVELS.added(project.title));
    expect(await reader.announced(BOSS_LEVELS.added(project.title))).toBe(1);
    expect(await reader.log()).toMatchSnapshot(`start-project.${id}.txt`);
  });
}
