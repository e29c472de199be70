import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_PATHS, absoluteUrl } from "../app/content/pages";
import {
  HELD_BOOTSTRAP_ID,
  holdHydrationUntilPaint,
  inlineScriptHashes,
  robots,
  sitemap,
} from "./postbuild";

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

/** The inline script that starts hydration, from a page `holdHydrationUntilPaint` wrote. */
const starterOf = (html: string) =>
  html.match(/<script>(\(\(\)=>[\s\S]*?)<\/script><\/body>/)?.[1] ?? "";

describe("paint first, then hydrate", () => {
  const page = [
    "<html><head><title>t</title></head><body><main>Hello</main>",
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry-2.js"/>',
    "<script>window.__context = {};</script>",
    '<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry-2.js");</script>',
    "</body></html>",
  ].join("");

  it("holds the module preloads and the bootstrap until after the first paint", () => {
    const html = holdHydrationUntilPaint(page);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="text/x-held-module" id="${HELD_BOOTSTRAP_ID}">import "/assets/manifest-1.js";import("/assets/entry-2.js");</script>`,
    );
    expect(html).toContain("<script>window.__context = {};</script>");
    const starter = starterOf(html);
    expect(starter).toContain('["/assets/manifest-1.js","/assets/entry-2.js"]');
    expect(starter).toContain("requestAnimationFrame");
  });

  const starter = () => starterOf(holdHydrationUntilPaint(page));
  const preloaded = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<script type="text/x-held-module" id="hydrate-after-paint">window.started = 1;</script>';
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("starts hydration after a frame: preloads, then the bootstrap as a real module script", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    new Function(starter())();
    expect(preloaded()).toEqual([]);
    frames[0]!(0);
    vi.runAllTimers();
    expect(preloaded()).toEqual(["/assets/manifest-1.js", "/assets/entry-2.js"]);
    const script = document.querySelector("body > script");
    expect(script?.getAttribute("type")).toBe("module");
    expect(script?.textContent).toBe("window.started = 1;");
    expect(document.getElementById(HELD_BOOTSTRAP_ID)).toBeNull();
    // A later visibility change does not start it twice.
    document.dispatchEvent(new Event("visibilitychange"));
    expect(preloaded()).toHaveLength(2);
  });

  it("adds many preloads a few per task, then the bootstrap", () => {
    const many = page.replace(
      "</body>",
      [3, 4, 5, 6].map((n) => `<link rel="modulepreload" href="/assets/chunk-${n}.js"/>`).join("") +
        "</body>",
    );
    const code = starterOf(holdHydrationUntilPaint(many));
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    vi.useFakeTimers();
    new Function(code)();
    expect(preloaded()).toHaveLength(4);
    expect(document.getElementById(HELD_BOOTSTRAP_ID)).not.toBeNull();
    vi.runAllTimers();
    expect(preloaded()).toHaveLength(6);
    expect(document.getElementById(HELD_BOOTSTRAP_ID)).toBeNull();
  });

  it("starts at once in a hidden tab, which paints no frames", () => {
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    new Function(starter())();
    // Started synchronously, with no frame or timer in between.
    expect(preloaded()).toHaveLength(2);
    expect(document.querySelector('body > script[type="module"]')).not.toBeNull();
  });

  it("starts when the tab is hidden before its first frame", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    new Function(starter())();
    expect(preloaded()).toEqual([]);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(preloaded()).toHaveLength(2);
  });

  it("puts its script before the real </body>, whatever the page says", () => {
    const html = holdHydrationUntilPaint(
      page.replace("<main>Hello</main>", "<main><pre>&lt;/body&gt;</body></pre></main>"),
    );
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("refuses a page whose bootstrap it cannot find", () => {
    expect(() => holdHydrationUntilPaint("<html><body></body></html>")).toThrow(
      /expected one module bootstrap/,
    );
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
