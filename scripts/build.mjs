// @ts-check
// `npm run build`: builds each edition of app/locales.ts (scripts/edition.ts), merges them into
// build/client and runs scripts/postbuild.ts once over the whole site (ADR 011).
import { execFileSync } from "node:child_process";
import { cp, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
// Taken before Vite's module runner loads anything: it sets NODE_ENV to "development", which would
// make each build ship React's development code.
const buildEnv = { ...process.env };
const { module: locales } = await runnerImport(join(root, "app/locales.ts"));
const { module: edition } = await runnerImport(join(root, "scripts/edition.ts"));
const { module: post } = await runnerImport(join(root, "scripts/postbuild.ts"), {
  resolve: { tsconfigPaths: true },
});
const { module: serviceWorker } = await runnerImport(join(root, "scripts/service-worker.ts"));

const original = locales.ORIGINAL_LOCALE;
const buildDir = join(root, edition.BUILD_DIRECTORY);
const clientDir = join(buildDir, "client");

/** @type {string[]} */
const translated = locales.TRANSLATED_LOCALE_IDS;
/** @type {Record<string, string[]>} Each edition's files as its own build made them. */
const builtFiles = {};
for (const id of [original, ...translated]) {
  console.log(`\nBuilding the ${id} edition (${locales.editionBase(id)})`);
  execFileSync(join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...buildEnv, EDITION: id },
  });
  if (id === original) {
    builtFiles[id] = await serviceWorker.builtFiles(clientDir);
    continue;
  }
  // Its pages and assets join the original's; an asset's name is its hash, so one already there is
  // the same file.
  const built = join(root, edition.editionBuildDirectory(id), "client");
  builtFiles[id] = await serviceWorker.builtFiles(built);
  await cp(join(built, id), join(clientDir, id), { recursive: true });
  for (const name of await readdir(join(built, "assets"))) {
    await cp(join(built, "assets", name), join(clientDir, "assets", name), { force: false });
  }
}
await rm(join(buildDir, "editions"), { recursive: true, force: true });
await post.postbuild(clientDir, builtFiles);
