import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** What a list or log says while it has nothing in it yet ("No messages yet."). */
export function Empty({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="empty" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
