import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
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
import { EMOJI_DIR } from "../app/lib/emoji";
import type * as englishSite from "../app/content/en/site";
import { OFFLINE_PAGE, SERVICE_WORKER_PATH } from "../deploy/headers.mjs";
import { listFiles, sitePath } from "./files";
import { firstLoadAssets, pageFile } from "./first-load.mjs";

/**
 * The service worker and each edition's offline page (ADR 012), written into
 * the finished build (after prerendering and postbuild's rewrites, before the
 * headers and the compressed copies).
 */

/** What the worker is told about one edition (scripts/inline/service-worker.js). */
export interface WorkerEdition {
  /** Where its pages live: "/", "/es/"... */
  base: string;
  /** Its pages, as the worker saves them. */
  pages: string[];
  /** Every other file its pages need, found by following references from them. */
  files: string[];
  /** A path its not-found page answers (with 404). */
  notFound: string;
  /** Its offline page. */
  offline: string;
  /** What is saved even with Save-Data on: the offline page and what it needs. */
  essentials: string[];
}

/** Each edition's frame words (app/content/<id>/site.ts), for its offline page. */
const SITE_WORDS = import.meta.glob<typeof englishSite>("../app/content/*/site.ts", {
  eager: true,
});

/** Files the worker never saves: the server's own files, the worker, compressed copies. */
const NOT_SAVED = /(\.(br|gz)|^\/_headers|^\/sitemap\.xml|^\/robots\.txt)$/;
/** Files whose text can name other files. */
const TEXT = /\.(html|js|css|webmanifest|json|svg|vtt)$/;

/**
 * The files `seeds` need, following references from file to file: a built
 * asset is named by its file name (modules import "./x-1a2b.js"), any other
 * file by its whole path in quotes, an attribute or url() ("/icon-192.png").
 * An absolute URL to the public origin (an og:image) is not a reference.
 */
export function referencedFiles(seeds: string[], texts: Map<string, string>): string[] {
  const names = [...texts.keys()]
    .filter((name) => !NOT_SAVED.test(name))
    .map((name) => {
      const asset = name.startsWith("/assets/") ? name.slice("/assets/".length) : null;
      const named = asset
        ? new RegExp(`[/"'(]${escape(asset)}`)
        : new RegExp(`["'(,\\s]${escape(name)}["'),\\s]`);
      return { name, named };
    });
  const found = new Set<string>();
  const queue = [...seeds];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const text = texts.get(path);
    if (!text) continue;
    for (const { name, named } of names) {
      if (found.has(name) || seeds.includes(name) || !named.test(text)) continue;
      found.add(name);
      queue.push(name);
    }
  }
  return [...found].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

/**
 * An edition's offline page: plain HTML and the site's stylesheet, no script
 * (it is shown when the page asked for could not be loaded, so nothing of the
 * app may be needed). "Try again" is a link to the address in the bar.
 */
export function offlinePage(
  id: LocaleId,
  words: Translation<typeof englishSite.OFFLINE>,
  stylesheet: string,
): string {
  const { lang, dir } = LOCALES[id];
  // Button's default and outline looks (app/components/ui/button.tsx).
  const button =
    "inline-flex min-h-10 max-w-full items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors";
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${html(words.title)} · Lumina Academy</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
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

/** Writes each edition's offline page and /sw.js into `clientDir`. */
export async function writeServiceWorker(
  clientDir: string,
  workerSource: (build: { version: string; editions: WorkerEdition[] }) => string,
): Promise<void> {
  for (const id of LOCALE_IDS) {
    const stylesheets = firstLoadAssets(clientDir, editionBase(id)).css;
    const [stylesheet] = stylesheets;
    if (stylesheets.length !== 1 || !stylesheet) {
      throw new Error(`service-worker: ${editionBase(id)} has not one stylesheet: ${stylesheets}`);
    }
    const site = SITE_WORDS[`../app/content/${id}/site.ts`];
    if (!site) throw new Error(`service-worker: no words for ${id}`);
    const { OFFLINE } = site;
    await writeFile(
      join(clientDir, editionPath(id, OFFLINE_PAGE)),
      offlinePage(id, OFFLINE, stylesheet),
    );
  }

  // Every file of the build, read once: its text, if it can name others, and its bytes.
  const contents = new Map<string, Buffer>();
  for (const file of await listFiles(clientDir, /(?:)/)) {
    const name = sitePath(clientDir, file);
    if (!NOT_SAVED.test(name)) contents.set(name, await readFile(file));
  }
  const texts = new Map(
    [...contents].map(([name, body]) => [name, TEXT.test(name) ? body.toString("utf8") : ""]),
  );
  const emojiPictures = [...contents.keys()].filter((name) => name.startsWith(EMOJI_DIR)).sort();
  const editions = LOCALE_IDS.map((id): WorkerEdition => {
    const pages = PAGE_PATHS.map((path) => editionPath(id, path));
    const offline = editionPath(id, OFFLINE_PAGE);
    const notFound = `${editionPath(id, NOT_FOUND_PAGE.path)}.html`;
    return {
      base: editionBase(id),
      pages,
      files: [
        ...new Set([
          offline,
          ...referencedFiles([...pages.map(pageFile), notFound, offline], texts).filter(
            (name) => !name.endsWith(".html"),
          ),
          // Named only at run time (app/lib/emoji.ts), and shared by every edition.
          ...emojiPictures,
        ]),
      ],
      notFound,
      offline,
      // Not its font: the page reads as well in the device's own.
      essentials: [offline, ...referencedFiles([offline], texts)].filter(
        (name) => !name.endsWith(".woff2"),
      ),
    };
  });

  // A new version whenever anything it saves changes.
  const hash = createHash("sha256");
  const saved = new Set(editions.flatMap((edition) => [edition.notFound, ...edition.files]));
  for (const edition of editions) for (const page of edition.pages) saved.add(pageFile(page));
  for (const name of [...saved].sort()) {
    const body = contents.get(name);
    if (!body) throw new Error(`service-worker: ${name} is not in the build`);
    hash.update(name).update(body);
  }
  const version = hash.digest("hex").slice(0, 16);
  await writeFile(join(clientDir, SERVICE_WORKER_PATH), workerSource({ version, editions }));
}
