// @ts-check
// `npm test`: every check, in order, stopping at the first that fails; then how long each took.
// The site is built once, and every browser test runs in one Playwright run against one server
// (playwright.config.ts), whose reporter names the five slowest tests (tests/timings-reporter.ts).
// `npm run test:busy` (`--busy`) does the same with one core kept busy by another process, to prove
// that the tests fail only when the site is wrong, not when the machine is slow (issue 43).
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";

const projectDir = resolve(import.meta.dirname, "..");

const npm = (/** @type {string} */ script) => ["npm", "run", "--silent", script];
/** @type {[step: string, command: string[]][]} */
const STEPS = [
  // `npm ci` on a fresh clone or a changed lockfile; the browsers, nginx and Java from Debian.
  ["dependencies", ["node", "scripts/ensure-deps.mjs"]],
  ["Debian packages", ["node", "scripts/apt.mjs", "chromium", "nginx", "engines", "java"]],
  ["typecheck", npm("typecheck")],
  ["lint", npm("lint")],
  ["format", npm("format:check")],
  ["unit tests", npm("test:unit")],
  ["build", npm("build")],
  ["CSS Baseline", npm("lint:css")],
  ["HTML validity", npm("test:html")],
  ["browser tests", npm("test:browsers")],
];

const busy = process.argv.includes("--busy");
const hog = busy ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }) : undefined;
if (hog) console.log(`One core kept busy by process ${hog.pid} for the whole run.`);

/** @type {[string, number, string][]} */
const done = [];
let failed = false;
const started = performance.now();
for (const [step, [command = "", ...args]] of STEPS) {
  console.log(`\n▶ ${step}: ${[command, ...args].join(" ")}`);
  const begin = performance.now();
  const run = spawnSync(command, args, { cwd: projectDir, stdio: "inherit" });
  const ok = run.status === 0;
  done.push([step, performance.now() - begin, ok ? "ok" : "FAILED"]);
  if (!ok) {
    failed = true;
    break;
  }
}
hog?.kill();

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nnpm test${busy ? " (one core busy)" : ""}: ${failed ? "FAILED" : "passed"}`);
for (const [step, ms, result] of done) {
  console.log(`  ${step.padEnd(16)} ${seconds(ms).padStart(8)}  ${result}`);
}
console.log(`  ${"in all".padEnd(16)} ${seconds(performance.now() - started).padStart(8)}`);
process.exit(failed ? 1 : 0);
