// @ts-check
// Part of `npm run bench` (issue 12): the avatar creator with 10,000 saved
// presets, CPU 4x slower. Measures
// - list ready: from navigation start to the saved list (newest page and its
//   "Show more") on screen, and the same with no presets for comparison;
// - keypress latency in the avatar's name field: from each key's event to the
//   frame after it (two animation frames), median and 95th percentile of 40 keys;
// - how many elements the page has with the list shown.
// A measurement, not a test: nothing here fails on a timing.
/* global document, requestAnimationFrame, requestIdleCallback, MutationObserver, window */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

export const PRESET_COUNT = Number(process.env.BENCH_PRESETS ?? 10_000);
const KEYS = 40;
const CPU_SLOWDOWN = 4;
const PATH = "/virtual-collaboration";

/**
 * @typedef {{
 *   presets: number,
 *   listReady: number,
 *   listReadyEmpty: number,
 *   keypressMedian: number,
 *   keypressP95: number,
 *   elements: number,
 * }} PresetFigures
 */

/** @param {number[]} values @param {number} fraction */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** @param {number} count */
function presets(count) {
  return Array.from({ length: count }, (_, index) => ({
    name: `Preset ${index}`,
    skinTone: index % 6,
    hairColor: index % 5,
    eyeColor: index % 4,
    hairStyle: index % 6,
    outfit: index % 4,
    accessories: index % 3 ? [index % 4] : [],
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }));
}

/**
 * Opens the page with `count` presets stored, CPU slowed, and returns when
 * the saved list (or its empty message) showed, in ms after navigation start.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {number} count
 */
async function openWith(browser, baseUrl, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const stored = JSON.stringify(presets(count));
  await page.addInitScript((value) => {
    localStorage.setItem("avatars", value);
    // Note the moment the list (its Show more) or the empty message appears.
    new MutationObserver((_, observer) => {
      const ready = [...document.querySelectorAll("button, p")].some(
        (element) =>
          element.textContent === "Show more" ||
          element.textContent?.startsWith("No saved avatars yet"),
      );
      if (ready) {
        /** @type {any} */ (window).__listReady = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, stored);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${baseUrl}${PATH}`);
  await page.waitForFunction(() => /** @type {any} */ (window).__listReady !== undefined, null, {
    timeout: 120_000,
  });
  const listReady = await page.evaluate(() => /** @type {any} */ (window).__listReady);
  return { context, page, listReady };
}

/**
 * @param {string} baseUrl
 * @returns {Promise<PresetFigures>}
 */
export async function measurePresets(baseUrl) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const empty = await openWith(browser, baseUrl, 0);
    await empty.context.close();

    const { context, page, listReady } = await openWith(browser, baseUrl, PRESET_COUNT);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    // Type once the page is idle, as a person would after it has loaded.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
    );
    const field = page.getByLabel("Avatar name");
    await field.fill("");
    await field.focus();
    await page.evaluate(() => {
      const input = /** @type {HTMLInputElement} */ (document.activeElement);
      /** @type {any} */ (window).__latencies = [];
      input.addEventListener("keydown", (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            /** @type {any} */ (window).__latencies.push(performance.now() - start),
          ),
        );
      });
    });
    for (let key = 0; key < KEYS; key++) {
      await page.keyboard.press(String.fromCharCode(97 + (key % 26)));
      await page.waitForFunction(
        (count) => /** @type {any} */ (window).__latencies.length > count,
        key,
      );
    }
    /** @type {number[]} */
    const latencies = await page.evaluate(() => /** @type {any} */ (window).__latencies);
    if (process.env.BENCH_VERBOSE) console.log(latencies.map(Math.round).join(" "));
    await context.close();
    return {
      presets: PRESET_COUNT,
      listReady,
      listReadyEmpty: empty.listReady,
      keypressMedian: percentile(latencies, 0.5),
      keypressP95: percentile(latencies, 0.95),
      elements,
    };
  } finally {
    await browser.close();
  }
}

// Run alone: `node scripts/bench-presets.mjs http://127.0.0.1:4173`.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measurePresets(process.argv[2] ?? "http://127.0.0.1:4173"));
}
