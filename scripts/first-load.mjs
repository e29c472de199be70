// @ts-check
// What a first visit to a page downloads before it is interactive, and its compressed size, counted
// one way for the build (postbuild, service worker), the byte-budget test and `npm run bench`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** @param {string} path a page's path */
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
 * At the levels of the build's precompressed files (scripts/postbuild.ts), so sizes are what a
 * server sends. @param {Buffer} body
 */
export const compress = (body) => ({
  gzip: gzipSync(body, { level: 9 }),
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
});

/**
 * The sizes of the build's precompressed copies where it wrote them (as fast as reading a
 * directory), and of the same compression of the files too small to have them.
 * @param {string} clientDir
 * @param {string[]} assets
 */
export function compressedSize(clientDir, assets) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const asset of assets) {
    const path = join(clientDir, asset);
    const body = readFileSync(path);
    const [gz, br] = [`${path}.gz`, `${path}.br`];
    const [gzip, brotli] =
      existsSync(gz) && existsSync(br)
        ? [statSync(gz).size, statSync(br).size]
        : Object.values(compress(body)).map((bytes) => bytes.length);
    total.raw += body.length;
    total.gzip += gzip ?? 0;
    total.brotli += brotli ?? 0;
  }
  return total;
}
