// @ts-check
// prestart and pretest: `npm ci` on a fresh clone or a changed package-lock.json, so the README's
// two commands work on a fresh machine. Plain Node: it runs before anything is installed.
// `npm run bench` does the same for bench/, the packages only the bench uses (ADR 039).
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = resolve(import.meta.dirname, "..");
/** Lighthouse CI and the HTTP Observatory, with a package.json and lockfile of their own. */
export const BENCH_PACKAGES = join(projectDir, "bench");

/** `npm ci` in `dir` when its node_modules is missing or older than its lockfile. */
export function ensureDeps(dir = projectDir) {
  const lockfile = join(dir, "package-lock.json");
  const installed = join(dir, "node_modules", ".package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log(`Installing the locked dependencies of ${dir} (npm ci)…`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
