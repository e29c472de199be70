import { href, Link, NavLink } from "react-router";
import { SITE_NAME } from "~/data/frame";
import { SITE_HEADER } from "~/content/site";
import { LogoMark } from "./logo";
import { navLinkVariants, SiteNavLink } from "./nav-link";
import { SiteMenu } from "./site-menu";

/**
 * Its height (h-12 sm:h-16) must match the `top-12 sm:top-16` of a page's own sticky bar
 * (features/immersive/immersive-subheader.tsx).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-12 max-w-6xl items-center justify-between gap-2 px-4 sm:h-16">
        <NavLink
          to={href("/")}
          className="flex items-center gap-2 rounded-lg text-base font-bold sm:text-lg"
        >
          <LogoMark />
          <span className="leading-tight">{SITE_NAME}</span>
        </NavLink>
        <nav aria-label={SITE_HEADER.navLabel} className="flex items-center gap-1">
          <ul className="hidden items-center gap-1 sm:flex">
            {/* A part of the home page, never "the current page": a plain link. */}
            <li>
              <Link to={`${href("/")}#features`} className={navLinkVariants({ place: "header" })}>
                {SITE_HEADER.features}
              </Link>
            </li>
            <li>
              <SiteNavLink place="header" to={href("/schedule")}>
                {SITE_HEADER.schedule}
              </SiteNavLink>
            </li>
          </ul>
          <SiteMenu />
        </nav>
      </div>
    </header>
  );
}
