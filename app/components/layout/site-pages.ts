import {
  BarChart3Icon,
  BrainCircuitIcon,
  CalendarDaysIcon,
  GlassesIcon,
  HouseIcon,
  ShieldCheckIcon,
  TrophyIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { PAGE_WORDS } from "~/content/pages";
import { PAGES, type PageId } from "~/pages";

/** Also drawn on each page's shared-link card (scripts/og-cards.ts). */
export const PAGE_ICONS = {
  home: HouseIcon,
  aiPersonalization: BrainCircuitIcon,
  virtualCollaboration: UsersIcon,
  gamifiedLearning: TrophyIcon,
  realTimeAnalytics: BarChart3Icon,
  securePrivate: ShieldCheckIcon,
  immersiveArVr: GlassesIcon,
  schedule: CalendarDaysIcon,
} as const satisfies Record<PageId, LucideIcon>;

export const SITE_PAGES = PAGES.map((page) => ({
  label: PAGE_WORDS[page.id].label,
  to: page.path,
  icon: PAGE_ICONS[page.id],
}));
