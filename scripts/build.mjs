// @ts-check
// `npm run build`: builds every language edition of app/locales.ts with
// `react-router build` (the original into build/, each other one under its
// own base path into build/editions/<id>/, see scripts/edition.ts), merges
// their pages and assets into build/client, then runs scripts/postbuild.ts
// over the whole site once (not-found pages, sitemap, headers, compression).
import { execFileSync } from "node:child_process";
import { cp, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
// Taken before Vite's module runner loads anything: it sets NODE_ENV to
// "development", which would make each build ship React's development code.
const buildEnv = { ...process.env };
const { module: locales } = await runnerImport(join(root, "app/locales.ts"));
const { module: edition } = await runnerImport(join(root, "scripts/edition.ts"));
const { module: post } = await runnerImport(join(root, "scripts/postbuild.ts"), {
  resolve: { tsconfigPaths: true },
});
const { module: serviceWorker } = await runnerImport(join(root, "scripts/service-worker.ts"));

const original = locales.ORIGINAL_LOCALE;
const clientDir = join(root, "build", "client");

/** @type {string[]} */
const translated = locales.TRANSLATED_LOCALE_IDS;
/** @type {Record<string, string[]>} Each edition's files, as its own build made them (for the service worker). */
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
  // Its pages (client/<id>/) and its assets (hashed names: one shared with
  // another edition is the same file) join the original's.
  const built = join(root, edition.editionBuildDirectory(id), "client");
  builtFiles[id] = await serviceWorker.builtFiles(built);
  await cp(join(built, id), join(clientDir, id), { recursive: true });
  for (const name of await readdir(join(built, "assets"))) {
    await cp(join(built, "assets", name), join(clientDir, "assets", name), { force: false });
  }
}
await rm(join(root, "build", "editions"), { recursive: true, force: true });
await post.postbuild(clientDir, builtFiles);
