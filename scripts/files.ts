import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Files under `dir`, recursively, whose names match `pattern`. */
export async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path, pattern)));
    else if (pattern.test(entry.name)) files.push(path);
  }
  return files;
}

/** Where a file of the build is on the site: build/client/es/404.html is "/es/404.html". */
export function sitePath(clientDir: string, file: string): string {
  return `/${relative(clientDir, file).split(sep).join("/")}`;
}
