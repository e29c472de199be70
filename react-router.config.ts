import type { Config } from "@react-router/dev/config";
import { editionBase } from "./app/locales.ts";
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
  // prerendered once per edition and served for every unknown path in it.
  prerender: [...PAGE_PATHS, NOT_FOUND_PAGE.path],
} satisfies Config;
