// One small driver-agnostic API for the cross-engine journeys: `Site`, built
// on a `Driver`, which puppeteer-core implements for Chromium (CDP) and
// Firefox (WebDriver BiDi) and webdriverio for WebKit (WebKitWebDriver,
// classic WebDriver). Elements are found in the page by role and accessible
// name with @testing-library/dom's queryAllByRole.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "@playwright/test";
import type { queryAllByRole } from "@testing-library/dom";
import type { KeyInput, Page } from "puppeteer-core";
import { Key, type Browser as WdioBrowser } from "webdriverio";
import { WORDS, editionAt, literally } from "../editions";

/** @testing-library/dom's browser build: sets `window.TestingLibraryDom`. */
const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve(
    "@testing-library/dom/dist/@testing-library/dom.umd.min.js",
  ),
  "utf8",
);

/** What each engine's driver does; everything else is built on it, once. */
export interface Driver {
  goto(url: string): Promise<void>;
  /** Sets the size of the page's viewport (innerWidth x innerHeight). */
  viewport(width: number, height: number): Promise<void>;
  /** Runs a function, or an expression's text, in the page and returns its (JSON) result. */
  evaluate<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<Awaited<R>>;
  click(selector: string): Promise<void>;
  fill(selector: string, text: string): Promise<void>;
  /** Presses a key ("Escape", "Enter", "Tab", a letter), or a chord ("Shift+Tab"), where focus is. */
  keyboard(key: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught errors the engine reported since the last call. */
  takeReported(): string[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Handle {
  click(): Promise<void>;
  fill(text: string): Promise<void>;
  press(key: string): Promise<void>;
  visible(): Promise<boolean>;
  rect(): Promise<Rect>;
  text(): Promise<string>;
  attribute(name: string): Promise<string | null>;
  /** The `[data-engines-id]` selector of its element once found (polls until there is exactly one). */
  selector(): Promise<string>;
}

type Name = string | RegExp;

/** Polls `fn` until it returns something truthy, for as long as expect's timeout. */
export async function until<T>(fn: () => Promise<T>, what: string): Promise<NonNullable<T>> {
  let value: T | undefined;
  await expect
    .poll(async () => !!(value = await fn()), { message: what, intervals: [50] })
    .toBe(true);
  return value as NonNullable<T>;
}

const NO_TESTING_LIBRARY = "no testing-library";

/**
 * Runs in the page: marks the only element with that role and name, or says why
 * not (as `problem`: WebDriver takes a result with an `error` key for its own error).
 */
function markByRole(role: string, name: [string, string] | string | null, within: string | null) {
  const dom = (
    window as unknown as { TestingLibraryDom?: { queryAllByRole: typeof queryAllByRole } }
  ).TestingLibraryDom;
  // NO_TESTING_LIBRARY's text: a function run in the page reaches nothing outside it.
  if (!dom) return { problem: "no testing-library" as string };
  const root = within ? document.querySelector(within) : document.body;
  if (!(root instanceof HTMLElement)) return { problem: `no ${within}` };
  const options = name === null ? {} : { name: Array.isArray(name) ? new RegExp(...name) : name };
  const found = dom.queryAllByRole(root, role, options);
  if (found.length !== 1) return { problem: `${found.length} elements` };
  const w = window as unknown as { enginesIds?: number };
  const id = found[0]!.dataset.enginesId ?? String((w.enginesIds = (w.enginesIds ?? 0) + 1));
  found[0]!.dataset.enginesId = id;
  return { selector: `[data-engines-id="${id}"]` };
}

/** Runs in the page: collects errors from now on (WebKit has no other way to see them). */
function listenForErrors() {
  const w = window as unknown as { enginesErrors?: string[] };
  if (w.enginesErrors) return;
  const errors: string[] = (w.enginesErrors = []);
  addEventListener("error", (event) => errors.push(`pageerror: ${event.message}`));
  addEventListener("unhandledrejection", (event) => errors.push(`rejection: ${event.reason}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
    original(...args);
  };
}

/** Runs in the page: what it collected since the last call, and scripts that failed to load. */
function pageErrors() {
  const w = window as unknown as { enginesErrors?: string[]; enginesSeen?: Set<string> };
  const seen = (w.enginesSeen ??= new Set());
  const failed = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .map((entry) => [entry, (entry as { responseStatus?: number }).responseStatus ?? 200] as const)
    .filter(([entry, status]) => entry.initiatorType === "script" && status >= 400)
    .map(([entry, status]) => `${status}: ${entry.name}`);
  if (document.documentElement.dataset.scripts === "failed")
    failed.push("html[data-scripts=failed]");
  const errors = (w.enginesErrors ?? []).splice(0);
  for (const failure of failed.filter((failure) => !seen.has(failure))) {
    seen.add(failure);
    errors.push(failure);
  }
  return errors;
}

export type Site = ReturnType<typeof createSite>;

export function createSite(driver: Driver, baseURL: string) {
  const seen: string[] = [];
  const harvest = async () => {
    seen.push(...driver.takeReported());
    seen.push(...(await driver.evaluate(pageErrors).catch(() => [])));
  };

  const role = (role: string, name?: Name, options: { within?: Handle } = {}): Handle => {
    const find = async () => {
      const within = options.within ? await options.within.selector() : null;
      const query = name instanceof RegExp ? [name.source, name.flags] : (name ?? null);
      const found = await driver.evaluate(markByRole, role, query, within);
      if (found.problem !== NO_TESTING_LIBRARY) return found;
      // Once a page: the query library, then the query again.
      await driver.evaluate(`(function () { ${TESTING_LIBRARY} }).call(window)`);
      return driver.evaluate(markByRole, role, query, within);
    };
    const what = `role ${role}${name === undefined ? "" : ` "${name}"`}`;
    const selector = async () => {
      let last = "";
      try {
        return await until(async () => {
          const result = await find();
          last = result.problem ?? "";
          return result.selector;
        }, `exactly one ${what}`);
      } catch (error) {
        throw new Error(`${(error as Error).message}\nfound: ${last}`, { cause: error });
      }
    };
    /** Runs `fn` on the element in the page (as source text: it must use nothing outside it). */
    const inPage = async <R>(fn: (element: HTMLElement, arg: string) => R, arg = "") =>
      driver.evaluate<R>(
        `(${fn})(document.querySelector(${JSON.stringify(await selector())}), ${JSON.stringify(arg)})`,
      );
    return {
      selector,
      click: async () => driver.click(await selector()),
      fill: async (text) => driver.fill(await selector(), text),
      press: async (key) => {
        await inPage((element) => element.focus());
        await driver.keyboard(key);
      },
      visible: async () => {
        const result = await find();
        if (!result.selector) return false;
        return inPage(
          (element) => element.checkVisibility() && element.getClientRects().length > 0,
        );
      },
      rect: () => inPage((element) => element.getBoundingClientRect().toJSON() as Rect),
      text: () => inPage((element) => element.textContent ?? ""),
      attribute: (name) => inPage((element, arg) => element.getAttribute(arg), name),
    };
  };

  return {
    async open(path: string) {
      await harvest();
      await driver.goto(new URL(path, baseURL).href);
      await until(
        () => driver.evaluate(() => document.documentElement.dataset.hydrated === "true"),
        `${path} hydrates`,
      ).catch(async (error: Error) => {
        // Where it stopped: before the scripts were let in (no paint or frame reported), while
        // they loaded, or after (the page says they failed).
        const state = await driver.evaluate(() => ({
          visibility: document.visibilityState,
          scriptsLetIn: document.querySelector("script[type=module]") !== null,
          scriptsFailed: document.documentElement.dataset.scripts === "failed",
          paints: performance.getEntriesByType("paint").map((entry) => entry.name),
          scriptsLoaded: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".js")).length,
        }));
        throw new Error(`${error.message}: ${JSON.stringify(state)}`);
      });
      await driver.evaluate(listenForErrors);
      // Settled: the toast region, loaded after hydration, is there (leaving a
      // page while it loads makes Firefox report Vite's "Unable to preload CSS").
      const { region } = WORDS[editionAt(path)].common.NOTICE;
      await role("region", new RegExp(`^${literally(region)}`)).selector();
    },
    /** Leaves the page for a blank one; what the engine reports meanwhile is the next `errors()`. */
    async leave() {
      await harvest();
      await driver.goto("about:blank");
    },
    viewport: (width: number, height: number) => driver.viewport(width, height),
    evaluate: driver.evaluate.bind(driver),
    role,
    keyboard: (key: string) => driver.keyboard(key),
    screenshot: (file: string) => driver.screenshot(file),
    /** Console and uncaught errors since the last call (WebKit: only those after `open`). */
    async errors() {
      await harvest();
      return seen.splice(0);
    },
  };
}

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|$)/;

/** Chromium and Firefox, through puppeteer-core (CDP and WebDriver BiDi). */
export async function puppeteerDriver(page: Page, serviceWorkers: boolean): Promise<Driver> {
  const reported: string[] = [];
  page.on("console", (message) => {
    // The Watch Demo dialog's video comes from another site, unreachable offline.
    if (message.type() === "error" && LOCAL.test(message.location().url ?? "")) {
      reported.push(message.text());
    }
  });
  page.on("pageerror", (error) => reported.push(`pageerror: ${String(error)}`));
  // As tests/e2e does (serviceWorkers: "block"), no service worker but in the
  // offline journey: ADR 012.
  if (!serviceWorkers) {
    await page.evaluateOnNewDocument(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
  }
  return {
    goto: async (url) => void (await page.goto(url)),
    viewport: (width, height) => page.setViewport({ width, height }),
    evaluate: (fn, ...args) =>
      page.evaluate(fn as string, ...(args as never[])) as Promise<Awaited<never>>,
    click: (selector) => page.locator(selector).click(),
    fill: (selector, text) => page.locator(selector).fill(text),
    async keyboard(chord) {
      const keys = chord.split("+") as KeyInput[];
      const key = keys.pop()!;
      for (const modifier of keys) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    takeReported: () => reported.splice(0),
  };
}

/** WebKit, through webdriverio and WebKitWebDriver (classic WebDriver: no console events). */
export function webdriverDriver(browser: WdioBrowser): Driver {
  return {
    goto: (url) => browser.url(url).then(() => undefined),
    async viewport(width, height) {
      // The window's size includes MiniBrowser's toolbar, and it changes a moment later.
      await until(async () => {
        const [w, h] = await browser.execute(() => [innerWidth, innerHeight]);
        if (w === width && h === height) return true;
        const window = await browser.getWindowRect();
        await browser.setWindowSize(window.width + width - w!, window.height + height - h!);
        return false;
      }, `a ${width}x${height} viewport`);
    },
    evaluate: (fn, ...args) =>
      browser.execute(
        typeof fn === "string" ? `return (${fn})` : (fn as (...a: unknown[]) => unknown),
        ...args,
      ) as Promise<Awaited<never>>,
    async click(selector) {
      // WebKitWebDriver scrolls a control only to the viewport's edge, where its
      // hit test can miss it ("element not interactable"): bring it to the middle.
      await browser.execute(
        (target) => document.querySelector(target)?.scrollIntoView({ block: "center" }),
        selector,
      );
      await browser.$(selector).click();
    },
    fill: (selector, text) => browser.$(selector).setValue(text),
    // Held together: each key goes down in turn, then all come up.
    keyboard: (chord) =>
      browser.keys(chord.split("+").map((key) => Key[key as keyof typeof Key] ?? key)),
    screenshot: async (file) => void (await browser.saveScreenshot(file)),
    takeReported: () => [],
  };
}
