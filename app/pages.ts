/**
 * The page registry, in menu order (ADR 008). Every bundle carries it, so it holds only what the
 * browser needs; Node reads it too (routes.ts, the build, tests), so it imports only locales.ts.
 */

import { LOCALES, LOCALE_IDS, ORIGINAL_LOCALE, editionPath } from "./locales.ts";

/** Where, besides the menu and the footer, a page is listed. */
export type PageListing = "features";

interface PageEntry {
  /** Keys its words (content/pages.ts), icon (site-pages.ts), budget (tests/e2e/budget.spec.ts). */
  id: string;
  path: `/${string}`;
  listedIn: readonly PageListing[];
}

export const PAGES = [
  { id: "home", path: "/", listedIn: [] },
  { id: "aiPersonalization", path: "/ai-personalization", listedIn: ["features"] },
  { id: "virtualCollaboration", path: "/virtual-collaboration", listedIn: ["features"] },
  { id: "gamifiedLearning", path: "/gamified-learning", listedIn: ["features"] },
  { id: "realTimeAnalytics", path: "/real-time-analytics", listedIn: ["features"] },
  { id: "securePrivate", path: "/secure-private", listedIn: ["features"] },
  { id: "immersiveArVr", path: "/immersive-ar-vr", listedIn: ["features"] },
  { id: "schedule", path: "/schedule", listedIn: [] },
] as const satisfies readonly PageEntry[];

export type Page = (typeof PAGES)[number];
export type PageId = Page["id"];
export type FeaturePageId = Extract<Page, { listedIn: readonly ["features"] }>["id"];

/** The not-found page: prerendered once at this path and served for every unknown URL. */
export const NOT_FOUND_PAGE = { path: "/404", file: "routes/not-found.tsx" } as const;

/** The offline page: prerendered once at this path, served by the service worker (ADR 012). */
export const OFFLINE_PAGE = { path: "/offline", file: "routes/offline.tsx" } as const;

export const PAGE_PATHS: string[] = PAGES.map((page) => page.path);

/** Every page of every edition: "/", "/schedule", "/es/", "/es/schedule"... */
// Pure: the browser's bundle leaves it out (only the build and the tests use it).
export const ALL_PAGE_PATHS: string[] = /* @__PURE__ */ LOCALE_IDS.flatMap((id) =>
  PAGE_PATHS.map((path) => editionPath(id, path)),
);

export function pageById(id: PageId): Page {
  return PAGES.find((page) => page.id === id)!;
}

export const FEATURE_PAGES = PAGES.filter((page): page is Extract<Page, { id: FeaturePageId }> =>
  (page.listedIn as readonly PageListing[]).includes("features"),
);

/** Canonical links, Open Graph URLs and the sitemap are built from it: change it only here. */
export const SITE_ORIGIN = "https://lumina-academy.example";

/** The shared-link card's size; scripts/og-cards.ts draws it (ADR 018). */
export const CARD = { width: 1200, height: 630 } as const;

/** Where a page's card is, in its edition: "/og/home.png", "/og/schedule.png"... */
export function cardPath(path: string): string {
  return `/og${path === "/" ? "/home" : path}.png`;
}

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

/** For `hreflang` links and the sitemap; the original edition is also the `x-default`. */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALE_IDS.map((id) => ({
      hreflang: LOCALES[id].lang,
      href: absoluteUrl(editionPath(id, path)),
    })),
    { hreflang: "x-default", href: absoluteUrl(editionPath(ORIGINAL_LOCALE, path)) },
  ];
}
