// @ts-check
// Long frames after the first paint as a visitor's browser runs the page: Chromium driven over its
// own pipe, with no DevTools domain enabled. Lighthouse and Playwright enable the Runtime domain,
// which makes V8 record a detailed stack for every Error made, so React DOM's three made at start-up
// re-parse its whole module (docs/performance.md, "Where the time goes"); a visitor pays none of it.
/* global document, MutationObserver */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { timesAfterPaint } from "./bench-browser.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

/**
 * Chromium on `--remote-debugging-pipe` (fd 3 in, fd 4 out, messages ended by NUL) and a `send`
 * for the protocol's commands, in a session or to the browser.
 */
async function launch() {
  const profile = await mkdtemp(join(tmpdir(), "bench-visitor-"));
  const chrome = spawn(
    findChromium() ?? "chromium",
    [...CHROMIUM_ARGS, "--headless=new", "--remote-debugging-pipe", `--user-data-dir=${profile}`],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [input, output] =
    /** @type {[import("node:stream").Writable, import("node:stream").Readable]} */ ([
      chrome.stdio[3],
      chrome.stdio[4],
    ]);
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let buffered = "";
  // Decoded as a stream: a character split between two chunks stays whole.
  output.setEncoding("utf8");
  output.on("data", (/** @type {string} */ chunk) => {
    const parts = (buffered + chunk).split("\0");
    buffered = parts.pop() ?? "";
    for (const part of parts) {
      const message = JSON.parse(part);
      const waiting = pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
      else waiting.resolve(message.result);
    }
  });
  let lastId = 0;
  /**
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const close = async () => {
    await send("Browser.close").catch(() => {});
    await new Promise((resolve) =>
      chrome.exitCode === null ? chrome.once("exit", resolve) : resolve(0),
    );
    await rm(profile, { recursive: true, force: true });
  };
  return { send, close };
}

/**
 * In the page: once it has hydrated and settled, its first contentful paint and its long animation
 * frames.
 */
function paintAndFrames() {
  return new Promise((resolve) => {
    const settle = () =>
      setTimeout(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const frames = list
            .getEntries()
            .map(({ startTime, duration }) => ({ startTime, duration }));
          resolve({ paint, frames });
        }).observe({ type: "long-animation-frame", buffered: true });
      }, 2000);
    const whenHydrated = () => {
      const root = document.documentElement;
      if (root.dataset.hydrated === "true") settle();
      else
        new MutationObserver((_, observer) => {
          if (root.dataset.hydrated !== "true") return;
          observer.disconnect();
          settle();
        }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    };
    // Evaluated as the page commits, before its document has an element.
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", whenHydrated, { once: true });
    } else whenHydrated();
  });
}

/**
 * Each path opened `runs` times, each in a new browser context (empty caches: a first visit), CPU
 * `cpuSlowdown` times slower, 412 px wide.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {number} runs
 * @param {number} cpuSlowdown
 * @returns {Promise<{ path: string, longest: number[], blocking: number[] }[]>}
 */
export async function measureVisitorFrames(baseUrl, paths, runs, cpuSlowdown) {
  const { send, close } = await launch();
  try {
    /** @type {{ path: string, longest: number[], blocking: number[] }[]} */
    const results = paths.map((path) => ({ path, longest: [], blocking: [] }));
    for (const result of results) {
      for (let run = 0; run < runs; run++) {
        const { browserContextId } = await send("Target.createBrowserContext");
        const { targetId } = await send("Target.createTarget", {
          url: "about:blank",
          browserContextId,
        });
        const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
        await send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown }, sessionId);
        await send(
          "Emulation.setDeviceMetricsOverride",
          { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: true },
          sessionId,
        );
        await send("Page.navigate", { url: `${baseUrl}${result.path}` }, sessionId);
        // Evaluating enables no domain; it waits in the page until the frames are read.
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        const { result: value, exceptionDetails } = await Promise.race([
          send(
            "Runtime.evaluate",
            { expression: `(${paintAndFrames})()`, awaitPromise: true, returnByValue: true },
            sessionId,
          ),
          new Promise((_, reject) => {
            // A hang, not a slow page: a visit takes seconds.
            timer = setTimeout(() => reject(new Error(`${result.path} never hydrated`)), 120_000);
          }),
        ]).finally(() => clearTimeout(timer));
        if (exceptionDetails) throw new Error(JSON.stringify(exceptionDetails));
        /** @type {{ paint: number, frames: { startTime: number, duration: number }[] }} */
        const { paint, frames: all } = value.value;
        const frames = timesAfterPaint(all, paint);
        result.longest.push(Math.max(0, ...frames));
        result.blocking.push(frames.reduce((sum, frame) => sum + Math.max(0, frame - 50), 0));
        await send("Target.disposeBrowserContext", { browserContextId });
      }
    }
    return results;
  } finally {
    await close();
  }
}
