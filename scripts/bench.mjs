// @ts-check
// `npm run bench`: builds, measures and writes docs/performance.md, which says what each figure is.
// A measurement, not a test: on shared, noisy machines a missed target is reported, not failed.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import {
  SLOW_PHONE,
  measureOffline,
  measurePresets,
  measureTaps,
  median,
} from "./bench-browser.mjs";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { compressedSize, firstLoadAssets } from "./first-load.mjs";
import { startNginx } from "./nginx.mjs";
import { observatoryGrade } from "./observatory.mjs";

const projectDir = resolve(import.meta.dirname, "..");
const clientDir = join(projectDir, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRESETS = Number(process.env.BENCH_PRESETS ?? 10_000);
const SERVE_PORT = Number(process.env.PORT ?? 4319);
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4320);
const NGINX_HTTP_PORT = Number(process.env.NGINX_HTTP_PORT ?? NGINX_PORT + 1);
const HISTORY = "<!-- Kept by npm run bench: history below -->";
const chromePath = findChromium();
if (!chromePath) throw new Error("No Chromium: run `node scripts/ensure-chromium.mjs`.");

/** @param {string[]} args */
function lhci(...args) {
  const bin = join(projectDir, "node_modules", ".bin", "lhci");
  return spawnSync(bin, args, { cwd: projectDir, stdio: "inherit" }).status;
}

/** @param {string} url */
async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
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
const firstLoad = routes.map((path) => ({ path, ...firstLoadAssets(clientDir, path) }));
const homeJs = compressedSize(clientDir, firstLoadAssets(clientDir, "/").js);

const serve = spawn("node", ["scripts/serve.mjs"], {
  cwd: projectDir,
  env: { ...process.env, PORT: String(SERVE_PORT) },
  stdio: "ignore",
});
process.on("exit", () => serve.kill());
const baseUrl = `http://127.0.0.1:${SERVE_PORT}`;
await waitForServer(baseUrl);
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

const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const taps = await measureTaps(browser, baseUrl, timed, RUNS);
const presets = await measurePresets(browser, baseUrl, PRESETS);
const offline = await measureOffline(browser, baseUrl, editions);
await browser.close();
serve.kill();

const nginx = await startNginx(NGINX_PORT, NGINX_HTTP_PORT);
const security = observatoryGrade(nginx);
console.log(`HTTP Observatory: ${security.grade}, score ${security.score}`);
nginx.stop();

const most = (/** @type {number[]} */ values) => Math.max(...values);
const presetCount = PRESETS.toLocaleString("en");
const largestCache = most(offline.map((edition) => edition.bytes));
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
  ["first-load JS of `/` <= 140 KB gzip", kb(homeJs.gzip), homeJs.gzip <= 140 * 1024],
];

const report = [
  "# Performance",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on the`,
  "development machine (2 cores, Debian 12, Node 20, Debian Chromium). Numbers from a shared",
  "machine: compare runs, do not read them as absolutes. Sizes are deterministic; the",
  "byte-budget test (`tests/e2e/budget.spec.ts`) holds the first-load JavaScript of each route.",
  "",
  "## First-load bytes per route",
  "",
  "Everything the prerendered page references (scripts, module preloads, stylesheets); KB = 1,024 bytes.",
  "",
  ...table(
    "route | JS files | JS gzip | JS brotli | CSS gzip | CSS brotli",
    firstLoad.map(({ path, js, css }) => {
      const jsSize = compressedSize(clientDir, js);
      const cssSize = compressedSize(clientDir, css);
      const bytes = [jsSize.gzip, jsSize.brotli, cssSize.gzip, cssSize.brotli];
      return [code(path), js.length, ...bytes.map(kb)];
    }),
  ),
  `## Lighthouse (mobile, simulated throttling), median of ${RUNS} runs`,
  "",
  "Lighthouse CI (`lhci collect`, then `lhci assert` with lighthouserc.json); served by",
  "`scripts/serve.mjs`, as `npm start` serves it.",
  "",
  ...table(
    "route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS",
    timed.map((path) => [
      code(path),
      ...["performance", "accessibility", "best-practices", "seo"].map((category) =>
        lighthouse(path, (lhr) => lhr.categories[category].score * 100),
      ),
      ...["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].map(
        (audit) => ms(lighthouse(path, (lhr) => lhr.audits[audit].numericValue)),
      ),
      lighthouse(path, (lhr) => lhr.audits["cumulative-layout-shift"].numericValue).toFixed(3),
    ]),
  ),
  "## Taps on a slow phone (ADR 007)",
  "",
  `${SLOW_PHONE.downloadKbps / 1000} Mbps down, ${SLOW_PHONE.uploadKbps} kbps up, ${SLOW_PHONE.latencyMs} ms latency, CPU ${SLOW_PHONE.cpuSlowdown}x slower, a 412 px touch screen.`,
  "The dead-tap window runs from the first paint to the first tap that is honoured (0: no tap",
  "after the first paint was lost); it is found by tapping at later and later moments after the",
  "paint, each on a fresh load, and read from when each tap really landed.",
  "Tap to next frame: on the hydrated, idle page, from the tap to the next frame painted after",
  "its handlers, as Event Timing and INP count it (in steps of 8 ms). For a dialog that frame",
  "shows the dialog with its title and close button, focus on it, and for a tab the tab",
  "selected; *to content* is the frame with the dialog's content or the tab's panel, which",
  `render right after that frame is painted (ADR 007). Median of ${RUNS} fresh loads.`,
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
  "`/virtual-collaboration` with that many presets stored, CPU 4x slower, 1280 px wide",
  "(scripts/bench-browser.mjs). List ready: navigation start to the saved list on screen.",
  "Keypress: from each key's event in the avatar's name field to two animation frames later",
  "(so about 33 ms is the floor), 40 keys on the idle page.",
  "",
  ...table("list ready | same, no presets | keypress median | keypress p95 | elements", [
    [presets.listReady, presets.listReadyEmpty, presets.keypressMedian, presets.keypressP95]
      .map(ms)
      .concat(presets.elements.toLocaleString("en")),
  ]),
  "## Offline (ADR 012)",
  "",
  "Each edition's home page opened once on the slow phone profile, until the service worker has",
  "saved the edition and controls the page (scripts/bench-browser.mjs); then another page of",
  "the edition, CPU 4x slower. Saved: what Cache Storage holds, as stored (uncompressed).",
  "Network bytes: everything the repeat visit fetched past the worker, and the worker's own",
  "requests (headers and bodies).",
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
  "## HTTP Observatory against nginx (deploy/nginx.conf, HTTPS)",
  "",
  "Mozilla's rules run locally (scripts/observatory.mjs, docs/security.md):",
  `**${security.grade}**, score ${security.score}, ${security.testsPassed} of ${security.testsQuantity} tests passed.`,
  "",
  "## Targets",
  "",
  ...table(
    "target | measured | met",
    targets.map(([target, measured, met]) => [target, measured, met ? "yes" : "no"]),
  ),
  "Where the time goes: the first paint needs only the HTML and the one stylesheet (ADR 005),",
  "so first and largest contentful paint stay under about a second on Lighthouse's simulated",
  "slow 4G. Hydration runs after that paint, where total blocking time counts it; it stays",
  "short because its script work is React, React Router and the page itself (tailwind-merge,",
  "a fifth of it and one long task, is gone: ADR 006). TBT is the noisiest figure on a shared",
  "2-core machine, so compare medians, not single runs.",
  "",
];
const performanceFile = join(projectDir, "docs", "performance.md");
const history = readFileSync(performanceFile, "utf8").split(HISTORY)[1] ?? "\n";
writeFileSync(performanceFile, `${report.join("\n")}${HISTORY}${history}`);
console.log("Wrote docs/performance.md");
process.exit(0);
