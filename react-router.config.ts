import type { Config } from "@react-router/dev/config";
import { ORIGINAL_LOCALE, editionBase } from "./app/locales.ts";
import { NOT_FOUND_PAGE, OFFLINE_PAGE, PAGE_PATHS } from "./app/pages.ts";
import { buildEdition, editionBuildDirectory } from "./scripts/edition.ts";

const edition = buildEdition();

export default {
  ssr: false,
  // Each edition is its own build, at its own base path (/, /es/, /ar/);
  // scripts/build.mjs builds them all, merges them and runs scripts/postbuild.ts.
  basename: editionBase(edition),
  buildDirectory: editionBuildDirectory(edition),
  // Every route is written to real HTML at build time; the not-found and offline
  // pages are prerendered once per edition, the one served for every unknown path
  // in it, the other by the service worker; the sitemap and robots.txt once, in
  // the original (app/routes.ts).
  prerender: [
    ...PAGE_PATHS,
    NOT_FOUND_PAGE.path,
    OFFLINE_PAGE.path,
    ...(edition === ORIGINAL_LOCALE ? ["/sitemap.xml", "/robots.txt"] : []),
  ],
} satisfies Config;
