// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PAGE_MODULES_ID,
  REACT_SCRIPT_FACTORY,
  SCRIPT_PATIENCE_MS,
  bootstrapModules,
  holdHydrationUntilPaint,
  inlineScript,
  inlineScriptHashes,
  jsonLdBlocks,
  textFaces,
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
  html.match(/<script>(\(function(?:(?!<\/script>)[\s\S])*)<\/script><\/body>/)?.[1] ?? "";
/** The data block that says what the page loads, from a page `holdHydrationUntilPaint` wrote. */
const modulesOf = (html: string) =>
  html.match(/<script type="application\/json" id="page-modules">[\s\S]*?<\/script>/)?.[0] ?? "";

/** The modules a starter imported, in order, and a way to make one import fail. */
const imported: string[] = [];
let failingImport: string | null = null;
/**
 * Runs a written page's starter, with its data block in the document as on
 * the page. Node runs no dynamic import() from code made at run time, so the
 * starter's import() calls go to a stand-in that records them.
 */
const runStarter = (html: string) => {
  document.body.insertAdjacentHTML("beforeend", modulesOf(html));
  const importModule = async (href: string) => {
    imported.push(href);
    if (href === failingImport) throw new TypeError(`Failed to fetch ${href}`);
    return { href };
  };
  new Function("importModule", starterOf(html).replaceAll(/\bimport\(/g, "importModule("))(
    importModule,
  );
};
/** Lets promise callbacks and MutationObservers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** React Router's module bootstrap, as it writes it into a prerendered page. */
const BOOTSTRAP = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "  ",
  'import("/assets/entry-2.js");',
].join("\n");

describe("paint first, then hydrate", () => {
  const page = [
    '<html><head><meta charSet="utf-8"/><title>t</title></head><body><main>Hello</main>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry-2.js"/>',
    "<script>window.__context = {};</script>",
    `<script type="module" async="">${BOOTSTRAP}</script>`,
    "</body></html>",
  ].join("");

  it("takes React Router's module bootstrap apart, and refuses one it does not understand", () => {
    expect(bootstrapModules(BOOTSTRAP)).toEqual({
      imports: ["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js"],
      routes: { root: 1, "routes/home": 2 },
      entry: "/assets/entry-2.js",
    });
    expect(() => bootstrapModules(`${BOOTSTRAP}\nwindow.other = 1;`)).toThrow(/not understood/);
    expect(() => bootstrapModules(BOOTSTRAP.replace("route1}", "route9}"))).toThrow(
      /not understood/,
    );
    expect(() => bootstrapModules(BOOTSTRAP.replace(/import\(.*/, ""))).toThrow(/not understood/);
  });

  it("takes the module preloads and the bootstrap out of the page, into a data block", () => {
    const html = holdHydrationUntilPaint(page);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("import * as route0");
    expect(html).toContain("<script>window.__context = {};</script>");
    const data = modulesOf(html).replace(/^<script[^>]*>|<\/script>$/g, "");
    expect(JSON.parse(data)).toEqual({
      preload: ["/assets/manifest-1.js", "/assets/entry-2.js"],
      ...bootstrapModules(BOOTSTRAP),
    });
    // In the bootstrap's place, so React hydrates it as the bootstrap's <script>.
    expect(html).toContain(
      `<script>window.__context = {};</script><script type="application/json" id="${PAGE_MODULES_ID}">`,
    );
    expect(starterOf(html)).toContain("requestAnimationFrame");
  });

  it("writes the same starter on every page, so the policy needs one hash for it", () => {
    const other = page.replaceAll("home-4", "schedule-5");
    expect(modulesOf(holdHydrationUntilPaint(other))).not.toBe(
      modulesOf(holdHydrationUntilPaint(page)),
    );
    expect(starterOf(holdHydrationUntilPaint(other))).toBe(
      starterOf(holdHydrationUntilPaint(page)),
    );
  });

  it("escapes a module URL that could close the data block", () => {
    const odd = page.replace('/assets/entry-2.js"/>', '/assets/</script.js"/>');
    expect(modulesOf(holdHydrationUntilPaint(odd))).toContain('"/assets/\\u003c/script.js"');
  });

  const start = () => runStarter(holdHydrationUntilPaint(page));
  const preloaded = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );

  beforeEach(() => {
    imported.length = 0;
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    delete (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules;
  });

  it("starts hydration after a frame: preloads, then the bootstrap's modules, then the entry", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    start();
    expect(preloaded()).toEqual([]);
    expect(imported).toEqual([]);
    frames[0]!(0);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(preloaded()).toEqual(["/assets/manifest-1.js", "/assets/entry-2.js"]);
    await settle();
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
      "/assets/entry-2.js",
    ]);
    expect((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-3.js" },
      "routes/home": { href: "/assets/home-4.js" },
    });
    // A later visibility change does not start it twice.
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(preloaded()).toHaveLength(2);
    expect(imported).toHaveLength(4);
  });

  it("starts as soon as the first contentful paint is reported, before the frame's fallback", () => {
    let report: PerformanceObserverCallback | undefined;
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: PerformanceObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    start();
    const reported = (name: string) =>
      report!(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as never,
        { disconnect() {} } as never,
      );
    reported("first-paint");
    expect(preloaded()).toEqual([]);
    reported("first-contentful-paint");
    expect(preloaded()).toHaveLength(2);
  });

  it("adds many preloads a few per task, then imports", () => {
    const many = page.replace(
      "</body>",
      [3, 4, 5, 6].map((n) => `<link rel="modulepreload" href="/assets/chunk-${n}.js"/>`).join("") +
        "</body>",
    );
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    vi.useFakeTimers();
    runStarter(holdHydrationUntilPaint(many));
    expect(preloaded()).toHaveLength(4);
    expect(imported).toEqual([]);
    vi.runAllTimers();
    expect(preloaded()).toHaveLength(6);
    expect(imported).toHaveLength(3);
  });

  it("starts at once in a hidden tab, which paints no frames", () => {
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    start();
    // Started synchronously, with no frame or timer in between.
    expect(preloaded()).toHaveLength(2);
    expect(imported).toHaveLength(3);
  });

  it("starts when the tab is hidden before its first frame", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    start();
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

describe("the Trusted Types policy", () => {
  const page = [
    '<html><head><meta charSet="utf-8"/></head><body>',
    '<script type="application/ld+json">{"@type":"VideoObject"}</script>',
    `<script type="module" async="">${BOOTSTRAP}</script>`,
    "</body></html>",
  ].join("");

  it("finds the JSON-LD data blocks a client-side visit renders", () => {
    expect(jsonLdBlocks(page)).toEqual(['{"@type":"VideoObject"}']);
  });

  it("is the first script of every page, before anything can write to the DOM", () => {
    const html = holdHydrationUntilPaint(page, [REACT_SCRIPT_FACTORY, '{"@type":"VideoObject"}']);
    const first = html.match(/<meta charSet="utf-8"\/><script>([\s\S]*?)<\/script>/)?.[1];
    expect(first).toContain("createPolicy(`default`");
    expect(first).toContain("`<script><\\/script>`");
    expect(first).toContain('{"@type":"VideoObject"}');
  });

  type Rules = { createHTML: (html: string) => string | null } & Record<string, unknown>;
  /** The rules the inlined script gives its policy, with a stand-in for the browser's factory. */
  function policy(markup: string[]): Rules {
    let rules: Rules | undefined;
    vi.stubGlobal("trustedTypes", {
      createPolicy: (name: string, given: Rules) => {
        expect(name).toBe("default");
        rules = given;
      },
    });
    new Function(inlineScript("trusted-types.js", [markup, "/sw.js"]))();
    return rules!;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("vouches for no script text, and for the service worker's URL only", () => {
    const rules = policy([REACT_SCRIPT_FACTORY]) as Rules & {
      createScriptURL: (url: string) => string | null;
    };
    expect(Object.keys(rules).sort()).toEqual(["createHTML", "createScriptURL"]);
    expect(rules.createScriptURL("/sw.js")).toBe("/sw.js");
    expect(rules.createScriptURL("/evil.js")).toBeNull();
    expect(rules.createScriptURL("https://evil.example/sw.js")).toBeNull();
  });

  it("lets through only the markup the site writes", () => {
    const rules = policy([REACT_SCRIPT_FACTORY, '{"@type":"VideoObject"}']);
    expect(rules.createHTML("<script></script>")).toBe("<script></script>");
    expect(rules.createHTML('{"@type":"VideoObject"}')).toBe('{"@type":"VideoObject"}');
    expect(rules.createHTML("<img src=x onerror=alert(1)>")).toBeNull();
    expect(rules.createHTML('{"@type":"Other"}')).toBeNull();
  });

  it("does nothing in a browser without Trusted Types", () => {
    expect(() => new Function(inlineScript("trusted-types.js", [[], "/sw.js"]))()).not.toThrow();
  });
});

describe("scripts failing to load", () => {
  const root = document.documentElement;
  const ENTRY = "/assets/entry-2.js";
  const page = holdHydrationUntilPaint(
    [
      '<html><head><meta charSet="utf-8"/></head><body><main>Hello</main>',
      `<link rel="modulepreload" href="${ENTRY}"/>`,
      `<script type="module" async="">${BOOTSTRAP}</script>`,
      "</body></html>",
    ].join(""),
  );
  type Entries = { getEntries: () => { name: string }[] };
  /** The resource timing observer the starter made, to report modules arriving. */
  let observer: ((entries: Entries, self: { disconnect: () => void }) => void) | null;
  beforeEach(() => {
    imported.length = 0;
    observer = null;
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    failingImport = null;
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete root.dataset.scripts;
    delete root.dataset.hydrated;
    document.body.innerHTML = "";
  });
  const arrived = (name: string) =>
    observer?.(
      { getEntries: () => [{ name: new URL(name, location.href).href }] },
      { disconnect() {} },
    );

  it("says so when a module of the bootstrap fails to load", async () => {
    failingImport = "/assets/root-3.js";
    runStarter(page);
    await settle();
    expect(root.dataset.scripts).toBe("failed");
    expect(imported).not.toContain(ENTRY);
  });

  it("says so when the entry fails to load", async () => {
    failingImport = ENTRY;
    runStarter(page);
    await settle();
    expect(imported).toContain(ENTRY);
    expect(root.dataset.scripts).toBe("failed");
  });

  it("says so when the app has not hydrated a while after its modules ran, and not when it has", () => {
    vi.useFakeTimers();
    runStarter(page);
    // However slow the network, no clock runs before the modules are in.
    vi.advanceTimersByTime(SCRIPT_PATIENCE_MS * 2);
    expect(root.dataset.scripts).toBeUndefined();
    arrived("/assets/other.js");
    vi.advanceTimersByTime(SCRIPT_PATIENCE_MS);
    expect(root.dataset.scripts).toBeUndefined();
    arrived(ENTRY);
    vi.advanceTimersByTime(SCRIPT_PATIENCE_MS - 1);
    expect(root.dataset.scripts).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(root.dataset.scripts).toBe("failed");

    delete root.dataset.scripts;
    document.body.innerHTML = "";
    runStarter(page);
    arrived(ENTRY);
    root.dataset.hydrated = "true";
    vi.advanceTimersByTime(SCRIPT_PATIENCE_MS);
    expect(root.dataset.scripts).toBeUndefined();
  });
});

describe("taps before hydration", () => {
  const root = document.documentElement;
  let clicks: string[] = [];
  const record = (event: Event) => {
    const control = (event.target as Element).closest("[id]");
    if (control) clicks.push(control.id);
  };
  const button = (id: string) => document.getElementById(id) as HTMLElement;

  beforeEach(() => {
    clicks = [];
    document.body.innerHTML = [
      '<button id="a" type="button">A</button>',
      '<div role="tab" id="tab" tabindex="0"><span id="inner-tab-text">Tab</span></div>',
      '<button id="off" disabled>Off</button>',
      '<a href="#top" id="link">Link</a>',
      '<button id="reload" data-reload>Reload</button>',
    ].join("");
    // The app's own listener, as React's on the document.
    document.addEventListener("click", record);
    new Function(inlineScript("hold-early-taps.js"))();
  });

  afterEach(async () => {
    root.dataset.hydrated = "true";
    await settle();
    document.removeEventListener("click", record);
    delete root.dataset.hydrated;
    delete root.dataset.scripts;
    document.body.innerHTML = "";
  });

  it("holds a tap, marks the control busy, and replays it once after hydration", async () => {
    button("a").click();
    button("a").click();
    expect(clicks).toEqual([]);
    expect(button("a").getAttribute("aria-busy")).toBe("true");
    expect(button("a").hasAttribute("data-pending")).toBe(true);
    root.dataset.hydrated = "true";
    await settle();
    expect(clicks).toEqual(["a"]);
    expect(button("a").hasAttribute("aria-busy")).toBe(false);
    expect(button("a").hasAttribute("data-pending")).toBe(false);
    // Hydrated: the page answers by itself.
    button("a").click();
    expect(clicks).toEqual(["a", "a"]);
  });

  it("replays only the last control activated", async () => {
    button("a").click();
    document.getElementById("inner-tab-text")?.click();
    expect(button("a").hasAttribute("aria-busy")).toBe(false);
    expect(button("tab").getAttribute("aria-busy")).toBe("true");
    root.dataset.hydrated = "true";
    await settle();
    expect(clicks).toEqual(["tab"]);
  });

  it("finds the control again when hydration replaced it", async () => {
    button("a").click();
    button("a").replaceWith(Object.assign(document.createElement("button"), { id: "a" }));
    root.dataset.hydrated = "true";
    await settle();
    expect(clicks).toEqual(["a"]);
  });

  it("leaves links alone and ignores disabled controls", async () => {
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    button("link").dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    button("off").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(button("off").hasAttribute("aria-busy")).toBe(false);
    root.dataset.hydrated = "true";
    await settle();
    expect(clicks).toEqual(["link"]);
  });

  it("stops showing the control pending when the scripts failed, and still replays it if the app arrives", async () => {
    button("a").click();
    root.dataset.scripts = "failed";
    await settle();
    expect(button("a").hasAttribute("aria-busy")).toBe(false);
    expect(button("a").hasAttribute("data-pending")).toBe(false);
    root.dataset.hydrated = "true";
    await settle();
    expect(clicks).toEqual(["a"]);
  });
});

describe("text faces (ADR 013)", () => {
  const root = document.documentElement;
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
      link.getAttribute("href"),
      link.as,
      link.type,
      link.crossOrigin,
    ]);
  const faces = ["/assets/face-1.woff2", "/assets/arabic-2.woff2"];
  const run = () => new Function(inlineScript("text-face.js", [faces]))();

  afterEach(() => {
    delete root.dataset.face;
    document.head.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("are the font files a page's stylesheets declare", () => {
    const client = mkdtempSync(join(tmpdir(), "faces-"));
    mkdirSync(join(client, "assets"));
    writeFileSync(
      join(client, "assets/root-1.css"),
      '@font-face{src:url("/assets/face-1.woff2")}@font-face{src:url(/assets/arabic-2.woff2)}',
    );
    writeFileSync(join(client, "assets/other-3.css"), 'a{background:url("/assets/x.png")}');
    const html =
      '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/other-3.css"/>';
    expect(textFaces(client, html)).toEqual(["/assets/arabic-2.woff2", "/assets/face-1.woff2"]);
    rmSync(client, { recursive: true });
  });

  it("are turned on and preloaded on a load the service worker serves", () => {
    vi.stubGlobal("navigator", { serviceWorker: { controller: {} } });
    run();
    expect(root.dataset.face).toBe("");
    expect(preloads()).toEqual(faces.map((face) => [face, "font", "font/woff2", "anonymous"]));
  });

  it("are neither turned on nor fetched on a first visit, or without a worker", () => {
    vi.stubGlobal("navigator", { serviceWorker: { controller: null } });
    run();
    vi.stubGlobal("navigator", {});
    run();
    expect(root.dataset.face).toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
