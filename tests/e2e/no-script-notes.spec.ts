import type { Locator, Page } from "@playwright/test";
import * as english from "../../app/content/en/index";
import * as spanish from "../../app/content/es/index";
import { LOCALES, editionPath } from "../../app/locales";
import { PAGES } from "../../app/pages";
import { expect, test } from "./fixtures";

/**
 * With JavaScript off, every control in a page's main content has, in its
 * own part of the page (its card, section or header), a note that it needs
 * JavaScript (ADR 007): the note under the site header is not the only word.
 */
test.use({ javaScriptEnabled: false });

const EDITIONS = { en: english, es: spanish } as const;

/** The roles of the controls that do nothing without JavaScript (and a name field beside them). */
const CONTROL_ROLES = [
  "button",
  "tab",
  "switch",
  "radio",
  "slider",
  "checkbox",
  "textbox",
] as const;

/**
 * Runs in the page: for each control, whether it is shown, and the notes in the nearest part of
 * the page around it that has one, short of the whole of <main>; for a bar of controls that is a
 * part of its own (the sticky subheader, a child of <main> so that it stays on screen), the note
 * that opens the part right under it. (Playwright's text and role queries skip <noscript>, so
 * this walks the DOM, where, with scripting off, a <noscript>'s content is parsed as elements.)
 */
function notesNear(controls: Element[]) {
  const texts = (part: Element) =>
    [...part.querySelectorAll("noscript > p")].map((note) => note.textContent ?? "");
  const near = (element: Element) => {
    let part: Element = element;
    let parent = part.parentElement;
    while (parent && !parent.matches("main")) {
      part = parent;
      if (part.querySelector("noscript > p")) return texts(part);
      parent = part.parentElement;
    }
    const opening = part.nextElementSibling?.firstElementChild;
    return opening?.matches("noscript") ? texts(opening) : [];
  };
  return controls.map((element) => ({
    shown:
      element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0,
    notes: near(element),
  }));
}

/** Every control `controls` finds is shown, with one of `notes` in its part of the page. */
async function expectNotesNear(controls: Locator, notes: readonly string[], what: string) {
  const found = await controls.evaluateAll(notesNear);
  for (const [index, { shown, notes: near }] of found.entries()) {
    const which = `${what} ${index + 1}`;
    expect(shown, `${which}: shown`).toBe(true);
    expect(
      near.some((note) => notes.includes(note)),
      `${which}: a note in its part of the page`,
    ).toBe(true);
  }
  return found.length;
}

for (const [id, words] of Object.entries(EDITIONS) as [keyof typeof EDITIONS, typeof english][]) {
  test.describe(id, () => {
    test.use({ locale: LOCALES[id].lang });
    const notes = [words.common.NEEDS_SCRIPT, words.common.TABS.needsScript];
    const go = (page: Page, path: string) => page.goto(editionPath(id, path));

    test("the named controls each have the note beside them", async ({ page }) => {
      const named: [path: string, role: "button", name: string][] = [
        ["/", "button", words.landing.HERO_ACTIONS.start],
        ["/", "button", words.landing.CALL_TO_ACTION.action],
        ["/ai-personalization", "button", words.aiPersonalization.AI_PERSONALIZATION.coach.open],
        ["/gamified-learning", "button", words.games.QUICK_QUIZ_DIALOG.card],
        ["/gamified-learning", "button", words.games.MINI_GAMES_DIALOG.card],
        ...Object.values(words.gamifiedLearning.BOSS_PROJECTS).map(
          (project) =>
            [
              "/gamified-learning",
              "button",
              words.gamifiedLearning.BOSS_LEVELS.startLabel(project.title),
            ] as [string, "button", string],
        ),
        ["/virtual-collaboration", "button", words.virtualCollaboration.COLLABORATION_ROOM.open],
        ["/virtual-collaboration", "button", words.avatar.AVATAR_CREATOR.save],
        ["/schedule", "button", words.schedule.SCHEDULE_PAGE.export],
      ];
      let at = "";
      for (const [path, role, name] of named) {
        if (path !== at) await go(page, (at = path));
        const control = page.getByRole("main").getByRole(role, { name }).first();
        expect(await expectNotesNear(control, notes, `${path}: ${name}`)).toBe(1);
      }
    });

    test("every control in every page's main content has a note in its part of the page", async ({
      page,
    }) => {
      for (const { path } of PAGES) {
        await go(page, path);
        let count = 0;
        for (const role of CONTROL_ROLES) {
          const controls = page.getByRole("main").getByRole(role);
          count += await expectNotesNear(controls, notes, `${path}: ${role}`);
        }
        // The schedule has one control; every other page more.
        expect(count, path).toBeGreaterThan(0);
      }
    });
  });
}
