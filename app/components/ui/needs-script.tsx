import type { ReactNode } from "react";
import { NEEDS_SCRIPT } from "~/content/common";

/**
 * Said only when scripting is off (a <noscript>, so it costs nothing
 * otherwise): this part of the page needs JavaScript.
 */
export function NeedsScript({ children = NEEDS_SCRIPT }: { children?: ReactNode }) {
  return (
    <noscript>
      <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        {children}
      </p>
    </noscript>
  );
}
