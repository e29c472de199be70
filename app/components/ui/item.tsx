import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function ItemGroup({ className, ...props }: ComponentProps<"ul">) {
  return <ul data-slot="item-group" className={cn("flex flex-col gap-3", className)} {...props} />;
}

const itemVariants = cva("rounded-xl border", {
  variants: { size: { default: "p-4", sm: "p-3" } },
  defaultVariants: { size: "default" },
});

/** Its inner layout (flex, gaps, alignment) is the caller's `className`: the base sets none. */
export function Item({
  className,
  size,
  ...props
}: ComponentProps<"li"> & VariantProps<typeof itemVariants>) {
  return <li data-slot="item" className={cn(itemVariants({ size }), className)} {...props} />;
}

export function ItemContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="item-content" className={cn("flex flex-col gap-0.5", className)} {...props} />
  );
}

/** An h3: a row sits under its list's own heading. */
export function ItemTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 data-slot="item-title" className={cn("font-semibold", className)} {...props}>
      {children}
    </h3>
  );
}

export function ItemDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="item-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
