// @ts-check
// What a first visit to a page downloads before it is interactive: the
// scripts and stylesheets its prerendered HTML references (module preloads,
// the module bootstrap's imports, stylesheets), with their compressed sizes.
// Used by the byte-budget test and by `npm run bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * @param {string} clientDir build/client
 * @param {string} path a route path such as "/" or "/schedule"
 */
function pageFile(clientDir, path) {
  return path === "/" ? join(clientDir, "index.html") : join(clientDir, path, "index.html");
}

/**
 * @param {string} clientDir build/client
 * @param {string} path a route path
 * @returns {{ js: string[], css: string[] }} asset paths, each listed once
 */
export function firstLoadAssets(clientDir, path) {
  const html = readFileSync(pageFile(clientDir, path), "utf8");
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
