import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// Each property a caller may change is a variant, never a class to override:
// `cn` joins classes and does not resolve Tailwind conflicts.
const cardVariants = cva("flex rounded-2xl border p-5 shadow-sm sm:p-6", {
  variants: {
    direction: { column: "flex-col", row: "flex-row items-center" },
    gap: { 1: "gap-1", 2: "gap-2", 4: "gap-4", 5: "gap-5", 6: "gap-6" },
    tone: {
      plain: "bg-card text-card-foreground",
      soft: "bg-primary-soft text-primary-soft-foreground",
    },
  },
  defaultVariants: { direction: "column", gap: 4, tone: "plain" },
});

export function Card({
  className,
  direction,
  gap,
  tone,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ direction, gap, tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

const TITLE_SIZE = {
  md: "text-lg leading-tight",
  lg: "text-xl",
  xl: "text-2xl",
} as const;

const ICON_TONE = { primary: "text-primary", danger: "text-danger" } as const;

/** Card titles are headings; pass the level that fits the page outline, and an optional icon. */
export function CardTitle({
  as: Heading = "h3",
  size = "md",
  icon: Icon,
  iconTone = "primary",
  className,
  children,
  ...props
}: ComponentProps<"h3"> & {
  as?: "h2" | "h3" | "h4";
  size?: keyof typeof TITLE_SIZE;
  icon?: LucideIcon;
  iconTone?: keyof typeof ICON_TONE;
}) {
  return (
    <Heading
      className={cn(
        "font-semibold",
        TITLE_SIZE[size],
        Icon && "flex items-center gap-2",
        className,
      )}
      {...props}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn("size-5 shrink-0", ICON_TONE[iconTone])} />
      ) : null}
      {children}
    </Heading>
  );
}

/** A card's line of text; `inherit` takes the card's own text colour (on a soft card). */
export function CardDescription({
  className,
  tone = "muted",
  ...props
}: ComponentProps<"p"> & { tone?: "muted" | "inherit" }) {
  return (
    <p
      className={cn("text-sm", tone === "muted" && "text-muted-foreground", className)}
      {...props}
    />
  );
}
