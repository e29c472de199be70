// @ts-check
// prestart and pretest: `npm ci` on a fresh clone or a changed package-lock.json, so the README's
// two commands work on a fresh machine. Plain Node: it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const projectDir = resolve(import.meta.dirname, "..");
const lockfile = join(projectDir, "package-lock.json");
const installed = join(projectDir, "node_modules", ".package-lock.json");

const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs;
if (stale) {
  console.log("Installing the locked dependencies (npm ci)…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], {
    cwd: projectDir,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
