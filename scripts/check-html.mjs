// @ts-check
// `npm run test:html`: fails on any error the Nu Html Checker (vnu-jar) finds in the built pages,
// every edition's not-found and offline pages included.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ensurePackages } from "./apt.mjs";

const root = join(import.meta.dirname, "..", "build", "client");
if (!existsSync(join(root, "index.html"))) {
  console.error("No build found in build/client. Run `npm run build` first.");
  process.exit(1);
}

ensurePackages("java");

const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--skip-non-html", root], {
  encoding: "utf8",
});
const report = `${run.stdout}${run.stderr}`.trim();
if (run.status !== 0 || report) {
  console.error(report || `vnu exited with status ${run.status}`);
  const errors = report.split("\n").filter((line) => line.includes(": error:")).length;
  console.error(`\nThe Nu Html Checker found ${errors} error(s) in build/client.`);
  process.exit(1);
}
console.log("The Nu Html Checker found no errors in build/client.");
