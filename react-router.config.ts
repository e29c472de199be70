import type { Config } from "@react-router/dev/config";
import { ORIGINAL_LOCALE, editionBase } from "./app/locales.ts";
import { NOT_FOUND_PAGE, PAGE_PATHS } from "./app/pages.ts";
import { buildEdition, editionBuildDirectory } from "./scripts/edition.ts";

const edition = buildEdition();

export default {
  ssr: false,
  // Each edition is its own build, at its own base path (/, /es/, /ar/);
  // scripts/build.mjs builds them all, merges them and runs scripts/postbuild.ts.
  basename: editionBase(edition),
  buildDirectory: editionBuildDirectory(edition),
  // Every route is written to real HTML at build time; the not-found page is
  // prerendered once per edition and served for every unknown path in it;
  // the sitemap and robots.txt once, in the original (app/routes.ts).
  prerender: [
    ...PAGE_PATHS,
    NOT_FOUND_PAGE.path,
    ...(edition === ORIGINAL_LOCALE ? ["/sitemap.xml", "/robots.txt"] : []),
  ],
} satisfies Config;
