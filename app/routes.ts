import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES } from "./pages";

// One route per page of the registry (app/pages.ts), then the not-found page for every other URL.
export default [
  ...PAGES.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
