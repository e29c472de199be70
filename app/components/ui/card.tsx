import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

/** Card titles are headings; pass the level that fits the page outline, and an optional icon. */
export function CardTitle({
  as: Heading = "h3",
  icon: Icon,
  iconClassName,
  className,
  children,
  ...props
}: ComponentProps<"h3"> & {
  as?: "h2" | "h3" | "h4";
  icon?: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <Heading
      className={cn(
        "text-lg leading-tight font-semibold",
        Icon && "flex items-center gap-2",
        className,
      )}
      {...props}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn("size-5 shrink-0 text-primary", iconClassName)} />
      ) : null}
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
