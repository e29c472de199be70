import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { minifySync } from "vite";
import { SAMPLE_VIDEO_ORIGIN } from "../app/content/data/immersive";
import { DEMO_VIDEO } from "../app/content/data/landing";
import {
  LOCALE_IDS,
  TRANSLATED_LOCALE_IDS,
  editionBase,
  editionOf,
  editionPath,
} from "../app/locales";
import { ALL_PAGE_PATHS, NOT_FOUND_PAGE, PAGE_PATHS, absoluteUrl, alternates } from "../app/pages";
import { jsonForScript } from "../app/lib/script-json";
import { listFiles, sitePath } from "./files";
import { pageAssets } from "./first-load.mjs";
import { writeServiceWorker } from "./service-worker";
import {
  ASSET_HEADERS,
  SERVICE_WORKER_PATH,
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

/**
 * Runs once `scripts/build.mjs` has prerendered every page of every edition
 * into `clientDir` (the original at its root, the others under /<id>/).
 */
export async function postbuild(clientDir: string): Promise<void> {
  for (const id of LOCALE_IDS) await placeNotFoundPage(join(clientDir, editionBase(id)));
  for (const id of LOCALE_IDS) {
    // The pages of an edition are its own directory, less the other editions'.
    const own = (file: string) => editionOf(sitePath(clientDir, file)) === id;
    const pages = (await listFiles(join(clientDir, editionBase(id)), /\.html$/)).filter(own);
    const markup = [REACT_SCRIPT_FACTORY];
    for (const file of pages) markup.push(...jsonLdBlocks(await readFile(file, "utf8")));
    for (const file of pages) {
      const html = await readFile(file, "utf8");
      await writeFile(file, holdHydrationUntilPaint(html, markup, textFaces(clientDir, html)));
    }
  }
  await writeFile(join(clientDir, "sitemap.xml"), sitemap());
  await writeFile(join(clientDir, "robots.txt"), robots());
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  await writeServiceWorker(clientDir, (build) => inlineScript("service-worker.js", [build]));
  await writeHeaderFiles(clientDir);
  await precompress(clientDir);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype\s*=\s*"?application\/(ld\+)?json/i;

/**
 * The base64 SHA-256 of every inline script in `html` (React Router's
 * context and module bootstrap, React's streaming helpers): the hashes the
 * Content-Security-Policy allows. JSON data blocks are not executed and
 * need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
/** The markup React assigns to innerHTML to make a script element it renders in the browser. */
export const REACT_SCRIPT_FACTORY = "<script></script>";

/**
 * The JSON-LD data blocks of a page, as React renders them (with
 * dangerouslySetInnerHTML): a client-side navigation assigns each to
 * innerHTML, so the Trusted Types policy must know them.
 */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(JSON_LD)].map(([, body = ""]) => body);
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const CHARSET = '<meta charSet="utf-8"/>';
/** The id of the JSON data block that tells start-hydration.js what to load. */
export const PAGE_MODULES_ID = "page-modules";
const PRELOADS_PER_TASK = 4;
/** How long after the page's modules arrived a page that has not hydrated says it could not load. */
export const SCRIPT_PATIENCE_MS = 8000;

/** What a page loads to hydrate, for start-hydration.js. */
export type PageModules = {
  /** Every module of the page, to preload. */
  preload: string[];
  /** The modules React Router's bootstrap imports: its manifest, the root and the page's route. */
  imports: string[];
  /** Each route's id, with the index in `imports` of its module. */
  routes: Record<string, number>;
  /** The client entry, loaded once `imports` have run; it hydrates. */
  entry: string;
};

const BOOTSTRAP_PART =
  /import "([^"]+)";|import \* as (\w+) from "([^"]+)";|window\.__reactRouterRouteModules = \{([^}]*)\};|import\("([^"]+)"\);|\s+/g;
const ROUTE_MODULE = /"([^"]+)":(\w+),?/g;

/**
 * Takes React Router's module bootstrap apart: static imports of its
 * manifest, root and route modules, the route modules handed over as
 * `window.__reactRouterRouteModules`, then a dynamic import of the entry.
 * Anything else in it is an error, so a change in React Router's output
 * stops the build instead of breaking hydration.
 */
export function bootstrapModules(body: string): Omit<PageModules, "preload"> {
  const imports: string[] = [];
  const names = new Map<string, number>();
  const routes: Record<string, number> = {};
  const entries: string[] = [];
  let routeLists = 0;
  const rest = body.replace(
    BOOTSTRAP_PART,
    (_, plain?: string, name?: string, from?: string, routeList?: string, entry?: string) => {
      if (plain) imports.push(plain);
      if (name && from) names.set(name, imports.push(from) - 1);
      if (entry) entries.push(entry);
      if (routeList === undefined) return "";
      routeLists += 1;
      return routeList.replace(ROUTE_MODULE, (part, id: string, module: string) => {
        const index = names.get(module);
        if (index === undefined) return part;
        routes[id] = index;
        return "";
      });
    },
  );
  const [entry] = entries;
  if (rest.trim() || routeLists !== 1 || entries.length !== 1 || !entry) {
    throw new Error(
      `postbuild: a module bootstrap not understood (${rest.trim() || "no route modules or entry"}): has React Router's output changed?`,
    );
  }
  return { imports, routes, entry };
}

/**
 * A script of `scripts/inline/`, minified for inlining; a script that is one
 * function declaration is called with `args`.
 */
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
 * Paint first, then hydrate, and lose no tap in between
 * (docs/decisions/005-paint-before-hydration.md, 007-no-dead-taps.md).
 * React Router's prerendered page preloads every module of the page and runs
 * its module bootstrap as soon as the HTML is parsed, so on a slow link
 * 130 KB of JavaScript competes with the stylesheet for the first paint.
 * Here the preloads and the bootstrap come out of the HTML; a JSON data
 * block takes the bootstrap's place; `start-hydration.js`, inlined at the end of the body, adds the
 * preloads right after the first frame and then does what the bootstrap did.
 * The starter is the same on every page (only the data differs), so the
 * Content-Security-Policy, a header of every response, needs one hash for
 * it instead of one per page. `hold-early-taps.js`, inlined first in the
 * head, holds any activation of a control made before hydration and replays
 * it after. The page is complete HTML either way; only hydration waits.
 * Before both, `trusted-types.js` defines the site's Trusted Types policy
 * (ADR 009), which lets `markup` (every string the site assigns to
 * innerHTML) and the service worker's URL through and nothing else. After
 * them, `text-face.js` turns the text faces (`faces`, their files) on, and
 * preloads them, where the service worker serves the page (ADR 013).
 */
export function holdHydrationUntilPaint(
  html: string,
  markup: string[] = [REACT_SCRIPT_FACTORY],
  faces: string[] = [],
): string {
  const bootstraps = [...html.matchAll(MODULE_BOOTSTRAP)];
  const [bootstrap] = bootstraps;
  if (bootstraps.length !== 1 || !bootstrap) {
    throw new Error(
      `postbuild: expected one module bootstrap script in a page, found ${bootstraps.length}: has React Router's output changed?`,
    );
  }
  if (!html.includes(CHARSET)) throw new Error(`postbuild: a page without ${CHARSET}`);
  const preload = (html.match(MODULE_PRELOAD) ?? []).map((tag) => {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (!href) throw new Error(`postbuild: a module preload without an href: ${tag}`);
    return href;
  });
  const modules: PageModules = { preload, ...bootstrapModules(bootstrap[1] ?? "") };
  const start = inlineScript("start-hydration.js", [
    PAGE_MODULES_ID,
    PRELOADS_PER_TASK,
    SCRIPT_PATIENCE_MS,
  ]);
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("postbuild: a page without </body>");
  const withModulesHeld = (part: string) =>
    part
      .replace(
        CHARSET,
        `${CHARSET}<script>${inlineScript("trusted-types.js", [markup, SERVICE_WORKER_PATH])}</script><script>${inlineScript("hold-early-taps.js")}</script><script>${inlineScript("text-face.js", [faces])}</script>`,
      )
      .replace(MODULE_PRELOAD, "")
      // In the bootstrap's place: React hydrates the bootstrap's <script>
      // element, and takes this one for it (it is a <script> in <body>, so
      // React does not compare its type or its text).
      .replace(
        MODULE_BOOTSTRAP,
        () =>
          `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(modules)}</script>`,
      );
  return `${withModulesHeld(html.slice(0, end))}<script>${start}</script>${html.slice(end)}`;
}

const FONT_FILE = /\/assets\/[\w.-]+\.woff2/g;

/** The font files of the text faces that a page's stylesheets declare. */
export function textFaces(clientDir: string, html: string): string[] {
  const faces = new Set<string>();
  for (const sheet of pageAssets(html).css) {
    const css = readFileSync(join(clientDir, sheet), "utf8");
    for (const face of css.match(FONT_FILE) ?? []) faces.add(face);
  }
  return [...faces].sort();
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
      mediaOrigins: [SAMPLE_VIDEO_ORIGIN],
    }),
  );
  const buildDir = dirname(clientDir);
  await writeFile(
    join(clientDir, "_headers"),
    headersFile(headers, ALL_PAGE_PATHS, NOT_FOUND_FILES),
  );
  await mkdir(join(buildDir, "nginx"), { recursive: true });
  // nginx.conf holds no location rule and no header value of its own.
  const editions = TRANSLATED_LOCALE_IDS.map(editionBase);
  await writeFile(join(buildDir, "nginx", "locations.conf"), nginxLocations(headers, editions));
  await writeFile(join(buildDir, "nginx", "headers.conf"), nginxServerHeaders(headers));
  const json = { page: headers, asset: ASSET_HEADERS };
  await writeFile(join(buildDir, "headers.json"), `${JSON.stringify(json, null, 2)}\n`);
}

/** An edition's `404/index.html` becomes its `404.html`, the file served for its unknown paths. */
async function placeNotFoundPage(editionDir: string) {
  const dir = join(editionDir, NOT_FOUND_PAGE.path);
  const prerendered = join(dir, "index.html");
  if (!existsSync(prerendered)) throw new Error(`postbuild: ${prerendered} was not prerendered`);
  await rename(prerendered, join(editionDir, `${NOT_FOUND_PAGE.path}.html`));
  await rm(dir, { recursive: true });
}

/**
 * Every page of every edition, each with its alternates in all the editions
 * (`xhtml:link`, the original as `x-default`), as search engines read them.
 */
export function sitemap(): string {
  const urls = PAGE_PATHS.flatMap((path) => {
    const links = alternates(path)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join("\n");
    return LOCALE_IDS.map(
      (id) => `  <url>\n    <loc>${absoluteUrl(editionPath(id, path))}</loc>\n${links}\n  </url>`,
    );
  }).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

/** Writes `.br` and `.gz` beside every text file, for servers that send precompressed files. */
async function precompress(dir: string): Promise<void> {
  for (const path of await listFiles(dir, COMPRESSIBLE)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const body = await readFile(path);
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
