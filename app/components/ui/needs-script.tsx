import type { ReactNode } from "react";
import { NEEDS_SCRIPT } from "~/content/common";
import { cn } from "~/lib/cn";

/** A `<noscript>`, so it costs nothing when scripting is on (ADR 007). */
export function NeedsScript({
  children = NEEDS_SCRIPT,
  className = "text-muted-foreground",
}: {
  children?: ReactNode;
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
