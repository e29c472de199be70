// @ts-check
// `npm run bench`: builds, measures and writes docs/performance.md, which says what each figure is.
// A measurement, not a test: on shared, noisy machines a missed target is reported, not failed.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import {
  SLOW_PHONE,
  measureOffline,
  measurePresets,
  measureTaps,
  median,
  timesAfterPaint,
} from "./bench-browser.mjs";
import { measureVisitorFrames } from "./bench-visitor.mjs";
import { ensurePackages } from "./apt.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { BENCH_PACKAGES, ensureDeps } from "./ensure-deps.mjs";
import { compressedSize, firstLoadAssets } from "./first-load.mjs";
import { observatoryGrade } from "./observatory.mjs";
import { serve } from "./serve.mjs";

const projectDir = resolve(import.meta.dirname, "..");
const clientDir = join(projectDir, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRESETS = Number(process.env.BENCH_PRESETS ?? 10_000);
const PORT = Number(process.env.PORT ?? 4320);
const FIGURES = "<!-- npm run bench: figures -->";
ensurePackages("chromium", "nginx");
ensureDeps(BENCH_PACKAGES);
const chromePath = findChromium();
if (!chromePath) throw new Error("No Chromium");

/** @param {string[]} args */
function lhci(...args) {
  const bin = join(BENCH_PACKAGES, "node_modules", ".bin", "lhci");
  return spawnSync(bin, args, { cwd: projectDir, stdio: "inherit" }).status;
}

/**
 * A Markdown table, and the blank line after it.
 * @param {string} header the column names, as in the table: "route | JS files"
 * @param {unknown[][]} rows
 */
function table(header, rows) {
  const rule = `|${"---|".repeat(header.split(" | ").length)}`;
  return [`| ${header} |`, rule, ...rows.map((cells) => `| ${cells.join(" | ")} |`), ""];
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const code = (/** @type {string} */ text) => `\`${text}\``;

if (spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" }).status !== 0) {
  throw new Error("npm run build failed");
}
// Every route the build's sitemap lists; `editions` are the bases among them ("/", "/es/"...).
const routes = [
  ...readFileSync(join(clientDir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(String(match[1])).pathname);
const timed = process.env.BENCH_ROUTES?.split(",") ?? routes;
const editions = timed.filter((path) => path === "/" || /^\/[a-z-]+\/$/.test(path));
const firstLoad = routes.map((path) => {
  const { js, css } = firstLoadAssets(clientDir, path);
  return {
    path,
    js,
    jsSize: compressedSize(clientDir, js),
    cssSize: compressedSize(clientDir, css),
  };
});
const homeJs = firstLoad.find(({ path }) => path === "/")?.jsSize;
if (!homeJs) throw new Error("The sitemap lacks `/`");

const server = await serve({ port: PORT, tls: true });
const baseUrl = server.url;
const visitor = await measureVisitorFrames(baseUrl, timed, RUNS, SLOW_PHONE.cpuSlowdown);
const collected = lhci(
  "collect",
  ...timed.map((path) => `--url=${baseUrl}${path}`),
  `--numberOfRuns=${RUNS}`,
  `--chromePath=${chromePath}`,
  `--settings.chromeFlags=${[...CHROMIUM_ARGS, "--headless=new"].join(" ")}`,
);
if (collected !== 0) throw new Error("lhci collect failed");
lhci("assert");
const lhciDir = join(projectDir, ".lighthouseci");
const lhrs = readdirSync(lhciDir)
  .filter((file) => /^lhr-.*\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(join(lhciDir, file), "utf8")));
/**
 * The median over a route's Lighthouse runs of what `read` takes from each report.
 * @param {string} path
 * @param {(lhr: any) => number} read
 */
const lighthouse = (path, read) =>
  median(lhrs.filter((lhr) => new URL(lhr.requestedUrl).pathname === path).map(read));

/** @type {{ url: string, auditId: string, auditProperty?: string, actual: number, expected: number }[]} */
const assertions = JSON.parse(readFileSync(join(lhciDir, "assertion-results.json"), "utf8"));
const lighthouseFailed = assertions.map(({ url, auditId, auditProperty, actual, expected }) => {
  const audit = auditProperty ? `${auditId}.${auditProperty}` : auditId;
  return `${code(new URL(url).pathname)} ${audit}: ${actual} (expected ${expected})`;
});

// The machine every figure was measured on: Lighthouse's benchmarkIndex (how fast this machine runs
// its fixed piece of JavaScript; a figure from a machine with a lower one is not comparable).
const benchmarkIndexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
const machine =
  `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.versions.node}, ` +
  `${lhrs[0]?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}; ` +
  `Lighthouse benchmarkIndex ${Math.round(median(benchmarkIndexes))} ` +
  `(${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))} over its runs)`;

const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const taps = await measureTaps(browser, baseUrl, timed, RUNS);
const presets = await measurePresets(browser, baseUrl, PRESETS);
const offline = await measureOffline(browser, baseUrl, editions);
await browser.close();
const security = observatoryGrade(server);
console.log(`HTTP Observatory: ${security.grade}, score ${security.score}`);
await server.stop();

const most = (/** @type {number[]} */ values) => Math.max(...values);
const presetCount = PRESETS.toLocaleString("en");
const largestCache = most(offline.map((edition) => edition.bytes));
const mostTbt = most(
  timed.map((path) => lighthouse(path, (lhr) => lhr.audits["total-blocking-time"].numericValue)),
);
/** A run's longest task after its first contentful paint, as Lighthouse lists them. */
const longestAfterPaint = (/** @type {any} */ lhr) => {
  const paint = lhr.audits["first-contentful-paint"].numericValue;
  /** @type {{ startTime: number, duration: number }[]} */
  const tasks = lhr.audits["long-tasks"].details?.items ?? [];
  return Math.max(0, ...timesAfterPaint(tasks, paint));
};
const longestTask = most(timed.map((path) => lighthouse(path, longestAfterPaint)));
const visitorLongest = most(visitor.map(({ longest }) => median(longest)));
const largestJs = most(firstLoad.map(({ jsSize }) => jsSize.gzip));
const targets = [
  [
    "Lighthouse CI's assertions (lighthouserc.json): 100 in every category, LCP under 1.0 s, CLS 0, on every route",
    lighthouseFailed.length === 0
      ? "all pass"
      : `${lighthouseFailed.length} failing: ${lighthouseFailed.join("; ")}`,
    lighthouseFailed.length === 0,
  ],
  [
    "dead-tap window 0 ms on every interactive route (slow phone)",
    `highest ${ms(most(taps.map((tap) => tap.window)))}`,
    most(taps.map((tap) => tap.window)) === 0,
  ],
  [
    "tap to next frame under 100 ms after idle (slow phone)",
    `highest ${ms(most(taps.map((tap) => tap.toFrame)))}`,
    most(taps.map((tap) => tap.toFrame)) < 100,
  ],
  [
    `keypress p95 under 50 ms with ${presetCount} saved avatars (CPU 4x)`,
    ms(presets.keypressP95),
    presets.keypressP95 < 50,
  ],
  [
    `saved avatars list ready under 1 s with ${presetCount} presets (CPU 4x)`,
    ms(presets.listReady),
    presets.listReady < 1000,
  ],
  [
    "service worker's cache under 1.5 MB for one edition",
    `largest ${mb(largestCache)}`,
    largestCache < 1.5 * 1024 * 1024,
  ],
  [
    "repeat visit: no bytes over the network (service worker)",
    `most ${most(offline.map((edition) => edition.networkBytes))} bytes`,
    offline.every((edition) => edition.networkBytes === 0),
  ],
  [
    "total blocking time at most 50 ms on every route (Lighthouse, median; issue 44)",
    `highest ${ms(mostTbt)}`,
    mostTbt <= 50,
  ],
  [
    "no task over 50 ms after the first paint (Lighthouse's long tasks, median; issue 44)",
    `longest ${ms(longestTask)}`,
    longestTask <= 50,
  ],
  [
    "no frame over 50 ms after the first paint in a visitor's browser (CPU 4x, median; issue 44)",
    `longest ${ms(visitorLongest)}`,
    visitorLongest <= 50,
  ],
  [
    "first-load JS at most 120 KB gzip on every route (issue 44)",
    `largest ${kb(largestJs)}`,
    largestJs <= 120 * 1024,
  ],
  ["first-load JS of `/` <= 140 KB gzip", kb(homeJs.gzip), homeJs.gzip <= 140 * 1024],
];

const report = [
  "",
  "",
  `Measured on ${new Date().toISOString().slice(0, 10)}, on ${machine}.`,
  "",
  "## First-load bytes per route",
  "",
  ...table(
    "route | JS files | JS gzip | JS brotli | CSS gzip | CSS brotli",
    firstLoad.map(({ path, js, jsSize, cssSize }) => {
      const bytes = [jsSize.gzip, jsSize.brotli, cssSize.gzip, cssSize.brotli];
      return [code(path), js.length, ...bytes.map(kb)];
    }),
  ),
  `## Lighthouse (mobile, simulated throttling), median of ${RUNS} runs`,
  "",
  ...table(
    "route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | benchmarkIndex",
    timed.map((path) => [
      code(path),
      ...["performance", "accessibility", "best-practices", "seo"].map((category) =>
        lighthouse(path, (lhr) => lhr.categories[category].score * 100),
      ),
      ...["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].map(
        (audit) => ms(lighthouse(path, (lhr) => lhr.audits[audit].numericValue)),
      ),
      lighthouse(path, (lhr) => lhr.audits["cumulative-layout-shift"].numericValue).toFixed(3),
      Math.round(lighthouse(path, (lhr) => lhr.environment.benchmarkIndex)),
    ]),
  ),
  `## Long frames after the first paint in a visitor's browser, median of ${RUNS} first visits`,
  "",
  `No DevTools domain enabled (scripts/bench-visitor.mjs), CPU ${SLOW_PHONE.cpuSlowdown}x slower, 412 px wide, network unthrottled.`,
  "",
  ...table(
    "route | longest frame | blocking time (each frame's time over 50 ms)",
    visitor.map(({ path, longest, blocking }) => [
      code(path),
      ms(median(longest)),
      ms(median(blocking)),
    ]),
  ),
  `## Taps on a slow phone, median of ${RUNS} fresh loads (ADR 007)`,
  "",
  `${SLOW_PHONE.downloadKbps / 1000} Mbps down, ${SLOW_PHONE.uploadKbps} kbps up, ${SLOW_PHONE.latencyMs} ms latency, CPU ${SLOW_PHONE.cpuSlowdown}x slower, a 412 px touch screen.`,
  "",
  ...table(
    "route | main control | hydrated after paint | earliest tap measured | dead-tap window | tap to next frame | to content",
    taps.map((tap) => {
      const times = [tap.hydratedAfterPaint, tap.earliestTap, tap.window];
      return [code(tap.path), tap.control, ...times.map(ms), ms(tap.toFrame), ms(tap.toContent)];
    }),
  ),
  `## ${presetCount} saved avatars (ADR 010)`,
  "",
  ...table("list ready | same, no presets | keypress median | keypress p95 | elements", [
    [presets.listReady, presets.listReadyEmpty, presets.keypressMedian, presets.keypressP95]
      .map(ms)
      .concat(presets.elements.toLocaleString("en")),
  ]),
  "## Offline (ADR 012)",
  "",
  ...table(
    "edition | saved files | saved size | repeat visit | network bytes | requests | LCP",
    offline.map((o) => [
      code(o.edition),
      o.files,
      mb(o.bytes),
      code(o.repeatPath),
      o.networkBytes,
      o.requests,
      ms(o.lcp),
    ]),
  ),
  "## HTTP Observatory against nginx (HTTPS)",
  "",
  `**${security.grade}**, score ${security.score}, ${security.testsPassed} of ${security.testsQuantity} tests passed.`,
  "",
  "## Targets",
  "",
  ...table(
    "target | measured | met",
    targets.map(([target, measured, met]) => [target, measured, met ? "yes" : "no"]),
  ),
];
// The figures go between the two marks; the page around them is kept by hand.
const performanceFile = join(projectDir, "docs", "performance.md");
const [intro, , history] = readFileSync(performanceFile, "utf8").split(FIGURES);
if (history === undefined) throw new Error(`docs/performance.md lacks its two ${FIGURES} marks`);
writeFileSync(performanceFile, [intro, report.join("\n"), history].join(FIGURES));
console.log("Wrote docs/performance.md");
process.exit(0);
