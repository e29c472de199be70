// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HELD_SCRIPTS_ID,
  REACT_SCRIPT_FACTORY,
  SCRIPT_PATIENCE_MS,
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

/** The template holding the page's scripts, and the starter right after it, from a written page. */
const heldOf = (html: string) =>
  html.match(/<template id="held-scripts">[\s\S]*?<\/template><script>[\s\S]*?<\/script>/)?.[0] ??
  "";

/** Puts a written page's template and starter into the document and runs the starter. */
const runStarter = (html: string) => {
  document.body.insertAdjacentHTML("beforeend", heldOf(html));
  const starter = document.body.lastElementChild as HTMLScriptElement;
  new Function(starter.text)();
};

/** Lets promise callbacks and MutationObservers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** React Router's module bootstrap, as it writes it into a prerendered page. */
const BOOTSTRAP = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry-2.js");',
].join("\n");

describe("paint first, then hydrate", () => {
  const page = [
    '<html><head><meta charSet="utf-8"/><title>t</title>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry-2.js"/>',
    "</head><body><main>Hello</main>",
    "<script>window.__context = {};</script>",
    `<script type="module" async="">${BOOTSTRAP}</script>`,
    "</body></html>",
  ].join("");
  const preloaded = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
  const bootstrap = () => document.querySelector('script[type="module"]');

  beforeEach(() => {
    document.body.innerHTML = "";
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("holds React Router's preloads and bootstrap, as written, in a template in the bootstrap's place", () => {
    const html = holdHydrationUntilPaint(page);
    expect(html).not.toMatch(/<head>.*modulepreload.*<\/head>/);
    expect(html).toContain(
      [
        "<script>window.__context = {};</script>",
        `<template id="${HELD_SCRIPTS_ID}">`,
        '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
        '<link rel="modulepreload" href="/assets/entry-2.js"/>',
        `<script type="module" async="">${BOOTSTRAP}</script>`,
        "</template><script>",
      ].join(""),
    );
  });

  it("writes the same starter on every page, so the policy needs one hash for it", () => {
    const other = page.replaceAll("manifest-1", "manifest-9");
    const starter = (html: string) => heldOf(html).replace(/^[\s\S]*<\/template>/, "");
    expect(starter(holdHydrationUntilPaint(other))).toBe(starter(holdHydrationUntilPaint(page)));
  });

  it("puts them into the page after a frame, once", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers();
    runStarter(holdHydrationUntilPaint(page));
    expect(preloaded()).toEqual([]);
    expect(bootstrap()).toBeNull();
    frames[0]!(0);
    vi.runAllTimers();
    expect(preloaded()).toEqual(["/assets/manifest-1.js", "/assets/entry-2.js"]);
    expect(bootstrap()?.textContent).toBe(BOOTSTRAP);
    expect(document.getElementById(HELD_SCRIPTS_ID)).toBeNull();
    // A later visibility change does not start it twice.
    document.dispatchEvent(new Event("visibilitychange"));
    expect(preloaded()).toHaveLength(2);
  });

  it("starts as soon as the first contentful paint is reported, before the frame's fallback", () => {
    let report: PerformanceObserverCallback | undefined;
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: PerformanceObserverCallback) {
        report ??= callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    runStarter(holdHydrationUntilPaint(page));
    const reported = (name: string) =>
      report!(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as never,
        { disconnect() {} } as never,
      );
    reported("first-paint");
    expect(bootstrap()).toBeNull();
    reported("first-contentful-paint");
    expect(bootstrap()).not.toBeNull();
  });

  it("starts at once in a hidden tab, which paints no frames", () => {
    vi.spyOn(Document.prototype, "visibilityState", "get").mockReturnValue("hidden");
    runStarter(holdHydrationUntilPaint(page));
    expect(preloaded()).toHaveLength(2);
    expect(bootstrap()).not.toBeNull();
  });

  it("starts when the tab is hidden before its first frame", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    runStarter(holdHydrationUntilPaint(page));
    expect(bootstrap()).toBeNull();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(bootstrap()).not.toBeNull();
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
      `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="${ENTRY}"/></head>`,
      "<body><main>Hello</main>",
      `<script type="module" async="">${BOOTSTRAP}</script>`,
      "</body></html>",
    ].join(""),
  );
  type Entries = { getEntries: () => { name: string }[] };
  /** The resource timing observer the starter made, to report modules arriving. */
  let observer: ((entries: Entries, self: { disconnect: () => void }) => void) | null;
  beforeEach(() => {
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

  it("says so when a module of the bootstrap fails to load", () => {
    runStarter(page);
    document.querySelector('script[type="module"]')!.dispatchEvent(new Event("error"));
    expect(root.dataset.scripts).toBe("failed");
  });

  it("says so when the entry fails to load", () => {
    runStarter(page);
    window.dispatchEvent(new Event("unhandledrejection"));
    expect(root.dataset.scripts).toBe("failed");
  });

  it("says so when the app has not hydrated a while after its modules arrived, and not when it has", () => {
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
