import { jsonForScript } from "./script-json";

/*
 * The document's own scripts, rendered by app/root.tsx at the top of the head of every prerendered
 * page, to run before the first paint (ADR 024, 009, 013). Each is a function that uses nothing
 * outside itself: the page gets its source text (`inlineCall`), and the browser's bundle none of
 * it. scripts/postbuild.ts hashes them for the CSP as it finds them in the pages.
 */

/** A self-contained function's call, as a script's text: its arguments are JSON, safe in HTML. */
export function inlineCall<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `(${fn.toString()})(${args.map(jsonForScript).join(",")});`;
}

/** The markup React assigns to innerHTML to make a script element it renders in the browser. */
export const REACT_SCRIPT_FACTORY = "<script></script>";

/**
 * The site's only Trusted Types policy, the first script of every page (ADR 009): exactly the
 * `markup` the site writes, the empty string (React's to clear, which writes nothing) and the
 * `workerUrls` (the service worker's, ICU's) pass; no script text, anything else is refused.
 */
export function trustedTypesPolicy(markup: string[], workerUrls: string[]): void {
  // Feature-checked: a browser without Trusted Types has no policy to make, and ignores the CSP's
  // require-trusted-types-for as well.
  const factory = (
    window as { trustedTypes?: { createPolicy: (name: string, rules: object) => unknown } }
  ).trustedTypes;
  if (!factory) return;
  factory.createPolicy("default", {
    createHTML: (html: string) => (html === "" || markup.includes(html) ? html : null),
    createScriptURL: (url: string) => (workerUrls.includes(url) ? url : null),
  });
}

/**
 * Holds a control's activation before hydration and replays the last one after (ADR 024);
 * data-pending is styled in app.css.
 */
export function holdEarlyTaps(): void {
  const root = document.documentElement;
  const CONTROL = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"]';

  let held: HTMLElement | null = null;
  /** Child indexes from <body> to the held control, should hydration replace it. */
  let heldPath: number[] = [];

  const pathOf = (element: Element) => {
    const path = [];
    for (let node = element; node.parentElement && node !== document.body;) {
      path.unshift([...node.parentElement.children].indexOf(node));
      node = node.parentElement;
    }
    return path;
  };

  const elementAt = (path: number[]) => {
    let node: Element | undefined = document.body;
    for (const index of path) node = node?.children[index];
    return node instanceof HTMLElement ? node : null;
  };

  /** The control no longer shows as pending (it is still replayed if the app arrives). */
  const unmark = () => {
    held?.removeAttribute("aria-busy");
    held?.removeAttribute("data-pending");
  };

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(target instanceof HTMLElement) || target.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // ScriptNotices' Reload (app/components/layout/script-notices.tsx) must work without the app.
    if (target.hasAttribute("data-reload")) {
      location.reload();
      return;
    }
    if (target.matches(':disabled,[aria-disabled="true"]')) return;
    unmark();
    held = target;
    heldPath = pathOf(target);
    target.setAttribute("aria-busy", "true");
    target.setAttribute("data-pending", "");
  };

  const replay = () => {
    const target = held?.isConnected ? held : held ? elementAt(heldPath) : null;
    unmark();
    held = null;
    target?.click();
  };

  window.addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    // Once the page says it could not load, the control stops looking pending; should the app
    // arrive after all, the tap still counts.
    if (root.dataset.scripts === "failed") unmark();
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    window.removeEventListener("click", hold, true);
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated", "data-scripts"] });
}

/**
 * Starts ICU off the main thread (ADR 036): the first `Intl` formatter of a visit loads ICU's data
 * in one piece (110-210 ms on the slow phone profile), and Chromium shares that data between the
 * page and its workers, so a worker's formatter (app/lib/icu-worker.js) spares the page's the wait.
 * app/lib/format.ts makes the page's formatters.
 */
export function startIntl(locale: string, workerUrl: string): void {
  new Worker(workerUrl, { name: locale });
}

/**
 * Turns the text faces on and preloads them only where the service worker, which saved them, serves
 * the page (ADR 013). data-face is read by app.css and content/ar/edition.css.
 * @param faces the faces' font files, as the stylesheets name them
 */
export function textFaces(faces: string[]): void {
  if (!navigator.serviceWorker?.controller) return;
  document.documentElement.dataset.face = "";
  for (const href of faces) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
}
