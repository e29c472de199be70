/*
 * Writes /sw.js (ADR 012, 016) into the finished build: after postbuild's rewrites, which the
 * worker's version hashes, and before the headers and compression.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LOCALE_IDS, editionBase, editionPath, type LocaleId } from "../app/locales";
import { NOT_FOUND_PAGE, OFFLINE_PAGE, PAGE_PATHS } from "../app/pages";
import { getManifest } from "workbox-build";
import { SERVICE_WORKER_PATH } from "../deploy/headers.mjs";
import { pageFile } from "./first-load.mjs";

/** What the worker knows of one edition: must match `build` in scripts/inline/service-worker.js. */
export interface WorkerEdition {
  /** Where its pages live: "/", "/es/"... */
  base: string;
  /** Its pages, as the worker saves them. */
  pages: string[];
  /** Every other file its build made. */
  files: string[];
  /** A path its not-found page answers (with 404). */
  notFound: string;
  offline: string;
  /** What is saved even with Save-Data on: the offline page and what it needs. */
  essentials: string[];
}

/**
 * What the worker saves of an edition's own build, before the merge: every file but its pages
 * (saved by path) and crawlers' files. Cards are drawn later, so the worker skips them (ADR 018).
 */
export async function builtFiles(editionDir: string): Promise<string[]> {
  const { manifestEntries } = await getManifest({
    globDirectory: editionDir,
    globPatterns: ["**/*"],
    globIgnores: ["**/*.html", "**/*.data", "*.{xml,txt}"],
    modifyURLPrefix: { "": "/" },
  });
  return manifestEntries.map((entry) => entry.url).sort();
}

/** Writes /sw.js into `clientDir`. */
export async function writeServiceWorker(
  clientDir: string,
  builtFilesById: Record<LocaleId, string[]>,
  workerSource: (build: { version: string; editions: WorkerEdition[] }) => string,
): Promise<void> {
  const editions: WorkerEdition[] = [];
  for (const id of LOCALE_IDS) {
    const offline = editionPath(id, OFFLINE_PAGE.path);
    // What the offline page links to: its stylesheet, icons and app manifest.
    const offlineHtml = await readFile(join(clientDir, pageFile(offline)), "utf8");
    const linked = [...offlineHtml.matchAll(/<link\b[^>]*\bhref="(\/[^"]*)"/g)].map(
      ([, href = ""]) => href,
    );
    editions.push({
      base: editionBase(id),
      pages: PAGE_PATHS.map((path) => editionPath(id, path)),
      files: [offline, ...builtFilesById[id]],
      notFound: `${editionPath(id, NOT_FOUND_PAGE.path)}.html`,
      offline,
      // Not its font: the page reads as well in the device's own.
      essentials: [offline, ...linked],
    });
  }
  // A new version whenever any file of the site changes.
  const { manifestEntries } = await getManifest({
    globDirectory: clientDir,
    globPatterns: ["**/*"],
  });
  const version = createHash("sha256")
    .update(JSON.stringify(manifestEntries))
    .digest("hex")
    .slice(0, 16);
  await writeFile(join(clientDir, SERVICE_WORKER_PATH), workerSource({ version, editions }));
}
