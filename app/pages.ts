/**
 * The page registry: every page of the site, once, in the order the menu and
 * the footer list them. `routes.ts`, the prerender list, the sitemap, the
 * `_headers` file, each route's `meta`, the menu, the footer, the landing
 * page's feature cards and the tests' route lists all read it. A page's words
 * (title, description, menu label) are in `app/content/pages.ts` under the
 * same id; its route module is `routes/<its path>.tsx` (the home page's,
 * `routes/home.tsx`), and its byte budget is in tests/e2e/budget.spec.ts,
 * because every page's browser bundle carries this list and neither is for
 * the browser. Plain data: Node reads this file too (routes.ts, the build's
 * config, the tests), so it imports nothing but the editions' settings
 * (app/locales.ts, plain data too).
 */

import { LOCALES, LOCALE_IDS, ORIGINAL_LOCALE, editionPath } from "./locales.ts";

/** Where, besides the menu and the footer, a page is listed. */
export type PageListing = "features";

interface PageEntry {
  /** The key of the page's words in app/content/pages.ts, and of its icon. */
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
/** The pages listed as the landing page's feature cards. */
export type FeaturePageId = Extract<Page, { listedIn: readonly ["features"] }>["id"];

/** The not-found page: prerendered once at this path and served for every unknown URL. */
export const NOT_FOUND_PAGE = { path: "/404", file: "routes/not-found.tsx" } as const;

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

/**
 * The public origin the site is deployed at: canonical links, Open Graph
 * URLs and the sitemap are all built from it. Change it here, in one place.
 */
export const SITE_ORIGIN = "https://lumina-academy.example";

/** The size of a page's shared-link card (its Open Graph image), a PNG the build makes (scripts/og-cards.ts). */
export const CARD = { width: 1200, height: 630 } as const;

/** Where a page's card is, in its edition: "/og/home.png", "/og/schedule.png"... */
export function cardPath(path: string): string {
  return `/og${path === "/" ? "/home" : path}.png`;
}

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path === "/" ? "/" : path}`;
}

/**
 * A page's address in every edition, for `hreflang` links and the sitemap:
 * one per edition, then the original's again as `x-default`.
 */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALE_IDS.map((id) => ({
      hreflang: LOCALES[id].lang,
      href: absoluteUrl(editionPath(id, path)),
    })),
    { hreflang: "x-default", href: absoluteUrl(editionPath(ORIGINAL_LOCALE, path)) },
  ];
}
