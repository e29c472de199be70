// @ts-check
// Grades nginx with Mozilla's HTTP Observatory rules, run locally (@mdn/mdn-http-observatory), for
// `npm run bench`, or alone after a build. docs/security.md records the result.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensurePackages } from "./apt.mjs";
import { BENCH_PACKAGES, ensureDeps } from "./ensure-deps.mjs";
import { serve } from "./serve.mjs";

const thisFile = fileURLToPath(import.meta.url);
const HOST = "localhost"; // a name the test certificate holds

/**
 * In a child Node process trusting the test CA (NODE_EXTRA_CA_CERTS is read only at start-up), so
 * the certificate counts as valid, as a real one would.
 * @param {{ tlsUrl: string, redirectUrl: string, caFile: string }} server scripts/serve.mjs's, with `tls`
 * @returns {{ grade: string, score: number, testsPassed: number, testsQuantity: number, tests: { name: string, pass: boolean, result: string, scoreModifier: number }[] }}
 */
export function observatoryGrade({ tlsUrl, redirectUrl, caFile }) {
  ensureDeps(BENCH_PACKAGES);
  const ports = [redirectUrl, tlsUrl].map((url) => new URL(url).port);
  const child = spawnSync(process.execPath, [thisFile, "--scan", ...ports], {
    encoding: "utf8",
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
  });
  if (child.status !== 0) {
    throw new Error(`The Observatory scan failed: ${child.stderr || child.stdout}`);
  }
  return JSON.parse(child.stdout);
}

/**
 * The package's `scan()` (src/scanner/index.js, 1.4.8) with the ports passed through: `scan()`
 * drops its options, so a loopback server's ports cannot be given.
 * @param {string} httpPort
 * @param {string} httpsPort
 */
async function grade(httpPort, httpsPort) {
  const root = dirname(
    createRequire(join(BENCH_PACKAGES, "package.json")).resolve(
      "@mdn/mdn-http-observatory/package.json",
    ),
  );
  // Its install step downloads Chromium's HSTS preload list but is off (package.json's
  // allowScripts); the list only matters for preloaded public domains, so an empty one stands in.
  const preload = join(root, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const load = (/** @type {string} */ path) => import(pathToFileURL(join(root, "src", path)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
  const requests = await retrieve(HOST, { httpPort, httpsPort });
  const status = requests.responses.auto?.status;
  if (!status || status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    throw new Error(`${HOST} answered ${status ?? "nothing"}`);
  }
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((/** @type {Function} */ test) => {
    const { constructor, pass, result } = test(requests);
    const scoreModifier = result ? getScoreModifier(result) : 0;
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    return { name: constructor.name, pass, result, scoreModifier };
  });
  // Extra credit counts only when the score without it is already an A.
  const final = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return {
    grade: final.grade,
    score: final.score,
    testsPassed: tests.filter((/** @type {{ pass: boolean }} */ test) => test.pass).length,
    testsQuantity: tests.length,
    tests,
  };
}

if (process.argv[2] === "--scan") {
  console.log(JSON.stringify(await grade(process.argv[3] ?? "", process.argv[4] ?? "")));
  process.exit(0);
} else if (process.argv[1] === thisFile) {
  ensurePackages("nginx");
  const server = await serve({ port: Number(process.env.PORT ?? 4320), tls: true });
  const result = observatoryGrade(server);
  for (const test of result.tests) {
    const modifier = String(test.scoreModifier).padStart(3);
    console.log(`${test.pass ? "pass" : "FAIL"} ${modifier} ${test.name}: ${test.result}`);
  }
  console.log(`HTTP Observatory: ${result.grade}, score ${result.score}`);
  await server.stop();
}
