import { describe, expect, it } from "vitest";
import { OFFLINE } from "../app/content/ar/site";
import { pageFile } from "./first-load.mjs";
import { offlinePage, referencedFiles } from "./service-worker";

describe("what the service worker saves", () => {
  const texts = new Map([
    [
      "/index.html",
      [
        '<link rel="stylesheet" href="/assets/root-1.css"/>',
        '<link rel="icon" href="/favicon.svg"/>',
        '<meta property="og:image" content="https://school.example/og-image.png"/>',
        '<script type="application/json">{"preload":["/assets/entry-2.js"]}</script>',
      ].join(""),
    ],
    ["/assets/root-1.css", '@font-face{src:url("/assets/font-3.woff2")}'],
    ["/assets/entry-2.js", 'import("./dialog-4.js");const deps=["assets/chunk-5.js"];'],
    ["/assets/dialog-4.js", "export default 1"],
    ["/assets/chunk-5.js", ""],
    ["/assets/font-3.woff2", ""],
    ["/assets/unused-6.js", ""],
    ["/favicon.svg", "<svg/>"],
    ["/og-image.png", ""],
    ["/other.html", ""],
    ["/index.html.br", ""],
  ]);

  it("follows references from file to file, and nothing else", () => {
    expect(referencedFiles(["/index.html"], texts)).toEqual([
      "/assets/chunk-5.js",
      "/assets/dialog-4.js",
      "/assets/entry-2.js",
      "/assets/font-3.woff2",
      "/assets/root-1.css",
      "/favicon.svg",
    ]);
  });

  it("finds each page's file", () => {
    expect(pageFile("/")).toBe("/index.html");
    expect(pageFile("/es/")).toBe("/es/index.html");
    expect(pageFile("/es/schedule")).toBe("/es/schedule/index.html");
  });

  it("writes an offline page in the edition's language and direction, with no script", () => {
    const html = offlinePage("ar", OFFLINE, "/assets/root-1.css");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1 class="text-2xl font-bold text-balance">${OFFLINE.title}</h1>`);
    expect(html).toContain(`href="">${OFFLINE.retry}</a>`);
    expect(html).toContain(`href="/ar/">${OFFLINE.home}</a>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).not.toContain("<script");
  });
});
