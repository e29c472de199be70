import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { NOT_FOUND_PAGE, PAGE_PATHS } from "./app/pages";
import { postbuild } from "./scripts/postbuild";

export default {
  ssr: false,
  // Every route is written to real HTML at build time; the not-found page is
  // prerendered once and served for every unknown path.
  prerender: [...PAGE_PATHS, NOT_FOUND_PAGE.path],
  async buildEnd({ reactRouterConfig }) {
    await postbuild(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
