// @ts-check
// `npm run bench`: builds, serves the build as `npm start` does, and writes
// docs/performance.md with, for every route, the first-load JavaScript and
// CSS (gzip and brotli bytes), Lighthouse through Lighthouse CI (`lhci
// collect` and `lhci assert` with lighthouserc.json: mobile, 5 runs a page,
// BENCH_RUNS overrides), the dead-tap window and
// tap-to-result of each route's main control on a slow phone profile
// (scripts/bench-taps.mjs), the service worker's cache and a repeat visit
// (scripts/bench-offline.mjs), then, against nginx with deploy/nginx.conf over
// HTTPS, the HTTP Observatory's grade (scripts/observatory.mjs) and a bounded
// load run. A measurement, not a test: these machines are shared and noisy,
// so nothing here fails on a timing or a grade (a failed assertion is reported).
// What follows HISTORY in docs/performance.md is kept as it is.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
// @ts-expect-error autocannon ships no types (the `Autocannon` typedef below covers what is used)
import autocannon from "autocannon";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { measureOffline } from "./bench-offline.mjs";
import { measurePresets } from "./bench-presets.mjs";
import { MAIN_CONTROLS, SLOW_PHONE, measureTaps } from "./bench-taps.mjs";
import { compressedSize, firstLoadAssets } from "./first-load.mjs";
import { startNginx } from "./nginx.mjs";
import { observatoryGrade } from "./observatory.mjs";

const projectDir = resolve(import.meta.dirname, "..");
const clientDir = join(projectDir, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SERVE_PORT = 4319;
const NGINX_PORT = 4320;
const HISTORY = "<!-- Kept by npm run bench: history below -->";
const KB = 1024;

/** @typedef {import("./bench-taps.mjs").Route} Route */
/** @typedef {import("./bench-taps.mjs").TapFigures} TapFigures */
/** @typedef {ReturnType<typeof compressedSize>} Compressed */
/** @typedef {{ files: number, js: Compressed, css: Compressed }} Sizes */
/**
 * A route's Lighthouse scores (0-100) and metrics (ms; CLS unitless).
 * @typedef {{
 *   performance: number,
 *   accessibility: number,
 *   bestPractices: number,
 *   seo: number,
 *   fcp: number,
 *   lcp: number,
 *   tbt: number,
 *   cls: number,
 * }} Scores
 */
/** @typedef {{ rps: number, p50: number, p99: number, errors: number, requests: number }} LoadFigures */
/** @typedef {import("./observatory.mjs").Grade} Grade */
/** @typedef {import("./bench-presets.mjs").PresetFigures} PresetFigures */
/** @typedef {import("./bench-offline.mjs").OfflineFigures} OfflineFigures */
/**
 * The part of autocannon used here (autocannon has no types of its own).
 * @typedef {(options: {
 *   url: string,
 *   connections: number,
 *   duration: number,
 *   headers: Record<string, string>,
 * }) => Promise<{
 *   requests: { average: number, total: number },
 *   latency: { p50: number, p99: number },
 *   errors: number,
 *   timeouts: number,
 *   non2xx: number,
 * }>} Autocannon
 */

/** @param {number} ms */
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** @param {string} url */
async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    await wait(100);
  }
  throw new Error(`${url} did not answer`);
}

/** @param {number[]} values at least one */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: projectDir });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/**
 * Lighthouse CI on every route, RUNS times each; the medians of each route's
 * runs, and what its assertions (lighthouserc.json) found failing.
 * @param {string} baseUrl
 * @returns {{ scores: Record<string, Scores>, failed: string[] }}
 */
function lighthouseScores(baseUrl) {
  const chromium = findChromium();
  if (!chromium) throw new Error("No Chromium: run `node scripts/ensure-chromium.mjs`.");
  const lhci = (/** @type {string[]} */ ...args) =>
    spawnSync(join(projectDir, "node_modules", ".bin", "lhci"), args, {
      cwd: projectDir,
      stdio: "inherit",
    }).status;
  const collected = lhci(
    "collect",
    ...PAGE_PATHS.map((path) => `--url=${baseUrl}${path}`),
    `--numberOfRuns=${RUNS}`,
    `--chromePath=${chromium}`,
    `--settings.chromeFlags=${[...CHROMIUM_ARGS, "--headless=new"].join(" ")}`,
  );
  if (collected !== 0) throw new Error("lhci collect failed");
  lhci("assert");
  const dir = join(projectDir, ".lighthouseci");
  /** @type {Record<string, Scores[]>} */
  const runs = {};
  for (const name of readdirSync(dir).filter((file) => /^lhr-.*\.json$/.test(file))) {
    const { requestedUrl, categories, audits } = JSON.parse(readFileSync(join(dir, name), "utf8"));
    (runs[new URL(requestedUrl).pathname] ??= []).push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories["best-practices"].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
    });
  }
  const scores = Object.fromEntries(
    Object.entries(runs).map(([path, list]) => [
      path,
      /** @type {Scores} */ (
        Object.fromEntries(
          Object.keys(/** @type {Scores} */ (list[0])).map((key) => [
            key,
            median(list.map((run) => run[/** @type {keyof Scores} */ (key)])),
          ]),
        )
      ),
    ]),
  );
  /** @type {{ url: string, auditId: string, actual: number, expected: number }[]} */
  const results = JSON.parse(readFileSync(join(dir, "assertion-results.json"), "utf8"));
  const failed = results.map(
    ({ url, auditId, actual, expected }) =>
      `\`${new URL(url).pathname}\` ${auditId}: ${actual} (expected ${expected})`,
  );
  return { scores, failed };
}

/**
 * A bounded autocannon run: 10 connections for 10 seconds.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<LoadFigures>}
 */
async function load(url, headers) {
  const result = await /** @type {Autocannon} */ (autocannon)({
    url,
    connections: 10,
    duration: 10,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function largestScript() {
  let largest = { asset: "", size: 0 };
  for (const path of PAGE_PATHS) {
    for (const asset of firstLoadAssets(clientDir, path).js) {
      const size = readFileSync(join(clientDir, asset)).length;
      if (size > largest.size) largest = { asset, size };
    }
  }
  return largest.asset;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / KB / KB).toFixed(2)} MB`;

/**
 * The figures the issues ask for, against what this run measured.
 * @param {Record<string, Sizes>} sizes by route
 * @param {string[]} lighthouseFailed
 * @param {Record<string, TapFigures>} taps by route
 * @param {PresetFigures} presets
 * @param {OfflineFigures[]} offline
 */
function targets(sizes, lighthouseFailed, taps, presets, offline) {
  const tapFigures = Object.values(taps);
  /** @param {Exclude<keyof TapFigures, "control">} key */
  const most = (key) => Math.max(...tapFigures.map((tap) => tap[key]));
  return [
    {
      target:
        "Lighthouse CI's assertions (lighthouserc.json): 100 in every category, LCP under 1.0 s, CLS 0, on every route",
      measured:
        lighthouseFailed.length === 0
          ? "all pass"
          : `${lighthouseFailed.length} failing: ${lighthouseFailed.join("; ")}`,
      met: lighthouseFailed.length === 0,
    },
    {
      target: "dead-tap window 0 ms on every interactive route (slow phone)",
      measured: `highest ${ms(most("deadTapWindow"))}`,
      met: most("deadTapWindow") === 0,
    },
    {
      target: "tap to next frame under 100 ms after idle (slow phone)",
      measured: `highest ${ms(most("tapToFrame"))}`,
      met: most("tapToFrame") < 100,
    },
    {
      target: `keypress p95 under 50 ms with ${presets.presets.toLocaleString("en")} saved avatars (CPU 4x)`,
      measured: ms(presets.keypressP95),
      met: presets.keypressP95 < 50,
    },
    {
      target: `saved avatars list ready under 1 s with ${presets.presets.toLocaleString("en")} presets (CPU 4x)`,
      measured: ms(presets.listReady),
      met: presets.listReady < 1000,
    },
    {
      target: "service worker's cache under 1.5 MB for one edition",
      measured: `largest ${mb(Math.max(...offline.map((edition) => edition.cachedBytes)))}`,
      met: offline.every((edition) => edition.cachedBytes < 1.5 * KB * KB),
    },
    {
      target: "repeat visit: no bytes over the network (service worker)",
      measured: `most ${Math.max(...offline.map((edition) => edition.repeatNetworkBytes))} bytes`,
      met: offline.every((edition) => edition.repeatNetworkBytes === 0),
    },
    {
      target: "first-load JS of `/` <= 140 KB gzip",
      measured: `${kb(/** @type {Sizes} */ (sizes["/"]).js.gzip)} KB`,
      met: /** @type {Sizes} */ (sizes["/"]).js.gzip <= 140 * KB,
    },
  ];
}
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;

/**
 * @param {{
 *   sizes: Record<string, Sizes>,
 *   scores: Record<string, Scores>,
 *   lighthouseFailed: string[],
 *   taps: Record<string, TapFigures>,
 *   loads: Record<string, LoadFigures>,
 *   largest: string,
 *   security: Grade,
 *   presets: PresetFigures,
 *   offline: OfflineFigures[],
 * }} figures by route (loads by target)
 */
function report({
  sizes,
  scores,
  lighthouseFailed,
  taps,
  loads,
  largest,
  security,
  presets,
  offline,
}) {
  const lines = [
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
    "| route | JS files | JS gzip | JS brotli | CSS gzip | CSS brotli |",
    "|---|---|---|---|---|---|",
    ...PAGE_PATHS.map((path) => {
      const { js, css, files } = /** @type {Sizes} */ (sizes[path]);
      return `| \`${path}\` | ${files} | ${kb(js.gzip)} KB | ${kb(js.brotli)} KB | ${kb(css.gzip)} KB | ${kb(css.brotli)} KB |`;
    }),
    "",
    `## Lighthouse (mobile, simulated throttling), median of ${RUNS} runs`,
    "",
    "Lighthouse CI (`lhci collect`, then `lhci assert` with lighthouserc.json); served by",
    "`scripts/serve.mjs`, as `npm start` serves it.",
    "",
    "| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|---|",
    ...PAGE_PATHS.map((path) => {
      const s = /** @type {Scores} */ (scores[path]);
      return `| \`${path}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${s.cls.toFixed(3)} |`;
    }),
    "",
    "## Taps on a slow phone (ADR 007)",
    "",
    `${SLOW_PHONE.downloadKbps / 1000} Mbps down, ${SLOW_PHONE.uploadKbps} kbps up, ${SLOW_PHONE.latencyMs} ms latency, CPU ${SLOW_PHONE.cpuSlowdown}x slower, a 412 px touch screen.`,
    "The dead-tap window runs from the first paint to the first tap that is honoured (0: no tap",
    "after the first paint was lost); it is found by tapping at later and later moments after the",
    "paint, each on a fresh load, and read from when each tap really landed. *Without hold* is the",
    "same build with the head's tap-holding script taken out, as the site was before ADR 007.",
    "Tap to next frame: on the hydrated, idle page, from the tap to the next frame painted after",
    "its handlers, as Event Timing and INP count it (in steps of 8 ms). For a dialog that frame",
    "shows the dialog with its title and close button, focus on it, and for a tab the tab",
    "selected; *to content* is the frame with the dialog's content or the tab's panel, which",
    "render right after that frame is painted (ADR 007). Median of 5 fresh loads.",
    "",
    "| route | main control | hydrated after paint | earliest tap measured | dead-tap window | without hold | tap to next frame | to content |",
    "|---|---|---|---|---|---|---|---|",
    ...Object.entries(taps).map(
      ([path, t]) =>
        `| \`${path}\` | ${t.control} | ${ms(t.hydratedAfterPaint)} | ${ms(t.earliestTap)} | ${ms(t.deadTapWindow)} | ${ms(t.deadTapWindowWithoutHold)} | ${ms(t.tapToFrame)} | ${ms(t.tapToContent)} |`,
    ),
    "",
    `## ${presets.presets.toLocaleString("en")} saved avatars (ADR 010)`,
    "",
    "`/virtual-collaboration` with that many presets stored, CPU 4x slower, 1280 px wide",
    "(scripts/bench-presets.mjs). List ready: navigation start to the saved list on screen.",
    "Keypress: from each key's event in the avatar's name field to two animation frames later",
    "(so about 33 ms is the floor), 40 keys on the idle page.",
    "",
    "| list ready | same, no presets | keypress median | keypress p95 | elements |",
    "|---|---|---|---|---|",
    `| ${ms(presets.listReady)} | ${ms(presets.listReadyEmpty)} | ${ms(presets.keypressMedian)} | ${ms(presets.keypressP95)} | ${presets.elements.toLocaleString("en")} |`,
    "",
    "## Offline (ADR 012)",
    "",
    "Each edition's home page opened once on the slow phone profile, until the service worker has",
    "saved the edition and controls the page (scripts/bench-offline.mjs); then another page of",
    "the edition, CPU 4x slower. Saved: what Cache Storage holds, as stored (uncompressed).",
    "Network bytes: everything the repeat visit fetched past the worker, and the worker's own",
    "requests (headers and bodies).",
    "",
    "| edition | saved files | saved size | repeat visit | network bytes | requests | LCP |",
    "|---|---|---|---|---|---|---|",
    ...offline.map(
      (o) =>
        `| \`${o.edition}\` | ${o.cachedFiles} | ${mb(o.cachedBytes)} | \`${o.repeatPath}\` | ${o.repeatNetworkBytes} | ${o.repeatRequests} | ${ms(o.repeatLcp)} |`,
    ),
    "",
    "## HTTP Observatory against nginx (deploy/nginx.conf, HTTPS)",
    "",
    "Mozilla's rules run locally (scripts/observatory.mjs, docs/security.md):",
    `**${security.grade}**, score ${security.score}, ${security.testsPassed} of ${security.testsQuantity} tests passed.`,
    "",
    "## Load on loopback against nginx (deploy/nginx.conf, HTTPS)",
    "",
    "autocannon, 10 connections for 10 seconds each over TLS (HTTP/1.1), client and server on the same 2 cores.",
    "",
    "| target | requests/s | p50 latency | p99 latency | requests | errors |",
    "|---|---|---|---|---|---|",
    ...Object.entries(loads).map(
      ([target, l]) =>
        `| ${target} | ${Math.round(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${l.requests} | ${l.errors} |`,
    ),
    "",
    `The largest JavaScript asset is \`${largest}\`.`,
    "",
    "## Targets",
    "",
    "| target | measured | met |",
    "|---|---|---|",
    ...targets(sizes, lighthouseFailed, taps, presets, offline).map(
      ({ target, measured, met }) => `| ${target} | ${measured} | ${met ? "yes" : "no"} |`,
    ),
    "",
    "Where the time goes: the first paint needs only the HTML and the one stylesheet (ADR 005),",
    "so first and largest contentful paint stay under about a second on Lighthouse's simulated",
    "slow 4G. Hydration runs after that paint, where total blocking time counts it; it stays",
    "short because its script work is React, React Router and the page itself (tailwind-merge,",
    "a fifth of it and one long task, is gone: ADR 006). TBT is the noisiest figure on a shared",
    "2-core machine, so compare medians, not single runs.",
    "",
  ];
  return lines.join("\n");
}

run("npm", ["run", "build"]);

// The routes, as the build's sitemap lists them.
const PAGE_PATHS = [
  ...readFileSync(join(clientDir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, loc]) => new URL(/** @type {string} */ (loc)).pathname);

/** @type {Record<string, Sizes>} */
const sizes = {};
for (const path of PAGE_PATHS) {
  const { js, css } = firstLoadAssets(clientDir, path);
  sizes[path] = {
    files: js.length,
    js: compressedSize(clientDir, js),
    css: compressedSize(clientDir, css),
  };
}

const serve = spawn("node", ["scripts/serve.mjs"], {
  cwd: projectDir,
  env: { ...process.env, PORT: String(SERVE_PORT) },
  stdio: "ignore",
});
let lighthouse;
let taps;
let presets;
let offline;
try {
  const baseUrl = `http://127.0.0.1:${SERVE_PORT}`;
  await waitFor(baseUrl);
  lighthouse = lighthouseScores(baseUrl);
  taps = await measureTaps(baseUrl, /** @type {Route[]} */ (Object.keys(MAIN_CONTROLS)));
  presets = await measurePresets(baseUrl);
  // Each edition's base ("/", "/es/"...), as the sitemap lists them.
  const bases = PAGE_PATHS.filter((path) => path === "/" || /^\/[a-z-]+\/$/.test(path));
  offline = await measureOffline(
    baseUrl,
    bases.map((base) => ({ base, repeatPath: `${base}schedule` })),
  );
} finally {
  serve.kill();
}

const largest = largestScript();
const nginx = await startNginx(NGINX_PORT);
/** @type {Record<string, LoadFigures>} */
const loads = {};
/** @type {Grade} */
let security;
try {
  security = observatoryGrade({
    host: "localhost",
    httpPort: nginx.httpPort,
    httpsPort: nginx.port,
    caFile: nginx.caFile,
  });
  console.log(`HTTP Observatory: ${security.grade}, score ${security.score}`);
  const encoding = { "accept-encoding": "br, gzip" };
  loads["`/` (HTML, brotli)"] = await load(`${nginx.baseUrl}/`, encoding);
  loads[`\`${largest}\` (brotli)`] = await load(`${nginx.baseUrl}${largest}`, encoding);
} finally {
  nginx.stop();
}

const performanceFile = join(projectDir, "docs", "performance.md");
const history = readFileSync(performanceFile, "utf8").split(HISTORY)[1] ?? "\n";
writeFileSync(
  performanceFile,
  `${report({ sizes, scores: lighthouse.scores, lighthouseFailed: lighthouse.failed, taps, loads, largest, security, presets, offline })}${HISTORY}${history}`,
);
console.log("Wrote docs/performance.md");
process.exit(0);
