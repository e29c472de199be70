import type { ReactNode } from "react";
import { NEEDS_SCRIPT } from "~/content/common";
import { cn } from "~/lib/cn";

/**
 * Said only when scripting is off (a <noscript>, so it costs nothing
 * otherwise): this part of the page needs JavaScript.
 */
export function NeedsScript({
  children = NEEDS_SCRIPT,
  className = "text-muted-foreground",
}: {
  children?: ReactNode;
  /** The words' colour (and any placing): muted by default. */
  className?: string;
}) {
  return (
    <noscript>
      <p className={cn("rounded-lg border border-dashed px-3 py-2 text-sm", className)}>
        {children}
      </p>
    </noscript>
  );
}
