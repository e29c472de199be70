// @ts-check
// The figures of `npm run bench` no tool measures (ADR 007, 010, 012). Times that matter are taken
// in the page: Playwright's round trips on a slowed CPU take hundreds of ms.
/* global document, window, requestIdleCallback, requestAnimationFrame, addEventListener, removeEventListener, MutationObserver, caches */

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {["button" | "tab" | "switch", string]} Control a role and an accessible name */

export const SLOW_PHONE = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 };

/** @type {Record<string, Control>} */
const MAIN_CONTROLS = {
  "/": ["button", "Watch Demo"],
  "/ai-personalization": ["button", "Chat with AI Coach"],
  "/virtual-collaboration": ["button", "Join Collaboration Room"],
  "/gamified-learning": ["button", "Mini Games"],
  "/real-time-analytics": ["tab", "Skills Heatmap"],
  "/secure-private": ["switch", "Allow other students to see my profile"],
  "/immersive-ar-vr": ["switch", "VR Mode"],
};

/**
 * By role, what shows a tap answered and its whole result: a dialog's content is `aria-busy` until
 * rendered, a tab's panel follows its tab a frame later (components/ui/dialog.tsx, tabs.tsx).
 * @type {Record<Control[0], { answered: string, content: string }>}
 */
const RESULT = {
  button: { answered: "dialog[open]", content: "dialog[open]:not(:has([aria-busy=true]))" },
  tab: {
    answered: "[data-bench-target][aria-selected=true]",
    content: "[data-bench-panel]:not([hidden])",
  },
  switch: { answered: "[data-bench-target]:checked", content: "[data-bench-target]:checked" },
};

/**
 * The value at `fraction` of the sorted values (0.5: the median).
 * @param {number[]} values
 * @param {number} fraction
 */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 0.5);

/**
 * Each task's (or frame's) time after the first contentful paint at `paint`: one that began before
 * it counts from it, as total blocking time counts it; one that ended before it, not at all.
 * @param {{ startTime: number, duration: number }[]} tasks
 * @param {number} paint
 */
export const timesAfterPaint = (tasks, paint) =>
  tasks
    .filter(({ startTime, duration }) => startTime + duration > paint)
    .map(({ startTime, duration }) => startTime + duration - Math.max(startTime, paint));

/**
 * A fresh page on the slow phone; its CPU is slowed now, or when `slowCpu` is called.
 * @param {Browser} browser
 */
async function slowPhone(browser, { cpu = true } = {}) {
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
  const slowCpu = () =>
    cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  if (cpu) await slowCpu();
  return { context, page, slowCpu };
}

/**
 * The slow phone for taps: nothing leaves the machine (the demo video's host is unreachable here
 * anyway).
 * @param {Browser} browser
 * @param {string} url
 */
async function tapPage(browser, url) {
  const { context, page } = await slowPhone(browser);
  const origin = new URL(url).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return { context, page };
}

/**
 * Marks the main control (and a tab's panel) for RESULT's selectors; returns where to tap it.
 * @param {Page} page
 * @param {Control} control
 */
async function findControl(page, [role, name]) {
  const control = page.getByRole(role, { name }).first();
  await control.waitFor({ timeout: 30_000 });
  await control.evaluate((element) => {
    element.setAttribute("data-bench-target", "");
    const panel = document.getElementById(element.getAttribute("aria-controls") ?? "");
    panel?.setAttribute("data-bench-panel", "");
    element.scrollIntoView({ block: "center" });
  });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps the main control `delay` ms after finding it on a fresh load: whether the tap was honoured,
 * and when (ms after the first paint) it really landed and the page hydrated.
 * @param {Browser} browser
 * @param {string} url
 * @param {Control} control
 * @param {number} delay
 */
async function tapAfterPaint(browser, url, control, delay) {
  const { context, page } = await tapPage(browser, url);
  try {
    // As few round trips as possible between the paint and the tap: the control is found as soon
    // as it is laid out, the times are read afterwards.
    await page.goto(url, { waitUntil: "commit" });
    const target = await findControl(page, control);
    if (delay > 0) await page.waitForTimeout(delay);
    await page.touchscreen.tap(target.x, target.y);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 30_000 });
    const hydratedAt = await page.evaluate(() => performance.now());
    // Give a replayed tap, and a lazily loaded dialog, time to answer.
    const honoured = await page
      .locator(RESULT[control[0]].answered)
      .waitFor({ state: "attached", timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    // When the tap landed: the page's first input, as Event Timing records it.
    const { paint = 0, tappedAt = 0 } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      tappedAt: performance.getEntriesByType("first-input")[0]?.startTime,
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
 * Taps land a few hundred ms after the moment asked for (round trips on a slowed CPU), so the
 * dead-tap window is read from when each tap landed.
 * @param {Browser} browser
 * @param {string} url
 * @param {Control} control
 */
async function deadTapWindow(browser, url, control) {
  const first = await tapAfterPaint(browser, url, control, 0);
  const taps = [first];
  if (!first.honoured) {
    let lost = 0;
    let honoured = Math.ceil(first.hydratedAfterPaint / 50) * 50 + 200;
    while (honoured - lost > 50) {
      const middle = Math.round((lost + honoured) / 100) * 50;
      const tap = await tapAfterPaint(browser, url, control, middle);
      taps.push(tap);
      if (tap.honoured) honoured = middle;
      else lost = middle;
    }
  }
  const lastLost = Math.max(
    ...taps.filter((tap) => !tap.honoured).map((tap) => tap.tappedAfterPaint),
  );
  const honouredAfter = taps
    .filter((tap) => tap.honoured && tap.tappedAfterPaint > lastLost)
    .map((tap) => tap.tappedAfterPaint);
  return {
    window: first.honoured ? 0 : Math.min(...honouredAfter, first.hydratedAfterPaint),
    hydratedAfterPaint: first.hydratedAfterPaint,
    earliestTap: Math.min(...taps.map((tap) => tap.tappedAfterPaint)),
  };
}

/**
 * In the page: `window.__tap` gets the click's Event Timing duration (none is reported under 16 ms,
 * so 16 after 2 s without one) and the time from the click to the frame after `content` matches.
 * @param {string} content
 */
function recordNextTap(content) {
  let clickedAt = 0;
  const nextFrame = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const click = list.getEntries().find((entry) => entry.name === "click");
      if (click) resolve(click.duration);
      // `durationThreshold` is not in TypeScript's DOM types yet.
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
    const onClick = (/** @type {Event} */ event) => {
      clickedAt = event.timeStamp;
      setTimeout(resolve, 2_000, 16);
    };
    addEventListener("click", onClick, { capture: true, once: true });
  });
  const contentFrame = new Promise((resolve) => {
    const check = () => {
      if (!clickedAt || !document.querySelector(content)) return;
      watch.disconnect();
      removeEventListener("change", check, true);
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    const watch = new MutationObserver(check);
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    // A switch (a native checkbox) turns without changing the DOM.
    addEventListener("change", check, true);
  });
  /** @type {any} */ (window).__tap = Promise.all([nextFrame, contentFrame]);
}

/**
 * From a tap on the hydrated, idle page to the next frame, and to the frame that shows its result.
 * @param {Browser} browser
 * @param {string} url
 * @param {Control} control
 */
async function tapToResult(browser, url, control) {
  const { context, page } = await tapPage(browser, url);
  try {
    await page.goto(url);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    const target = await findControl(page, control);
    await page.evaluate(recordNextTap, RESULT[control[0]].content);
    await page.touchscreen.tap(target.x, target.y);
    /** @type {[number, number]} */
    const [toFrame, toContent] = await page.evaluate(() => /** @type {any} */ (window).__tap);
    return { toFrame, toContent: Math.max(toFrame, toContent) };
  } finally {
    await context.close();
  }
}

/**
 * The taps of each of `paths` that has a main control; tap to result is the median of `runs` loads.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {number} runs
 */
export async function measureTaps(browser, baseUrl, paths, runs) {
  const figures = [];
  for (const [path, control] of Object.entries(MAIN_CONTROLS)) {
    if (!paths.includes(path)) continue;
    const url = `${baseUrl}${path}`;
    const deadTaps = await deadTapWindow(browser, url, control);
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await tapToResult(browser, url, control));
    figures.push({
      path,
      control: control[1],
      ...deadTaps,
      toFrame: median(results.map((result) => result.toFrame)),
      toContent: median(results.map((result) => result.toContent)),
    });
    console.log(figures.at(-1));
  }
  return figures;
}

/**
 * `listReady`: ms from navigation start until the saved list (its "Show more") or its empty
 * message appeared.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {number} count
 */
async function openWithPresets(browser, baseUrl, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const presets = Array.from({ length: count }, (_, index) => ({
    name: `Preset ${index}`,
    skinTone: index % 6,
    hairColor: index % 5,
    eyeColor: index % 4,
    hairStyle: index % 6,
    outfit: index % 4,
    accessories: index % 3 ? [index % 4] : [],
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }));
  await page.addInitScript((stored) => {
    localStorage.setItem("avatars", stored);
    new MutationObserver((_, observer) => {
      const ready = [...document.querySelectorAll("button, p")].some(
        (element) =>
          element.textContent === "Show more" ||
          element.textContent?.startsWith("No saved avatars yet"),
      );
      if (!ready) return;
      /** @type {any} */ (window).__listReady = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, JSON.stringify(presets));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  await page.goto(`${baseUrl}/virtual-collaboration`);
  const ready = await page.waitForFunction(() => /** @type {any} */ (window).__listReady, null, {
    timeout: 120_000,
  });
  return { context, page, listReady: /** @type {number} */ (await ready.jsonValue()) };
}

/**
 * The saved list ready with `count` presets and with none, and the latency of 40 keys typed in
 * the avatar's name field.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {number} count
 */
export async function measurePresets(browser, baseUrl, count) {
  const empty = await openWithPresets(browser, baseUrl, 0);
  await empty.context.close();
  const { context, page, listReady } = await openWithPresets(browser, baseUrl, count);
  try {
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    // Type once the page is idle, as a person would after it has loaded.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    const field = page.getByLabel("Avatar name");
    await field.fill("");
    await field.evaluate((input) => {
      /** @type {number[]} */
      const latencies = [];
      /** @type {any} */ (window).__latencies = latencies;
      input.addEventListener("keydown", (event) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => latencies.push(performance.now() - event.timeStamp)),
        ),
      );
    });
    for (let key = 0; key < 40; key++) {
      await page.keyboard.press(String.fromCharCode(97 + (key % 26)));
      await page.waitForFunction(
        (key) => /** @type {any} */ (window).__latencies.length > key,
        key,
      );
    }
    /** @type {number[]} */
    const latencies = await page.evaluate(() => /** @type {any} */ (window).__latencies);
    return {
      listReady,
      listReadyEmpty: empty.listReady,
      keypressMedian: median(latencies),
      keypressP95: percentile(latencies, 0.95),
      elements,
    };
  } finally {
    await context.close();
  }
}

/**
 * For each edition's base ("/", "/es/"...): what Cache Storage holds once the worker controls the
 * page, then a repeat visit's network bytes (the worker's own requests included) and LCP.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string[]} editions
 */
export async function measureOffline(browser, baseUrl, editions) {
  const figures = [];
  for (const edition of editions) {
    const { context, page, slowCpu } = await slowPhone(browser, { cpu: false });
    await page.goto(`${baseUrl}${edition}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 120_000,
    });
    const cached = await page.evaluate(async () => {
      let files = 0;
      let bytes = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          files += 1;
          bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
        }
      }
      return { files, bytes };
    });
    let networkBytes = 0;
    let requests = 0;
    /** @type {Promise<void>[]} */
    const counting = [];
    /** @param {import("@playwright/test").Request} request */
    const count = (request) =>
      counting.push(
        (async () => {
          const response = await request.response();
          if (!response || response.fromServiceWorker()) return;
          const sizes = await request.sizes();
          networkBytes += sizes.responseBodySize + sizes.responseHeadersSize;
          requests += 1;
        })(),
      );
    context.on("requestfinished", count);
    await slowCpu();
    const repeatPath = `${edition}schedule`;
    await page.goto(`${baseUrl}${repeatPath}`);
    /** @type {number} */
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((entries) => {
            const last = entries.getEntries().at(-1);
            if (last) resolve(last.startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    // No request is counted once the page has hydrated, and those that finished by then are
    // counted before the figures are read: a request that finished as the context closed had no
    // response left to read.
    context.off("requestfinished", count);
    await Promise.all(counting);
    figures.push({ edition, ...cached, repeatPath, networkBytes, requests, lcp });
    console.log(figures.at(-1));
    await context.close();
  }
  return figures;
}
