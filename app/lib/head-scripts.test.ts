// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REACT_SCRIPT_FACTORY,
  holdEarlyTaps,
  inlineCall,
  textFaces,
  trustedTypesPolicy,
} from "./head-scripts";

// Each script runs as the page runs it: its text, from `inlineCall`.

/** Lets promise callbacks and MutationObservers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("inlineCall", () => {
  it("writes a call whose arguments cannot end the script element", () => {
    const text = inlineCall((markup: string[]) => void markup, [REACT_SCRIPT_FACTORY]);
    expect(text).not.toContain("</script");
    expect(text).toContain("\\u003c/script>");
  });
});

describe("the Trusted Types policy", () => {
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
    new Function(inlineCall(trustedTypesPolicy, markup, ["/sw.js", "/assets/icu-worker-1.js"]))();
    return rules!;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("vouches for no script text, and for the workers' URLs only", () => {
    const rules = policy([REACT_SCRIPT_FACTORY]) as Rules & {
      createScriptURL: (url: string) => string | null;
    };
    expect(Object.keys(rules).sort()).toEqual(["createHTML", "createScriptURL"]);
    expect(rules.createScriptURL("/sw.js")).toBe("/sw.js");
    expect(rules.createScriptURL("/assets/icu-worker-1.js")).toBe("/assets/icu-worker-1.js");
    expect(rules.createScriptURL("/evil.js")).toBeNull();
    expect(rules.createScriptURL("https://evil.example/sw.js")).toBeNull();
  });

  it("lets through only the markup the site writes", () => {
    const rules = policy([REACT_SCRIPT_FACTORY, '{"@type":"VideoObject"}']);
    expect(rules.createHTML("<script></script>")).toBe("<script></script>");
    expect(rules.createHTML('{"@type":"VideoObject"}')).toBe('{"@type":"VideoObject"}');
    expect(rules.createHTML("")).toBe("");
    expect(rules.createHTML("<img src=x onerror=alert(1)>")).toBeNull();
    expect(rules.createHTML('{"@type":"Other"}')).toBeNull();
  });

  it("does nothing in a browser without Trusted Types", () => {
    expect(() => new Function(inlineCall(trustedTypesPolicy, [], ["/sw.js"]))()).not.toThrow();
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
    new Function(inlineCall(holdEarlyTaps))();
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
  const run = () => new Function(inlineCall(textFaces, faces))();

  afterEach(() => {
    delete root.dataset.face;
    document.head.innerHTML = "";
    vi.unstubAllGlobals();
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
