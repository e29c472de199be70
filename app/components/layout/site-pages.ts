import { CalendarDaysIcon, HouseIcon, type LucideIcon } from "lucide-react";
import { FEATURES } from "~/content/features";

export interface SiteLink {
  title: string;
  to: string;
  icon: LucideIcon;
}

/** Every page of the site, in one order: the header's menu and the footer list these. */
export const SITE_PAGES: readonly SiteLink[] = [
  { title: "Home", to: "/", icon: HouseIcon },
  ...FEATURES,
  { title: "Study Schedule", to: "/schedule", icon: CalendarDaysIcon },
];
