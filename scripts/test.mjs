// @ts-check
// `npm test`: every check, stopping at the first group that fails; then how long each step took.
// Steps in one group run at the same time (typecheck, lint, format and most of the build keep one
// core busy at most: on two cores, together they took 57-68 s instead of 91), their output printed as
// each ends.
// The site is built once, and every browser test runs in one Playwright run against one server
// (playwright.config.ts), whose reporter names the five slowest tests (tests/timings-reporter.ts).
// `npm run test:busy` (`--busy`) does the same with one core kept busy by another process, to prove
// that the tests fail only when the site is wrong, not when the machine is slow (issue 43).
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const projectDir = resolve(import.meta.dirname, "..");

const npm = (/** @type {string} */ script) => ["npm", "run", "--silent", script];
/** @type {[step: string, command: string[]][][]} */
const GROUPS = [
  // `npm ci` on a fresh clone or a changed lockfile.
  [["dependencies", ["node", "scripts/ensure-deps.mjs"]]],
  [
    // Downloading and unpacking, beside steps that mostly compute: nothing in this group needs them.
    ["Debian packages", ["node", "scripts/apt.mjs", "chromium", "nginx", "engines", "java"]],
    ["typecheck", npm("typecheck")],
    ["lint", npm("lint")],
    ["format", npm("format:check")],
    ["unit tests", npm("test:unit")],
    ["build", npm("build")],
    // The site with the pseudo-locale edition, which is never shipped (app/locales.ts).
    ["pseudo build", npm("build:pseudo")],
  ],
  [
    ["CSS Baseline", npm("lint:css")],
    ["HTML validity", npm("test:html")],
  ],
  [["browser tests", npm("test:browsers")]],
];

const busy = process.argv.includes("--busy");
const hog = busy ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }) : undefined;
if (hog) console.log(`One core kept busy by process ${hog.pid} for the whole run.`);

/**
 * Runs one step; alone in its group, its output streams; beside others, it is held and printed
 * when the step ends, so that the steps' lines do not interleave.
 * @returns {Promise<[step: string, ms: number, ok: boolean]>}
 */
function run(/** @type {string} */ step, /** @type {string[]} */ command, alone = true) {
  const [file = "", ...args] = command;
  const title = `\n▶ ${step}: ${command.join(" ")}`;
  if (alone) console.log(title);
  const begin = performance.now();
  const child = spawn(file, args, {
    cwd: projectDir,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    // Colours as if the output were not held (some tools read any FORCE_COLOR as "on").
    env: !alone && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((done) =>
    child.on("close", (code) => {
      if (!alone) console.log(`${title}\n${Buffer.concat(output).toString().trimEnd()}`);
      done([step, performance.now() - begin, code === 0]);
    }),
  );
}

/** @type {[string, number, boolean][]} */
const results = [];
const started = performance.now();
for (const group of GROUPS) {
  results.push(
    ...(await Promise.all(group.map(([step, command]) => run(step, command, group.length === 1)))),
  );
  if (results.some(([, , ok]) => !ok)) break;
}
hog?.kill();

const failed = results.some(([, , ok]) => !ok);
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nnpm test${busy ? " (one core busy)" : ""}: ${failed ? "FAILED" : "passed"}`);
for (const [step, ms, ok] of results) {
  console.log(`  ${step.padEnd(16)} ${seconds(ms).padStart(8)}  ${ok ? "ok" : "FAILED"}`);
}
console.log(`  ${"in all".padEnd(16)} ${seconds(performance.now() - started).padStart(8)}`);
process.exit(failed ? 1 : 0);
