import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES } from "./pages";

// One route per page of the registry (app/pages.ts), its id the page's id and
// its module routes/<its path>.tsx (routes/home.tsx for "/"), then the
// not-found page for every other URL.
export default [
  ...PAGES.map(({ id, path }) =>
    path === "/"
      ? index("routes/home.tsx", { id })
      : route(path.slice(1), `routes${path}.tsx`, { id }),
  ),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
