import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS, absoluteUrl } from "../app/content/pages";
import { inlineScriptHashes, robots, sitemap } from "./postbuild";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inline script hashes", () => {
  it("hashes inline scripts and skips external scripts and JSON data blocks", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import("/assets/x.js");</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"VideoObject"}</script>',
      '<script id="_R_">requestAnimationFrame(f)</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a = 1;"),
      sha256('import("/assets/x.js");'),
      sha256("requestAnimationFrame(f)"),
    ]);
  });
});

describe("SEO files", () => {
  it("lists every route on the configured origin and points robots.txt to it", () => {
    const xml = sitemap();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(PAGE_PATHS.map(absoluteUrl));
    expect(robots()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});
