import { NavLink } from "react-router";
import { SITE_NAME } from "~/content/pages";
import { cn } from "~/lib/cn";
import { LogoMark } from "./logo";

const NAV = [
  // The in-page anchor gives way on the narrowest phones; the footer lists every page.
  { to: "/#features", label: "Features", className: "hidden min-[400px]:block" },
  { to: "/schedule", label: "Schedule", className: undefined },
] as const;

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
            {NAV.map((item) => (
              <li key={item.to} className={item.className}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-10 items-center rounded-lg px-2 text-sm sm:px-3 font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground",
                      isActive &&
                        item.to !== "/#features" &&
                        "text-foreground underline decoration-2 underline-offset-8",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
