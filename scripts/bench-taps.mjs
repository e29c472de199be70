// @ts-check
// Part of `npm run bench` (ADR 007): on a slow phone profile (1.6 Mbps down,
// 150 ms latency, CPU 4x slower), for each route's main control,
// - the dead-tap window: from the first paint to the first tap that is
//   honoured (the control answers once the page has hydrated), found by
//   tapping at later and later moments after the first paint. Measured with
//   the page as built, and with its tap-holding script taken out, which is
//   how the site behaved before ADR 007;
// - tap-to-result once the page has hydrated and is idle: from the tap to
//   the next frame (Event Timing, as INP counts it), and to the frame that
//   shows the whole result (a dialog's content, which renders after its frame).
// A measurement, not a test: nothing here fails on a timing.
/* global document, window, requestIdleCallback, requestAnimationFrame, addEventListener, removeEventListener, MutationObserver */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").Page} Page */
/**
 * A route's main control: its ARIA role and accessible name, and how the
 * page shows that it answered.
 * @typedef {{
 *   role: Parameters<Page["getByRole"]>[0],
 *   name: string,
 *   result: "dialog" | "selected" | "checked",
 * }} MainControl
 */
/** @typedef {keyof typeof MAIN_CONTROLS} Route */
/** @typedef {{ withoutHold?: boolean }} SlowPageOptions */
/**
 * One tap after the first paint: whether it was honoured, and when (ms after
 * the first paint) it landed and the page hydrated.
 * @typedef {{ honoured: boolean, tappedAfterPaint: number, hydratedAfterPaint: number }} Tap
 */
/**
 * What `measureTaps` reports for a route (times in ms).
 * @typedef {{
 *   control: string,
 *   hydratedAfterPaint: number,
 *   deadTapWindow: number,
 *   earliestTap: number,
 *   deadTapWindowWithoutHold: number,
 *   tapToFrame: number,
 *   tapToContent: number,
 * }} TapFigures
 */
/**
 * The page's window, with the time the harness's listener records a tap at
 * (set before it is read: the tap comes first).
 * @typedef {Window & typeof globalThis & { __tappedAt: number }} BenchWindow
 */

export const SLOW_PHONE = {
  downloadKbps: 1600,
  uploadKbps: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
};

/**
 * Each route's main control, and how the page shows that it answered.
 * @satisfies {Record<string, MainControl>}
 */
export const MAIN_CONTROLS = {
  "/": { role: "button", name: "Watch Demo", result: "dialog" },
  "/ai-personalization": { role: "button", name: "Chat with AI Coach", result: "dialog" },
  "/virtual-collaboration": { role: "button", name: "Join Collaboration Room", result: "dialog" },
  "/gamified-learning": { role: "button", name: "Mini Games", result: "dialog" },
  "/real-time-analytics": { role: "tab", name: "Skills Heatmap", result: "selected" },
  "/secure-private": {
    role: "switch",
    name: "Allow other students to see my profile",
    result: "checked",
  },
  "/immersive-ar-vr": { role: "switch", name: "VR Mode", result: "checked" },
};

/**
 * The inline script in <head> that holds early taps (scripts/inline/hold-early-taps.js):
 * the one that marks a held control `aria-busy` (the Trusted Types policy comes first).
 */
const HOLD_SCRIPT = /<script>(?:(?!<\/script>)[\s\S])*aria-busy(?:(?!<\/script>)[\s\S])*<\/script>/;

/**
 * In the page: when the control (marked data-bench-target) shows its result,
 * the time (performance.now()); until then false.
 * @param {MainControl["result"]} kind
 * @returns {number | false}
 */
function answered(kind) {
  const control = document.querySelector("[data-bench-target]");
  const done =
    kind === "dialog"
      ? document.querySelector("dialog[open]") !== null
      : kind === "selected"
        ? control?.getAttribute("aria-selected") === "true"
        : control?.matches(":checked") === true;
  return done ? performance.now() : false;
}

/**
 * Marks the route's main control for `answered` and returns where to tap it.
 * @param {Page} page
 * @param {Route} path
 */
async function findControl(page, path) {
  const { role, name } = MAIN_CONTROLS[path];
  const control = page.getByRole(role, { name }).first();
  await control.waitFor({ state: "visible", timeout: 30_000 });
  await control.evaluate((element) => {
    element.setAttribute("data-bench-target", "");
    element.scrollIntoView({ block: "center" });
  });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${path}: ${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {SlowPageOptions} [options]
 */
async function slowPage(browser, baseUrl, { withoutHold = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  const origin = new URL(baseUrl).origin;
  // Nothing leaves the machine (the demo video's host is unreachable here anyway).
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (withoutHold) {
    await page.route(
      (url) => url.origin === origin && !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(HOLD_SCRIPT, "");
        await route.fulfill({ response, body: html });
      },
    );
  }
  return { context, page };
}

/**
 * Loads `path`, taps its main control about `delay` ms after the first paint,
 * and says whether the tap was honoured, when (after the first paint) it
 * really landed, and when the page hydrated.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {Route} path
 * @param {number} delay
 * @param {SlowPageOptions} [options]
 * @returns {Promise<Tap>}
 */
async function tapAfterPaint(browser, baseUrl, path, delay, options) {
  const control = MAIN_CONTROLS[path];
  const { context, page } = await slowPage(browser, baseUrl, options);
  try {
    // When the page painted and when the tap landed, as the page saw them.
    await page.addInitScript(() => {
      addEventListener(
        "touchstart",
        (event) => {
          /** @type {BenchWindow} */ (window).__tappedAt = event.timeStamp;
        },
        {
          capture: true,
          once: true,
        },
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
    // As few round trips as possible between the paint and the tap: the
    // control is found as soon as it is laid out, and the paint's time is
    // read afterwards.
    const target = await findControl(page, path);
    if (delay > 0) await page.waitForTimeout(delay);
    await page.touchscreen.tap(target.x, target.y);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 30_000 });
    const hydratedAt = await page.evaluate(() => performance.now());
    // Give a replayed tap, and a lazily loaded dialog, time to answer.
    const honoured = await page
      .waitForFunction(answered, control.result, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    const { paint, tappedAt } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      tappedAt: /** @type {BenchWindow} */ (window).__tappedAt,
    }));
    return {
      honoured,
      tappedAfterPaint: Math.max(0, tappedAt - paint),
      hydratedAfterPaint: hydratedAt - paint,
    };
  } finally {
    await context.close();
  }
}

/**
 * The dead-tap window: from the first paint to the first tap that is
 * honoured, 0 when no tap was lost. Taps land a few hundred ms after the
 * moment asked for (the harness's own round trips on a slowed CPU), so the
 * window is read from when each tap really landed.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {Route} path
 * @param {SlowPageOptions} [options]
 */
async function deadTapWindow(browser, baseUrl, path, options) {
  /** @type {[Tap, ...Tap[]]} */
  const taps = [await tapAfterPaint(browser, baseUrl, path, 0, options)];
  const hydrated = taps[0].hydratedAfterPaint;
  if (!taps[0].honoured) {
    let lost = 0;
    let honoured = Math.ceil(hydrated / 50) * 50 + 200;
    while (honoured - lost > 50) {
      const middle = Math.round((lost + honoured) / 100) * 50;
      const tap = await tapAfterPaint(browser, baseUrl, path, middle, options);
      taps.push(tap);
      if (tap.honoured) honoured = middle;
      else lost = middle;
    }
  }
  const lost = taps.filter((tap) => !tap.honoured).map((tap) => tap.tappedAfterPaint);
  const lastLost = Math.max(...lost);
  const honouredAfter = taps
    .filter((tap) => tap.honoured && tap.tappedAfterPaint > lastLost)
    .map((tap) => tap.tappedAfterPaint);
  const window = lost.length === 0 ? 0 : Math.min(...honouredAfter, hydrated);
  return {
    window,
    hydratedAfterPaint: hydrated,
    earliestTap: Math.min(...taps.map((tap) => tap.tappedAfterPaint)),
  };
}

/**
 * What the page records around one tap (times from performance.now()).
 * @typedef {{ clickFrame: number | null, content: number | null }} TapRecord
 * @typedef {Window & typeof globalThis & { __tap: TapRecord }} TapWindow
 */

/**
 * Installs, in the page, the records `tapToResult` reads: the Event Timing
 * entry of the next click (its duration runs from the tap to the next frame
 * painted after its handlers, as INP counts it, in steps of 8 ms; entries
 * under 16 ms are not reported), and the first frame after the whole result is
 * there: a dialog's content (its body is `aria-busy` until then), a tab's panel
 * (it follows the tab after a frame: components/ui/dialog.tsx, tabs.tsx).
 * @param {MainControl["result"]} kind
 */
function recordNextTap(kind) {
  /** @type {TapRecord} */
  const record = { clickFrame: null, content: null };
  /** @type {TapWindow} */ (window).__tap = record;
  new PerformanceObserver((list, observer) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== "click") continue;
      record.clickFrame = entry.duration;
      observer.disconnect();
    }
    // `durationThreshold` is not in TypeScript's DOM types yet.
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
  let tappedAt = 0;
  addEventListener(
    "click",
    (event) => {
      tappedAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const control = document.querySelector("[data-bench-target]");
  /** A dialog with its content, a tab with its panel, a switch turned. */
  const contentShown = () => {
    if (kind === "dialog") {
      return (
        document.querySelector("dialog[open]") !== null &&
        document.querySelector('dialog[open] [aria-busy="true"]') === null
      );
    }
    if (kind === "checked") return control?.matches(":checked") === true;
    const panel = document.getElementById(control?.getAttribute("aria-controls") ?? "");
    return control?.getAttribute("aria-selected") === "true" && panel?.hidden === false;
  };
  const check = () => {
    if (!tappedAt || !contentShown()) return;
    watch.disconnect();
    removeEventListener("change", check, true);
    requestAnimationFrame(() => {
      record.content = performance.now() - tappedAt;
    });
  };
  const watch = new MutationObserver(check);
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  // A switch (a native checkbox) turns without changing the DOM.
  addEventListener("change", check, true);
}

/**
 * From a tap on the hydrated, idle page to the next frame (the dialog's frame,
 * the tab or the switch), and to the frame that shows its whole result (a
 * dialog's content).
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {Route} path
 * @returns {Promise<{ toFrame: number, toContent: number }>} ms
 */
export async function tapToResult(browser, baseUrl, path) {
  const control = MAIN_CONTROLS[path];
  const { context, page } = await slowPage(browser, baseUrl);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    const target = await findControl(page, path);
    await page.evaluate(recordNextTap, control.result);
    await page.touchscreen.tap(target.x, target.y);
    await page.waitForFunction(() => /** @type {TapWindow} */ (window).__tap.content !== null);
    // Event Timing reports the click after its frame; under 16 ms it reports nothing.
    const clickFrame = await page
      .waitForFunction(() => /** @type {TapWindow} */ (window).__tap.clickFrame, null, {
        timeout: 2_000,
      })
      .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()))
      .catch(() => 16);
    const content = await page.evaluate(() => /** @type {TapWindow} */ (window).__tap.content);
    return { toFrame: clickFrame, toContent: Math.max(clickFrame, content ?? 0) };
  } finally {
    await context.close();
  }
}

/**
 * @param {string} baseUrl
 * @param {Route[]} [paths]
 * @returns {Promise<Record<string, TapFigures>>} by route
 */
export async function measureTaps(
  baseUrl,
  paths = /** @type {Route[]} */ (Object.keys(MAIN_CONTROLS)),
) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  /** @type {Record<string, TapFigures>} */
  const results = {};
  try {
    for (const path of paths) {
      const now = await deadTapWindow(browser, baseUrl, path);
      const before = await deadTapWindow(browser, baseUrl, path, { withoutHold: true });
      /** @type {{ toFrame: number, toContent: number }[]} */
      const runs = [];
      for (let run = 0; run < 5; run++) runs.push(await tapToResult(browser, baseUrl, path));
      /** @param {"toFrame" | "toContent"} key */
      const median = (key) =>
        /** @type {number} */ (runs.map((run) => run[key]).sort((a, b) => a - b)[2]);
      results[path] = {
        control: MAIN_CONTROLS[path].name,
        hydratedAfterPaint: now.hydratedAfterPaint,
        deadTapWindow: now.window,
        earliestTap: now.earliestTap,
        deadTapWindowWithoutHold: before.window,
        tapToFrame: median("toFrame"),
        tapToContent: median("toContent"),
      };
      console.log(path, results[path]);
    }
  } finally {
    await browser.close();
  }
  return results;
}
