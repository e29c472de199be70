import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { NavLink } from "react-router";

/**
 * The current page is styled from `aria-current="page"` (NavLink sets it), so what the eye sees
 * and what a screen reader hears come from one attribute.
 */
export const navLinkVariants = cva("items-center", {
  variants: {
    place: {
      header:
        "inline-flex min-h-10 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
      menu: "flex min-h-11 gap-3 rounded-lg border-s-4 border-transparent px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary-soft-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary",
      footer:
        "inline-flex min-h-8 rounded text-muted-foreground hover:text-foreground hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-foreground",
    },
  },
});

type NavLinkVariants = Required<VariantProps<typeof navLinkVariants>>;

/** `end`: without it, "/" would count as current on every page. */
export function SiteNavLink({
  place,
  ...props
}: Omit<ComponentProps<typeof NavLink>, "className"> & NavLinkVariants) {
  return <NavLink data-slot="nav-link" end className={navLinkVariants({ place })} {...props} />;
}
