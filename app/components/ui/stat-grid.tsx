import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface Stat {
  label: string;
  value: ReactNode;
  detail?: string;
  icon?: LucideIcon;
}

/**
 * The label is first in the markup, so a screen reader says "Students, 10M+". With subgrid rows
 * (hero, tile), figures side by side line up however a value or label wraps ("+10 ملايين").
 */
const LOOKS = {
  hero: {
    stat: "row-span-2 grid grid-cols-1 grid-rows-subgrid justify-items-center gap-1 rounded-2xl border bg-card/80 px-2 py-4 text-center",
    label: "row-start-2 text-xs text-muted-foreground sm:text-sm",
    value: "row-start-1 self-end text-2xl font-bold text-primary sm:text-4xl",
    detail: "",
  },
  card: {
    stat: cardVariants({ gap: 1 }),
    label: "text-sm font-medium text-muted-foreground",
    value: "text-2xl font-bold",
    detail: "text-sm text-muted-foreground",
  },
  // A card's looks, its rows shared with the cards beside it, as the hero's.
  "card-centered": {
    stat: "row-span-2 grid grid-cols-1 grid-rows-subgrid justify-items-center gap-1 rounded-2xl border bg-card p-5 text-center text-card-foreground shadow-sm sm:p-6",
    label: "row-start-2 text-sm text-muted-foreground",
    value: "row-start-1 self-end text-3xl font-bold",
    detail: "",
  },
  tile: {
    stat: "row-span-3 grid grid-cols-1 grid-rows-subgrid gap-0.5 rounded-xl border p-3",
    label: "text-sm text-muted-foreground",
    value: "text-xl font-bold",
    detail: "text-xs text-muted-foreground",
  },
  "tile-centered": {
    stat: "flex flex-col items-center gap-1 rounded-xl border p-3",
    label: "order-last text-sm text-muted-foreground",
    value: "text-xl font-bold",
    detail: "",
  },
} as const;

/** The grid's columns and gaps are the caller's `className`. */
export function StatGrid({
  stats,
  look,
  className,
  ...props
}: ComponentProps<"dl"> & { stats: readonly Stat[]; look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  return (
    <dl data-slot="stat-grid" className={cn("grid", className)} {...props}>
      {stats.map(({ label, value, detail, icon: Icon }) => (
        // A word too long for its column (a narrow phone, a reader's text spacing) breaks rather
        // than running out of the figure's box (in a grid, its one column no wider than the box).
        <div key={label} data-slot="stat" className={cn("min-w-0 wrap-anywhere", classes.stat)}>
          <dt data-slot="stat-label" className={classes.label}>
            {label}
          </dt>
          <dd
            data-slot="stat-value"
            className={cn(classes.value, Icon && "flex flex-col items-center gap-1")}
          >
            {/* Inside the value, above it: in a <dl> a group holds only <dt>s and <dd>s. */}
            {Icon ? <Icon aria-hidden="true" className="size-5 text-primary" /> : null}
            {/* Isolated, so "A-" or "AES-256" keeps its order on a right-to-left page. */}
            <bdi>{value}</bdi>
          </dd>
          {detail ? (
            <dd data-slot="stat-detail" className={classes.detail}>
              {detail}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
