import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ORIGINAL_LOCALE } from "./locales";
import { NOT_FOUND_PAGE, PAGES } from "./pages";
import { buildEdition } from "../scripts/edition";

// One route per page of the registry (app/pages.ts), its id the page's id and
// its module routes/<its path>.tsx (routes/home.tsx for "/"), the site's
// sitemap.xml and robots.txt (once, in the original edition), then the
// not-found page for every other URL.
export default [
  ...PAGES.map(({ id, path }) =>
    path === "/"
      ? index("routes/home.tsx", { id })
      : route(path.slice(1), `routes${path}.tsx`, { id }),
  ),
  ...(buildEdition() === ORIGINAL_LOCALE
    ? [route("sitemap.xml", "routes/sitemap.ts"), route("robots.txt", "routes/robots.ts")]
    : []),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
