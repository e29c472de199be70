import { existsSync } from "node:fs";
import { readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { NOT_FOUND_PRERENDER_PATH, PAGE_PATHS, absoluteUrl } from "../app/content/pages";

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|ico)$/;
const MIN_BYTES = 512;

/** Runs after `react-router build` has prerendered every page into `clientDir`. */
export async function postbuild(clientDir: string): Promise<void> {
  await placeNotFoundPage(clientDir);
  await writeFile(join(clientDir, "sitemap.xml"), sitemap());
  await writeFile(join(clientDir, "robots.txt"), robots());
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  await precompress(clientDir);
}

/** `/404/index.html` becomes `/404.html`, the file static hosts serve for unknown paths. */
async function placeNotFoundPage(clientDir: string) {
  const dir = join(clientDir, NOT_FOUND_PRERENDER_PATH);
  const prerendered = join(dir, "index.html");
  if (!existsSync(prerendered)) throw new Error(`postbuild: ${prerendered} was not prerendered`);
  await rename(prerendered, join(clientDir, `${NOT_FOUND_PRERENDER_PATH}.html`));
  await rm(dir, { recursive: true });
}

export function sitemap(): string {
  const urls = PAGE_PATHS.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

/** Writes `.br` and `.gz` beside every text file, for servers that send precompressed files. */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(path);
    } else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size >= MIN_BYTES) {
      const body = await readFile(path);
      await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      await writeFile(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
