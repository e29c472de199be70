// @ts-check
// Grades the site with Mozilla's HTTP Observatory rules, run locally
// (@mdn/mdn-http-observatory, the code behind developer.mozilla.org/observatory):
// it fetches the plain-HTTP site (and follows its redirects), the HTTPS site,
// robots.txt and a CORS preflight, then scores the headers it got. Used by
// `npm run bench`; `node scripts/observatory.mjs` grades a fresh nginx on its
// own (after `npm run build`). docs/security.md records the result.
//
// Two things differ from the hosted service, both for a loopback server:
// - The package's `scan()` drops its options, so the site's ports could not
//   be given; `grade()` does what `scan()` does (the package's own retriever,
//   tests, score table and grade chart) with the ports passed through.
// - The scan runs in a child Node process that trusts the test CA
//   (NODE_EXTRA_CA_CERTS is read at start-up), so the certificate counts as
//   valid, as a real one would. The package's install step, which downloads
//   Chromium's HSTS preload list, cannot reach GitHub here (package.json's
//   allowScripts turns it off); the list only matters for preloaded public
//   domains, so an empty one stands in for it.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const thisFile = fileURLToPath(import.meta.url);

/**
 * @typedef {{
 *   grade: string,
 *   score: number,
 *   testsPassed: number,
 *   testsQuantity: number,
 *   tests: { name: string, pass: boolean, result: string, scoreModifier: number }[],
 * }} Grade
 */

/**
 * Grades the site at `host` (a name its certificate holds) on the given ports.
 * @param {{ host: string, httpPort: number, httpsPort: number, caFile: string }} target
 * @returns {Grade}
 */
export function observatoryGrade({ host, httpPort, httpsPort, caFile }) {
  const child = spawnSync(
    process.execPath,
    [thisFile, "--scan", host, String(httpPort), String(httpsPort)],
    { encoding: "utf8", env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile } },
  );
  if (child.status !== 0) {
    throw new Error(`The Observatory scan failed: ${child.stderr || child.stdout}`);
  }
  return JSON.parse(child.stdout);
}

/** The package's modules, by path (it exports only `scan`). */
async function observatoryModules() {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const preload = join(root, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const load = (/** @type {string} */ path) => import(pathToFileURL(join(root, "src", path)).href);
  const [retriever, constants, grader, charts] = await Promise.all([
    load("retriever/retriever.js"),
    load("constants.js"),
    load("grader/grader.js"),
    load("grader/charts.js"),
  ]);
  return { retriever, constants, grader, charts };
}

/**
 * What the package's `scan()` (src/scanner/index.js, 1.4.8) does, with ports.
 * @param {string} host
 * @param {string} httpPort
 * @param {string} httpsPort
 * @returns {Promise<Grade>}
 */
async function grade(host, httpPort, httpsPort) {
  const { retriever, constants, grader, charts } = await observatoryModules();
  const requests = await retriever.retrieve(host, { httpPort, httpsPort });
  const status = requests.responses.auto?.status;
  if (!status || status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    throw new Error(`${host} answered ${status ?? "nothing"}`);
  }
  /** @type {{ constructor: { name: string }, result: string, pass: boolean }[]} */
  const results = constants.ALL_TESTS.map((/** @type {Function} */ test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = results.map((result) => {
    const modifier = result.result ? grader.getScoreModifier(result.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return {
      name: result.constructor.name,
      pass: result.pass,
      result: result.result,
      scoreModifier: modifier,
    };
  });
  // Extra credit counts only when the score without it is already an A.
  const score = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const final = grader.getGradeForScore(score);
  return {
    grade: final.grade,
    score: final.score,
    testsPassed: tests.filter((test) => test.pass).length,
    testsQuantity: tests.length,
    tests,
  };
}

if (process.argv[2] === "--scan") {
  const [host = "", httpPort = "", httpsPort = ""] = process.argv.slice(3);
  console.log(JSON.stringify(await grade(host, httpPort, httpsPort)));
  process.exit(0);
} else if (process.argv[1] === thisFile) {
  const { startNginx } = await import("./nginx.mjs");
  const nginx = await startNginx(Number(process.env.NGINX_PORT ?? 4320));
  try {
    const result = observatoryGrade({
      host: "localhost",
      httpPort: nginx.httpPort,
      httpsPort: nginx.port,
      caFile: nginx.caFile,
    });
    for (const test of result.tests) {
      console.log(
        `${test.pass ? "pass" : "FAIL"} ${String(test.scoreModifier).padStart(3)} ${test.name}: ${test.result}`,
      );
    }
    console.log(`HTTP Observatory: ${result.grade}, score ${result.score}`);
  } finally {
    nginx.stop();
  }
}
