// The engines' fixtures: each worker launches its project's browser once
// (`engine`: chromium, firefox or webkit) with one page (WebKit: one window),
// and each test gets `site`, that page with the site's cookies and storage
// cleared: as a new visitor finds the site, without a new renderer per test.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import { LOCALE_IDS, type LocaleId } from "../../app/locales";
import { CHROMIUM_ARGS, ONLY_LOOPBACK, findChromium } from "../../scripts/chromium.mjs";
import { PSEUDO_PORT, freePort, servedAt } from "../../scripts/serve.mjs";
import { createSite, puppeteerDriver, until, webdriverDriver, type Site } from "./site";

export { expect } from "@playwright/test";

export type Engine = "chromium" | "firefox" | "webkit";

export const MINI_BROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

interface Launched {
  /** The worker's page (WebKit: window), reset as a new visitor finds the site. */
  newSite(baseURL: string): Promise<Site>;
  close(): Promise<void>;
}

/**
 * No journey may reach the network: Firefox sends every request for another host to a proxy on a
 * port of the loopback where nothing listens (port 1), so it fails at once, as with no connection;
 * the loopback itself is never proxied. Chromium resolves no host but the loopback's
 * (`ONLY_LOOPBACK`), as in tests/e2e. WebKit has no such block: with WebDriver's proxy capability
 * its session sometimes never started (ADR 042).
 */
const NOWHERE = { host: "127.0.0.1", port: 1 };

/** One of the site's plain files, where a reused window is reset between tests. */
const RESET_PAGE = "/robots.txt";

/**
 * Runs in the page: empties the site's storage, as a new visitor finds it. The saved avatars' turn
 * record in IndexedDB stays (app/features/avatar-creator/presets-lock.ts): all it can do is make a
 * save wait up to a second for a list that is no longer there, and deleting it while WebKit still
 * held the last page's connection left the next page's load hanging.
 */
function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

async function launchPuppeteer(
  engine: "chromium" | "firefox",
  serviceWorkers: boolean,
): Promise<Launched> {
  const browser = await puppeteer.launch(
    engine === "chromium"
      ? { executablePath: findChromium(), args: [...CHROMIUM_ARGS, ONLY_LOOPBACK] }
      : {
          browser: "firefox",
          executablePath: "/usr/bin/firefox-esr",
          extraPrefsFirefox: {
            // No spare content process started in the background after each one is taken: on two
            // busy cores it cost the journeys a sixth of their time (ADR 038).
            "dom.ipc.processPrelaunch.enabled": false,
            // A manual proxy; "localhost" and 127.0.0.1 stay direct (Firefox's default).
            "network.proxy.type": 1,
            "network.proxy.http": NOWHERE.host,
            "network.proxy.http_port": NOWHERE.port,
            "network.proxy.ssl": NOWHERE.host,
            "network.proxy.ssl_port": NOWHERE.port,
            "network.proxy.allow_hijacking_localhost": false,
          },
        },
  );
  // One page for the worker's tests, reset before each as WebKit's window is: a new page starts a
  // new renderer, which cost each test about a second of both cores here.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const driver = await puppeteerDriver(page, serviceWorkers);
  return {
    async newSite(baseURL) {
      await page.goto(new URL(RESET_PAGE, baseURL).href);
      await context.deleteCookie(...(await context.cookies()));
      await page.evaluate(clearStorage);
      driver.takeReported();
      return createSite(driver, baseURL);
    },
    close: () => browser.close(),
  };
}

/** Waits until a server answers `url` with a success. */
const untilAnswering = (url: string) =>
  until(
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    url,
  );

/**
 * MiniBrowser's window cannot be narrower than its toolbar (447 px): this
 * GTK style shrinks the toolbar so that 390 px wide windows are possible.
 */
const SMALL_TOOLBAR = "* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }";

async function launchWebKit(serviceWorkers: boolean): Promise<Launched> {
  const port = await freePort();
  const config = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), SMALL_TOOLBAR);
  // MiniBrowser has no headless mode: without a display, give it an Xvfb.
  const driverCommand = ["WebKitWebDriver", `--port=${port}`];
  const command = process.env.DISPLAY
    ? driverCommand
    : ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", ...driverCommand];
  const child = spawn(command[0]!, command.slice(1), {
    // Its settings, data and cache its own: no two MiniBrowsers share a cookie or cache store.
    env: {
      ...process.env,
      // Pages painted straight into the window: with no GPU, compositing layers through Mesa's
      // software GL cost the journeys a quarter of their time (ADR 038).
      WEBKIT_DISABLE_COMPOSITING_MODE: "1",
      XDG_CONFIG_HOME: config,
      XDG_DATA_HOME: join(config, "data"),
      XDG_CACHE_HOME: join(config, "cache"),
    },
    detached: true,
    stdio: "ignore",
  });
  await untilAnswering(`http://127.0.0.1:${port}/status`);
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "error",
    capabilities: {
      browserName: "MiniBrowser",
      // WebKitWebDriver 2.50 speaks classic WebDriver only (no BiDi).
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": {
        binary: MINI_BROWSER,
        // No service worker, as tests/e2e (ADR 012), but in the offline journey.
        args: ["--automation", ...(serviceWorkers ? [] : ["--features=-ServiceWorkers"])],
      },
    } as WebdriverIO.Capabilities, // WDIO's types do not list WebKitGTK's options.
  });
  return {
    async newSite(baseURL) {
      // A reset window: the site's cookies and storage cleared on one of its plain files.
      await browser.url(new URL(RESET_PAGE, baseURL).href);
      await browser.deleteAllCookies();
      await browser.execute(clearStorage);
      return createSite(webdriverDriver(browser), baseURL);
    },
    async close() {
      await browser.deleteSession().catch(() => {});
      process.kill(-child.pid!);
      rmSync(config, { recursive: true, force: true });
    },
  };
}

interface WorkerFixtures {
  engine: Engine;
  /** Whether pages may register the service worker (the offline journey). */
  allowServiceWorkers: boolean;
  launched: Launched;
}

interface TestFixtures {
  /** The editions a journey of every edition goes through: the shipped ones, or the pseudo-locale. */
  editions: LocaleId[];
  site: Site;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["chromium", { option: true, scope: "worker" }],
  // A test's own, so that the pseudo-locale's journeys share the worker's browser.
  editions: [LOCALE_IDS, { option: true }],
  allowServiceWorkers: [false, { option: true, scope: "worker" }],
  launched: [
    async ({ engine, allowServiceWorkers }, provide) => {
      const launched =
        engine === "webkit"
          ? await launchWebKit(allowServiceWorkers)
          : await launchPuppeteer(engine, allowServiceWorkers);
      await provide(launched);
      await launched.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  site: async ({ launched, baseURL }, provide) => {
    const site = await launched.newSite(baseURL!);
    await site.viewport(1280, 800);
    await provide(site);
  },
});

/**
 * Declares `journeys` twice: in the shipped editions, then in the pseudo-locale edition of the
 * tests' own build (app/locales.ts, ADR 033), served by a server of its own.
 */
export function alsoInThePseudoEdition(journeys: () => void): void {
  journeys();
  test.describe("the pseudo-locale edition", () => {
    test.use({ editions: ["pseudo"], baseURL: servedAt(PSEUDO_PORT).url });
    journeys();
  });
}
