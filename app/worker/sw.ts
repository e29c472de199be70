/**
 * The service worker (ADR 012, 032), built into /sw.js by scripts/service-worker.ts. Workbox
 * precaches, routes and falls back; what is ours: which editions to save, Save-Data, and saving
 * what a visitor opens of an edition not saved whole.
 */
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from "workbox-core";
import { PrecacheController, PrecacheRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import type { WorkerEdition } from "./editions";

declare const self: ServiceWorkerGlobalScope;
/** Written in by Vite's `define` wherever it is named: so named once. */
declare const EDITIONS: WorkerEdition[];
/** Every edition, in app/locales.ts's order: the original first. */
const editions = EDITIONS;

// The kill switch (scripts/inline/service-worker-off.js) deletes every cache of this prefix.
setCacheNameDetails({ prefix: "lumina" });

const original = editions[0]!;
const editionOf = (path: string): WorkerEdition =>
  editions.find((edition) => edition !== original && `${path}/`.startsWith(edition.base)) ??
  original;
const NOT_FOUND_PAGES = new Set(editions.map((edition) => edition.notFound));

/** A page is asked for with or without its final slash: "/es" is "/es/", "/schedule/" "/schedule". */
const otherSlash = (url: URL): URL =>
  new URL(url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : `${url.pathname}/`, url);

const precache = new PrecacheController({
  plugins: [
    {
      // Not-found pages come with 404, which precaching otherwise refuses.
      cacheWillUpdate: async ({ request, response }) =>
        response.ok ||
        (response.status === 404 && NOT_FOUND_PAGES.has(new URL(request.url).pathname))
          ? response
          : null,
    },
    savedWhenOpened(),
  ],
});
precache.addToCacheList(self.__WB_MANIFEST);

/** The precache key of a URL, whatever its query, a page's with or without its final slash. */
function cacheKeyOf(url: string): string | undefined {
  const { origin, pathname } = new URL(url);
  const bare = new URL(pathname, origin);
  return precache.getCacheKeyForURL(bare.href) ?? precache.getCacheKeyForURL(otherSlash(bare).href);
}

/**
 * What a visitor opens of an edition not saved whole (another language, or with Save-Data on) is
 * saved as it arrives, so that it opens offline too.
 */
function savedWhenOpened(): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response, event }) => {
      // A redirected answer cannot stand for a page (Workbox's precaching copies it; this skips it).
      const saves = event?.type === "fetch" && response.ok && !response.redirected;
      const key = saves ? cacheKeyOf(request.url) : undefined;
      if (key) {
        const copy = response.clone();
        event!.waitUntil(
          caches.open(precache.strategy.cacheName).then((cache) => cache.put(key, copy)),
        );
      }
      return response;
    },
  };
}

/**
 * The editions in use are saved whole: those of the open pages, and those an older version had
 * saved. With Save-Data on, only each edition's essentials.
 */
async function install(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const inUse = new Set(windows.map((client) => editionOf(new URL(client.url).pathname)));
  for (const edition of editions) {
    if (await caches.match(edition.base, { ignoreSearch: true })) inUse.add(edition);
  }
  const saveData = Boolean(
    (self.navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
  );
  const urls = new Set(editions.flatMap((edition) => edition.essentials));
  for (const edition of inUse) {
    if (!saveData) for (const url of edition.files) urls.add(url);
  }
  // As PrecacheController.install does for its whole list (Workbox fetches only what changed).
  for (const url of urls) {
    const cacheKey = precache.getCacheKeyForURL(url);
    if (!cacheKey) throw new Error(`${url} is not in the precache manifest`);
    const request = new Request(url, {
      cache: cacheKey === new URL(url, location.href).href ? "default" : "reload",
      credentials: "same-origin",
    });
    await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
  }
}

self.addEventListener("install", (event) => event.waitUntil(install(event)));
self.addEventListener("activate", (event) => {
  // Files the new version no longer lists go, and so do the caches of the worker before Workbox.
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      for (const name of await caches.keys()) {
        if (/^lumina-[0-9a-f]{16}$/.test(name)) await caches.delete(name);
      }
    })(),
  );
});
clientsClaim();

// From workbox-window's messageSkipWaiting (app/lib/service-worker.ts), once the visitor chose
// "Reload to update"; "skip-waiting" is what a page of the worker before Workbox sends.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | string | null;
  if (data === "skip-waiting" || (typeof data === "object" && data?.type === "SKIP_WAITING")) {
    void self.skipWaiting();
  }
});

// Saved pages and files from the cache (others from the network, saved as they come), a page
// whatever its query ("/schedule?ref=mail"); any other page from the network.
registerRoute(
  new PrecacheRoute(precache, {
    ignoreURLParametersMatching: [/./],
    urlManipulation: ({ url }) => [otherSlash(url)],
  }),
);
registerRoute(new NavigationRoute(new NetworkOnly()));

// Offline, a page not saved gets its edition's offline page; an unknown path its not-found page,
// or the offline page where the edition's not-found page is not saved (it is not an essential).
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate") return Response.error();
  const edition = editionOf(url.pathname);
  const notFound = cacheKeyOf(url.href)
    ? undefined
    : await precache.matchPrecache(edition.notFound);
  return notFound ?? (await precache.matchPrecache(edition.offline)) ?? Response.error();
});
