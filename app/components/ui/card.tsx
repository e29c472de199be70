import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// What a caller may change is a variant, never a class to override: `cn` resolves no conflicts
// (ADR 006).
export const cardVariants = cva("flex rounded-2xl border p-5 shadow-sm sm:p-6", {
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
  return (
    <div
      data-slot="card"
      className={cn(cardVariants({ direction, gap, tone }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="card-header" className={cn("flex flex-col gap-1.5", className)} {...props} />
  );
}

const cardTitleVariants = cva("font-semibold", {
  variants: {
    size: { md: "text-lg leading-tight", lg: "text-xl" },
  },
  defaultVariants: { size: "md" },
});

const cardIconVariants = cva("size-5 shrink-0", {
  variants: { tone: { primary: "text-primary", danger: "text-danger" } },
  defaultVariants: { tone: "primary" },
});

/** A heading: pass the level that fits the page's outline. */
export function CardTitle({
  as: Heading = "h3",
  size,
  icon: Icon,
  iconTone,
  className,
  children,
  ...props
}: ComponentProps<"h3"> &
  VariantProps<typeof cardTitleVariants> & {
    as?: "h2" | "h3" | "h4";
    icon?: LucideIcon;
    iconTone?: VariantProps<typeof cardIconVariants>["tone"];
  }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn(cardTitleVariants({ size }), Icon && "flex items-center gap-2", className)}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" className={cardIconVariants({ tone: iconTone })} /> : null}
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * `mt-auto` keeps it at the bottom when column cards in a row stretch to one height. With
 * `asChild` a single control is the footer itself, with no wrapping element.
 */
export function CardFooter({
  className,
  asChild = false,
  ...props
}: ComponentProps<"div"> & { asChild?: boolean }) {
  const Component = asChild ? Slot : "div";
  return <Component data-slot="card-footer" className={cn("mt-auto", className)} {...props} />;
}
