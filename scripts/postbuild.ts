import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { minifySync } from "vite";
import { SAMPLE_VIDEO } from "../app/content/data/immersive";
import { DEMO_VIDEO } from "../app/content/data/landing";
import {
  LOCALE_IDS,
  TRANSLATED_LOCALE_IDS,
  editionBase,
  editionOf,
  editionPath,
  type LocaleId,
} from "../app/locales";
import { ALL_PAGE_PATHS, NOT_FOUND_PAGE, OFFLINE_PAGE } from "../app/pages";
import { listFiles, sitePath } from "./files";
import { compress, pageFile } from "./first-load.mjs";
import { writeCards } from "./og-cards";
import { writeServiceWorker } from "./service-worker";
import {
  contentSecurityPolicy,
  headersFile,
  nginxLocations,
  nginxServerHeaders,
  pageHeaders,
} from "../deploy/headers.mjs";

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|ico)$/;
const MIN_BYTES = 512;

/** Each edition's not-found page, as served: "/404.html", "/es/404.html"... */
export const NOT_FOUND_FILES = LOCALE_IDS.map(
  (id) => `${editionPath(id, NOT_FOUND_PAGE.path)}.html`,
);

/** Runs once `scripts/build.mjs` has merged every edition's pages into `clientDir` (ADR 011). */
export async function postbuild(
  clientDir: string,
  builtFilesById: Record<LocaleId, string[]>,
): Promise<void> {
  for (const id of LOCALE_IDS) await placeNotFoundPage(join(clientDir, editionBase(id)));
  for (const id of LOCALE_IDS) {
    // An edition's pages are its directory less the other editions' (the original's holds them
    // all), and less its offline page, which has no script.
    const offline = pageFile(editionPath(id, OFFLINE_PAGE.path));
    const own = (file: string) => {
      const path = sitePath(clientDir, file);
      return editionOf(path) === id && path !== offline;
    };
    const pages = (await listFiles(join(clientDir, editionBase(id)), /\.html$/)).filter(own);
    for (const file of pages) {
      await writeFile(file, holdHydrationUntilPaint(await readFile(file, "utf8")));
    }
  }
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  await writeServiceWorker(clientDir, builtFilesById);
  await writeCards(clientDir);
  await writeHeaderFiles(clientDir);
  await precompress(clientDir);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype\s*=\s*"?application\/(ld\+)?json/i;

/** The SHA-256 of `html`'s inline scripts for script-src (ADR 003); data blocks do not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/g;
/** The id of the template that holds the page's scripts until it has painted. */
export const HELD_SCRIPTS_ID = "held-scripts";
/** How long after its modules arrived a page that has not hydrated says it could not load. */
export const SCRIPT_PATIENCE_MS = 8000;

/** A script of `scripts/inline/`, minified; a function declaration is called with `args`. */
export function inlineScript(name: string, args?: unknown[]): string {
  const source = readFileSync(join(import.meta.dirname, "inline", name), "utf8").trim();
  const code = args
    ? `(${source.replace(/^\/\/.*\n/gm, "")})(${args.map((arg) => JSON.stringify(arg)).join(",")});`
    : source;
  const { code: minified, errors } = minifySync(name, code);
  if (errors.length > 0) throw new Error(`postbuild: ${name}: ${errors.join("\n")}`);
  return minified.trim();
}

/**
 * Paint first, then hydrate, losing no tap (ADR 016, 024): React Router's module preloads and
 * bootstrap wait in a template until the page has painted (the head's own scripts are rendered by
 * app/root.tsx).
 */
export function holdHydrationUntilPaint(html: string): string {
  const bootstraps = html.match(MODULE_BOOTSTRAP) ?? [];
  if (bootstraps.length !== 1) {
    throw new Error(
      `postbuild: expected one module bootstrap script in a page, found ${bootstraps.length}: has React Router's output changed?`,
    );
  }
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const start = inlineScript("start-hydration.js", [HELD_SCRIPTS_ID, SCRIPT_PATIENCE_MS]);
  return html.replace(MODULE_PRELOAD, "").replace(
    MODULE_BOOTSTRAP,
    // A function: a `$` in a script is not a replacement pattern.
    (bootstrap) =>
      `<template id="${HELD_SCRIPTS_ID}">${preloads.join("")}${bootstrap}</template><script>${start}</script>`,
  );
}

/** Builds the headers from deploy/headers.mjs and writes them for each kind of server. */
async function writeHeaderFiles(clientDir: string) {
  const hashes = new Set<string>();
  for (const file of await listFiles(clientDir, /\.html$/)) {
    for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
  }
  const headers = pageHeaders(
    contentSecurityPolicy({
      scriptHashes: [...hashes].sort(),
      frameOrigins: [new URL(DEMO_VIDEO.embedUrl).origin],
      mediaOrigins: [new URL(SAMPLE_VIDEO.src).origin],
    }),
  );
  const buildDir = dirname(clientDir);
  await writeFile(
    join(clientDir, "_headers"),
    headersFile(headers, ALL_PAGE_PATHS, NOT_FOUND_FILES),
  );
  await mkdir(join(buildDir, "nginx"), { recursive: true });
  // deploy/site.conf includes both: it holds no location rule and no header value of its own.
  const editions = TRANSLATED_LOCALE_IDS.map(editionBase);
  await writeFile(join(buildDir, "nginx", "locations.conf"), nginxLocations(headers, editions));
  await writeFile(join(buildDir, "nginx", "headers.conf"), nginxServerHeaders(headers));
}

/** An edition's `404/index.html` becomes its `404.html`, the file served for its unknown paths. */
async function placeNotFoundPage(editionDir: string) {
  const dir = join(editionDir, NOT_FOUND_PAGE.path);
  const prerendered = join(dir, "index.html");
  if (!existsSync(prerendered)) throw new Error(`postbuild: ${prerendered} was not prerendered`);
  await rename(prerendered, join(editionDir, `${NOT_FOUND_PAGE.path}.html`));
  await rm(dir, { recursive: true });
}

/** Writes `.br` and `.gz` beside every text file, for servers that send precompressed files. */
async function precompress(dir: string): Promise<void> {
  for (const path of await listFiles(dir, COMPRESSIBLE)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const { gzip, brotli } = compress(await readFile(path));
    await writeFile(`${path}.gz`, gzip);
    await writeFile(`${path}.br`, brotli);
  }
}
