/*
 * Builds /sw.js (ADR 012, 032) into the finished build: app/worker/sw.ts bundled by Vite with the
 * editions it saves, then Workbox's injectManifest adds the precache list, each file with its
 * revision. It runs after postbuild's rewrites of the pages, and before the headers and compression.
 */
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { getManifest, injectManifest } from "workbox-build";
import { LOCALE_IDS, editionBase, editionPath, type LocaleId } from "../app/locales";
import { ALL_PAGE_PATHS, NOT_FOUND_PAGE, OFFLINE_PAGE, PAGE_PATHS } from "../app/pages";
import type { WorkerEdition } from "../app/worker/editions";
import { SERVICE_WORKER_PATH } from "../deploy/headers.mjs";
import { pageFile } from "./first-load.mjs";

const WORKER_SOURCE = resolve(import.meta.dirname, "../app/worker/sw.ts");

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

/** What the worker knows of each edition, from its pages and the files its build made. */
async function workerEditions(
  clientDir: string,
  builtFilesById: Record<LocaleId, string[]>,
): Promise<WorkerEdition[]> {
  const editions: WorkerEdition[] = [];
  for (const id of LOCALE_IDS) {
    const offline = editionPath(id, OFFLINE_PAGE.path);
    // What the offline page links to: its stylesheet, icons and app manifest.
    const offlineHtml = await readFile(join(clientDir, pageFile(offline)), "utf8");
    const linked = [...offlineHtml.matchAll(/<link\b[^>]*\bhref="(\/[^"]*)"/g)].map(
      ([, href = ""]) => href,
    );
    const pages = PAGE_PATHS.map((path) => editionPath(id, path));
    const notFound = `${editionPath(id, NOT_FOUND_PAGE.path)}.html`;
    editions.push({
      base: editionBase(id),
      files: [...pages, offline, notFound, ...builtFilesById[id]],
      offline,
      notFound,
      // Not its font: the page reads as well in the device's own.
      essentials: [offline, ...linked],
    });
  }
  return editions;
}

/** Writes /sw.js into `clientDir`. */
export async function writeServiceWorker(
  clientDir: string,
  builtFilesById: Record<LocaleId, string[]>,
): Promise<void> {
  const editions = await workerEditions(clientDir, builtFilesById);
  const bundleDir = await mkdtemp(join(tmpdir(), "lumina-sw-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      mode: "production",
      // Workbox's own production build: no logging, no development checks.
      define: { EDITIONS: JSON.stringify(editions), "process.env.NODE_ENV": '"production"' },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: WORKER_SOURCE,
          output: { format: "iife", entryFileNames: "sw.js" },
        },
      },
    });
    // The precache list: every file of every edition, a page under its address.
    const pages = new Set([...ALL_PAGE_PATHS, ...editions.map((edition) => edition.offline)]);
    const urlOfFile = new Map<string, string>();
    for (const url of new Set(editions.flatMap((edition) => edition.files))) {
      urlOfFile.set((pages.has(url) ? pageFile(url) : url).slice(1), url);
    }
    const { count, warnings } = await injectManifest({
      swSrc: join(bundleDir, "sw.js"),
      swDest: join(clientDir, SERVICE_WORKER_PATH),
      globDirectory: clientDir,
      globPatterns: [...urlOfFile.keys()],
      // Their names change with their content.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: urlOfFile.get(entry.url)! })),
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("\n")}`);
    if (count !== urlOfFile.size) {
      throw new Error(`service worker: ${urlOfFile.size} files to save, ${count} found`);
    }
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}
