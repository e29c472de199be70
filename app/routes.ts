import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ORIGINAL_LOCALE } from "./locales";
import { NOT_FOUND_PAGE, OFFLINE_PAGE, PAGES } from "./pages";
import { buildEdition } from "../scripts/edition";

// A page's module follows from its path (ADR 008); sitemap.xml and robots.txt are built once, in
// the original edition (ADR 016).
export default [
  ...PAGES.map(({ id, path }) =>
    path === "/"
      ? index("routes/home.tsx", { id })
      : route(path.slice(1), `routes${path}.tsx`, { id }),
  ),
  ...(buildEdition() === ORIGINAL_LOCALE
    ? [route("sitemap.xml", "routes/sitemap.ts"), route("robots.txt", "routes/robots.ts")]
    : []),
  route(OFFLINE_PAGE.path.slice(1), OFFLINE_PAGE.file),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
