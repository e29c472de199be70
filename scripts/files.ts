import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Files under `dir`, recursively, whose names match `pattern`. */
export async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Where a file of the build is on the site: build/client/es/404.html is "/es/404.html". */
export function sitePath(clientDir: string, file: string): string {
  return `/${relative(clientDir, file).split(sep).join("/")}`;
}
