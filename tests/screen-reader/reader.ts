// The screen reader of tests/screen-reader: @guidepup/virtual-screen-reader, run in the page of a
// real browser (Chromium), driven by a screen reader's commands. What it says is compared with the
// reviewed logs in docs/accessibility/ (issue 46). It reads a native checkbox's, switch's or radio's
// state from its attribute, not from what was chosen, so the journeys check a chosen state where
// the browser's accessibility tree has it (Playwright's toBeChecked), as real screen readers do.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { Virtual } from "@guidepup/virtual-screen-reader";
import { expect, test as base } from "../e2e/fixtures";

export { expect, gotoHydrated } from "../e2e/fixtures";

/** The reader's browser build, served to the page at this address by the test's own route. */
const READER_URL = "/__virtual-screen-reader.js";
const READER_FILE = createRequire(import.meta.url).resolve(
  "@guidepup/virtual-screen-reader/browser.js",
);
/** Moves a command may take to find what it looks for before the journey fails. */
const MAX_MOVES = 400;

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
  /** Reads back, item by item, until what is said matches `phrase`; none if it was said last. */
  readBackTo(phrase: string | RegExp): Promise<string>;
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
  // From where the reader is (what it said last may be it already: focus moved there), in the
  // page: one round trip for the whole walk.
  const move = async (step: "next" | "previous" | Command, phrase: string | RegExp) => {
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
          else if (step === "previous") await virtual.previous();
          else await virtual.perform(step);
        }
        return null;
      },
      { step, wanted, max: MAX_MOVES },
    );
    if (said !== null) return said;
    const log = await page.evaluate(() => window.virtual.spokenPhraseLog());
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
      await page.evaluate(async (url) => {
        const { virtual } = (await import(url)) as { virtual: Virtual };
        window.virtual = virtual;
        await virtual.start({ container: document.body });
        await virtual.clearSpokenPhraseLog();
      }, READER_URL);
    },
    act: () => page.evaluate(() => window.virtual.act()),
    type: (text) => page.evaluate((value) => window.virtual.type(value), text),
    press: (key) => page.evaluate((value) => window.virtual.press(value), key),
    moveTo: (command, phrase) => move(command, phrase),
    readTo: (phrase) => move("next", phrase),
    readBackTo: (phrase) => move("previous", phrase),
    async heard(phrase) {
      let said: string[] = [];
      await expect
        .poll(
          async () => {
            said = await page.evaluate(() => window.virtual.spokenPhraseLog());
            return said.some((each) => matches(each, phrase));
          },
          { message: `heard "${String(phrase)}"; the last said: ${said.slice(-12).join(" | ")}` },
        )
        .toBe(true)
        .catch(() => {
          throw new Error(
            `never heard "${String(phrase)}"; the last said:\n${said.slice(-15).join("\n")}`,
          );
        });
    },
    announced: async (phrase) =>
      (await page.evaluate(() => window.virtual.spokenPhraseLog())).filter(
        (said) => /^(polite|assertive): /.test(said) && said.includes(phrase),
      ).length,
    log: async () =>
      `${(await page.evaluate(() => window.virtual.spokenPhraseLog())).join("\n")}\n`,
  };
}

export const test = base.extend<{ reader: Reader }>({
  reader: async ({ page }, provide) => {
    await page.route(`**${READER_URL}`, (route) =>
      route.fulfill({ path: READER_FILE, contentType: "text/javascript" }),
    );
    const reader = createReader(page);
    await provide(reader);
    await page.evaluate(() => window.virtual?.stop());
  },
});
