// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HELD_SCRIPTS_ID,
  SCRIPT_PATIENCE_MS,
  holdHydrationUntilPaint,
  inlineScriptHashes,
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
