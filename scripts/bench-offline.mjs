// @ts-check
// Part of `npm run bench` (issue 14, ADR 012): the service worker, on the slow
// phone profile. For each edition, opens its home page, waits until the worker
// has saved the edition and controls the page, and measures
// - the cache: what Cache Storage holds (files and bytes, as stored);
// - a repeat visit to another page of the edition: the bytes that came over
//   the network (the page and everything it loaded, the worker's own requests
//   included) and its largest contentful paint.
// A measurement, not a test: nothing here fails on a timing.
/* global caches */
import { chromium } from "@playwright/test";

// Read when the browser is launched.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
import { SLOW_PHONE } from "./bench-taps.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

/**
 * @typedef {{
 *   edition: string,
 *   cachedFiles: number,
 *   cachedBytes: number,
 *   repeatPath: string,
 *   repeatNetworkBytes: number,
 *   repeatRequests: number,
 *   repeatLcp: number,
 * }} OfflineFigures
 */

/**
 * @param {string} baseUrl
 * @param {{ base: string, repeatPath: string }[]} editions
 * @returns {Promise<OfflineFigures[]>}
 */
export async function measureOffline(baseUrl, editions) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  /** @type {OfflineFigures[]} */
  const figures = [];
  try {
    for (const { base, repeatPath } of editions) {
      const context = await browser.newContext({
        serviceWorkers: "allow",
        viewport: { width: 412, height: 915 },
      });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: SLOW_PHONE.latencyMs,
        downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
        uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
      });
      await page.goto(`${baseUrl}${base}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 120_000,
      });
      const cache = await page.evaluate(async () => {
        let files = 0;
        let bytes = 0;
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const response = await cache.match(request);
            files += 1;
            bytes += response ? (await response.blob()).size : 0;
          }
        }
        return { files, bytes };
      });

      // Every byte over the network from now on: what the page fetched past the
      // worker, and what the worker fetched (Playwright reports the worker's
      // requests with PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set below).
      let networkBytes = 0;
      let requests = 0;
      context.on("requestfinished", async (request) => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        networkBytes += sizes.responseBodySize + sizes.responseHeadersSize;
        requests += 1;
      });
      await session.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
      await page.goto(`${baseUrl}${repeatPath}`);
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
      figures.push({
        edition: base,
        cachedFiles: cache.files,
        cachedBytes: cache.bytes,
        repeatPath,
        repeatNetworkBytes: networkBytes,
        repeatRequests: requests,
        repeatLcp: Number(lcp),
      });
      console.log(figures.at(-1));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
