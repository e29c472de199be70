import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageFile } from "./first-load.mjs";
import { builtFiles } from "./service-worker";

describe("what the service worker saves", () => {
  it("is every file an edition's build made, less its pages and the files for crawlers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lumina-sw-"));
    try {
      for (const name of [
        "index.html",
        "es/schedule/index.html",
        "assets/entry-2.js",
        "assets/font-3.woff2",
        "emoji/2b50.svg",
        "favicon.svg",
        "sitemap.xml",
        "robots.txt",
        "sitemap.xml.data",
        "es/offline.data",
      ]) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), name);
      }
      expect(await builtFiles(dir)).toEqual([
        "/assets/entry-2.js",
        "/assets/font-3.woff2",
        "/emoji/2b50.svg",
        "/favicon.svg",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds each page's file", () => {
    expect(pageFile("/")).toBe("/index.html");
    expect(pageFile("/es/")).toBe("/es/index.html");
    expect(pageFile("/es/schedule")).toBe("/es/schedule/index.html");
  });
});
