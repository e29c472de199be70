/*
 * Writes /sw.js and each edition's offline page (ADR 012, 016) into the finished build: after
 * postbuild's rewrites, which the worker's version hashes, and before the headers and compression.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  LOCALES,
  LOCALE_IDS,
  editionBase,
  editionPath,
  type LocaleId,
  type Translation,
} from "../app/locales";
import { NOT_FOUND_PAGE, PAGE_PATHS } from "../app/pages";
import { getManifest } from "workbox-build";
import type * as englishSite from "../app/content/en/site";
import { OFFLINE_PAGE, SERVICE_WORKER_PATH } from "../deploy/headers.mjs";
import { firstLoadAssets } from "./first-load.mjs";

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

/** Each edition's frame words (app/content/<id>/site.ts), for its offline page. */
const SITE_WORDS = import.meta.glob<typeof englishSite>("../app/content/*/site.ts", {
  eager: true,
});

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

/**
 * Plain HTML and the stylesheet, no script: it stands in for a page that could not load. "Try
 * again" links to the address in the bar.
 */
export function offlinePage(
  id: LocaleId,
  words: Translation<typeof englishSite.OFFLINE>,
  stylesheet: string,
): string {
  const { lang, dir } = LOCALES[id];
  // Copied from Button's default and outline looks (app/components/ui/button.tsx).
  const button =
    "inline-flex min-h-10 max-w-full items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors";
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${html(words.title)} · Lumina Academy</title>`,
    `<link rel="icon" href="${OFFLINE_ICON}" type="image/svg+xml"/>`,
    `<link rel="stylesheet" href="${html(stylesheet)}"/></head>`,
    '<body class="flex min-h-dvh flex-col antialiased">',
    '<main class="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">',
    '<p class="text-lg font-bold text-primary">Lumina Academy</p>',
    `<h1 class="text-2xl font-bold text-balance">${html(words.title)}</h1>`,
    `<p class="max-w-prose text-muted-foreground">${html(words.lead)}</p>`,
    '<div class="flex flex-wrap justify-center gap-3">',
    `<a class="${button} bg-primary text-primary-foreground hover:bg-primary-hover" href="">${html(words.retry)}</a>`,
    `<a class="${button} border border-input bg-card text-card-foreground hover:bg-muted" href="${editionBase(id)}">${html(words.home)}</a>`,
    "</div></main></body></html>",
    "",
  ].join("");
}

/** The offline page's icon, saved with it even with Save-Data on. */
const OFFLINE_ICON = "/favicon.svg";

/**
 * What the worker saves of an edition's own build, before the merge: every file but its pages
 * (saved by path) and crawlers' files. Cards are drawn later, so the worker skips them (ADR 018).
 */
export async function builtFiles(editionDir: string): Promise<string[]> {
  const { manifestEntries } = await getManifest({
    globDirectory: editionDir,
    globPatterns: ["**/*"],
    globIgnores: ["**/*.html", "*.{xml,txt,data}"],
    modifyURLPrefix: { "": "/" },
  });
  return manifestEntries.map((entry) => entry.url).sort();
}

/** Writes each edition's offline page and /sw.js into `clientDir`. */
export async function writeServiceWorker(
  clientDir: string,
  builtFilesById: Record<LocaleId, string[]>,
  workerSource: (build: { version: string; editions: WorkerEdition[] }) => string,
): Promise<void> {
  const editions: WorkerEdition[] = [];
  for (const id of LOCALE_IDS) {
    const stylesheets = firstLoadAssets(clientDir, editionBase(id)).css;
    const [stylesheet] = stylesheets;
    if (stylesheets.length !== 1 || !stylesheet) {
      throw new Error(`service-worker: ${editionBase(id)} has not one stylesheet: ${stylesheets}`);
    }
    const site = SITE_WORDS[`../app/content/${id}/site.ts`];
    if (!site) throw new Error(`service-worker: no words for ${id}`);
    const offline = editionPath(id, OFFLINE_PAGE);
    await writeFile(join(clientDir, offline), offlinePage(id, site.OFFLINE, stylesheet));
    editions.push({
      base: editionBase(id),
      pages: PAGE_PATHS.map((path) => editionPath(id, path)),
      files: [offline, ...builtFilesById[id]],
      notFound: `${editionPath(id, NOT_FOUND_PAGE.path)}.html`,
      offline,
      // Not its font: the page reads as well in the device's own.
      essentials: [offline, stylesheet, OFFLINE_ICON],
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
