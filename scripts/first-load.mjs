// @ts-check
// What a first visit to a page downloads before it is interactive: the
// scripts and stylesheets its prerendered HTML references (module preloads,
// the module bootstrap's imports, stylesheets), with their compressed sizes.
// Used by the byte-budget test and by `npm run bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Where a page is prerendered to, as a path on the site: "/" is
 * "/index.html", "/es/" "/es/index.html", "/es/schedule" "/es/schedule/index.html".
 * @param {string} path a page's path
 */
export function pageFile(path) {
  return path.endsWith("/") ? `${path}index.html` : `${path}/index.html`;
}

/**
 * @param {string} clientDir build/client
 * @param {string} path a route path
 * @returns {{ js: string[], css: string[] }} asset paths, each listed once
 */
export function firstLoadAssets(clientDir, path) {
  return pageAssets(readFileSync(join(clientDir, pageFile(path)), "utf8"));
}

/**
 * The scripts and stylesheets a page's HTML references.
 * @param {string} html a prerendered page
 * @returns {{ js: string[], css: string[] }} asset paths, each listed once
 */
export function pageAssets(html) {
  const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
  return {
    js: [...assets].filter((asset) => asset.endsWith(".js")).sort(),
    css: [...assets].filter((asset) => asset.endsWith(".css")).sort(),
  };
}

/**
 * Total raw, gzip (level 9) and brotli (quality 11) bytes of `assets`, as
 * the build's precompressed files are made.
 * @param {string} clientDir
 * @param {string[]} assets
 */
export function compressedSize(clientDir, assets) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const asset of assets) {
    const body = readFileSync(join(clientDir, asset));
    total.raw += body.length;
    total.gzip += gzipSync(body, { level: 9 }).length;
    total.brotli += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}
