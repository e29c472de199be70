import { Link, NavLink } from "react-router";
import { SITE_NAME } from "~/content/pages";
import { cn } from "~/lib/cn";
import { LogoMark } from "./logo";

const NAV_LINK =
  "inline-flex min-h-10 items-center rounded-lg px-2 text-sm sm:px-3 font-medium whitespace-nowrap hover:bg-muted hover:text-foreground";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <NavLink
          to="/"
          className="flex items-center gap-2 rounded-lg text-base font-bold sm:text-lg"
        >
          <LogoMark />
          <span className="whitespace-nowrap">{SITE_NAME}</span>
        </NavLink>
        <nav aria-label="Main">
          <ul className="flex items-center sm:gap-1">
            {/* A part of the home page, never "the current page": a plain link. It gives
                way on the narrowest phones; the footer lists every page. */}
            <li className="hidden min-[400px]:block">
              <Link to="/#features" className={cn(NAV_LINK, "text-muted-foreground")}>
                Features
              </Link>
            </li>
            <li>
              <NavLink
                to="/schedule"
                end
                className={({ isActive }) =>
                  cn(
                    NAV_LINK,
                    isActive
                      ? "text-foreground underline decoration-2 underline-offset-8"
                      : "text-muted-foreground",
                  )
                }
              >
                Schedule
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
