// The screen reader of tests/screen-reader: @guidepup/virtual-screen-reader, run in the page of a
// real browser (Chromium), driven by a screen reader's commands. What it says is compared with the
// reviewed logs in docs/accessibility/ (issue 46). It reads a native checkbox's, switch's or radio's
// state from its attribute, not from what was chosen, so the journeys check a chosen state where
// the browser's accessibility tree has it (Playwright's toBeChecked), as real screen readers do.
import { createRequire } from "node:module";
import type { Page, Route } from "@playwright/test";
import type { Virtual } from "@guidepup/virtual-screen-reader";
import { expect, test as base } from "../e2e/fixtures";

export { expect, gotoHydrated } from "../e2e/fixtures";

/** The reader's browser build, served to the page at this address by a route of the test's. */
const READER_URL = "/__virtual-screen-reader.js";
const READER_FILE = createRequire(import.meta.url).resolve(
  "@guidepup/virtual-screen-reader/browser.js",
);
const serveReader = (route: Route) =>
  route.fulfill({ path: READER_FILE, contentType: "text/javascript" });
/** Moves a command may take to find what it looks for before the journey fails. */
const MAX_MOVES = 400;
/** Keys pressed to move focus to what a journey looks for before it fails. */
const MAX_PRESSES = 40;

declare global {
  interface Window {
    virtual: Virtual;
  }
}

type Command = Extract<keyof Virtual["commands"], string>;

export interface Reader {
  /** Starts reading the page from its top, with an empty log. */
  start(): Promise<void>;
  /** Activates the item the reader is on (Enter or a click, as a screen reader does). */
  act(): Promise<void>;
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
  /**
   * Moves by `command` (the next heading, landmark...) until what is said matches `phrase`; none
   * if the reader said it last.
   */
  moveTo(command: Command, phrase: string | RegExp): Promise<string>;
  /** Reads on, item by item, until what is said matches `phrase`; none if it was said last. */
  readTo(phrase: string | RegExp): Promise<string>;
  /**
   * Presses `key` with the keyboard (Tab, an arrow...) until what the reader says as focus moves
   * matches `phrase`; none if it said it last. In a dialog, where the content can be rendered
   * again under the reader's place, moving by focus is what keeps the walk the same in every run.
   */
  keyTo(key: string, phrase: string | RegExp): Promise<string>;
  /**
   * Tab (Shift+Tab with `back`) with the keyboard; the reader follows focus, and says where it
   * lands. After an activation the reader can lose its place: this puts it back where focus is.
   */
  tab(back?: boolean): Promise<string>;
  /**
   * From the page's top: by headings to `heading`, on to the button `opener`, activated, until the
   * reader has said that the dialog `title` opened and its content is there (the dialog is
   * `aria-busy` until then, ADR 027): what the journey reads next is in it.
   */
  openDialog(heading: string, opener: string, title: string): Promise<void>;
  /** Waits until the reader has said `phrase` (an announcement of a live region, say). */
  heard(phrase: string | RegExp): Promise<void>;
  /** How many live-region announcements since `start()` hold `phrase` (not what was read). */
  announced(phrase: string): Promise<number>;
  /** Everything said since `start()`, one phrase per line. */
  log(): Promise<string>;
}

const matches = (said: string, phrase: string | RegExp) =>
  typeof phrase === "string" ? said.includes(phrase) : phrase.test(said);

function createReader(page: Page): Reader {
  const spoken = () => page.evaluate(() => window.virtual.spokenPhraseLog());
  // From where the reader is (what it said last may be it already: focus moved there), in the
  // page: one round trip for the whole walk.
  const move = async (step: "next" | Command, phrase: string | RegExp) => {
    const wanted = typeof phrase === "string" ? { text: phrase } : { source: phrase.source };
    const said = await page.evaluate(
      async ({ step, wanted, max }) => {
        const { virtual } = window;
        const hit = (text: string) =>
          wanted.text !== undefined
            ? text.includes(wanted.text)
            : new RegExp(wanted.source!).test(text);
        for (let moves = 0; moves < max; moves++) {
          const text = await virtual.lastSpokenPhrase();
          if (hit(text)) return text;
          if (step === "next") await virtual.next();
          else await virtual.perform(step);
        }
        return null;
      },
      { step, wanted, max: MAX_MOVES },
    );
    if (said !== null) return said;
    const log = await spoken();
    throw new Error(
      `${step} never reached "${String(phrase)}"; it said, among others:\n` +
        log
          .filter((each, index) => index > log.length - 8 || each.includes(","))
          .slice(-40)
          .join("\n"),
    );
  };
  return {
    async start() {
      // Routed only while it is imported: while a route is set, Playwright intercepts every
      // request and turns the browser's cache off.
      await page.route(`**${READER_URL}`, serveReader);
      await page.evaluate(async (url) => {
        const { virtual } = (await import(url)) as { virtual: Virtual };
        window.virtual = virtual;
        await virtual.start({ container: document.body });
        await virtual.clearSpokenPhraseLog();
      }, READER_URL);
      await page.unroute(`**${READER_URL}`, serveReader);
    },
    act: () => page.evaluate(() => window.virtual.act()),
    type: (text) => page.evaluate((value) => window.virtual.type(value), text),
    press: (key) => page.evaluate((value) => window.virtual.press(value), key),
    moveTo: (command, phrase) => move(command, phrase),
    readTo: (phrase) => move("next", phrase),
    async keyTo(key, phrase) {
      // What it said last, then all it says after each press (focus moved, and what that caused).
      let from = (await spoken()).length - 1;
      for (let presses = 0; presses < MAX_PRESSES; presses++) {
        const log = await spoken();
        const hit = log.slice(from).find((each) => matches(each, phrase));
        if (hit) return hit;
        from = log.length;
        await page.keyboard.press(key);
        await expect
          .poll(async () => (await spoken()).length, { intervals: [10, 20, 50] })
          .toBeGreaterThan(from);
      }
      throw new Error(`${key} never reached "${String(phrase)}"`);
    },
    async tab(back = false) {
      await page.keyboard.press(back ? "Shift+Tab" : "Tab");
      return page.evaluate(() => window.virtual.lastSpokenPhrase());
    },
    async openDialog(heading, opener, title) {
      await move("moveToNextHeading", `heading, ${heading}`);
      await move("next", `button, ${opener}`);
      await this.act();
      await this.heard(`dialog, ${title}`);
      await expect(page.getByRole("dialog", { name: title })).not.toHaveAttribute(
        "aria-busy",
        "true",
      );
    },
    async heard(phrase) {
      let said: string[] = [];
      await expect
        .poll(
          async () => {
            said = await spoken();
            return said.some((each) => matches(each, phrase));
          },
          // Polled often: an announcement comes within a frame or two of its cause.
          { intervals: [20, 50, 100] },
        )
        .toBe(true)
        .catch(() => {
          throw new Error(
            `never heard "${String(phrase)}"; the last said:\n${said.slice(-15).join("\n")}`,
          );
        });
    },
    announced: async (phrase) =>
      (await spoken()).filter((said) => /^(polite|assertive): /.test(said) && said.includes(phrase))
        .length,
    log: async () => `${(await spoken()).join("\n")}\n`,
  };
}

export const test = base.extend<{ reader: Reader }>({
  reader: async ({ page }, provide) => {
    const reader = createReader(page);
    await provide(reader);
    await page.evaluate(() => window.virtual?.stop());
  },
});
