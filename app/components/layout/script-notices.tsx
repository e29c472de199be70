import { TriangleAlertIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SCRIPT_NOTICES } from "~/content/site";

/**
 * ADR 007. scripts/inline/start-hydration.js sets the `data-scripts="failed"` that shows the alert,
 * and holdEarlyTaps (app/lib/head-scripts.ts) handles `data-reload`, so Reload works without the
 * app.
 */
export function ScriptNotices() {
  return (
    <>
      <noscript>
        <p className="border-b bg-muted px-4 py-3 text-center text-sm">{SCRIPT_NOTICES.noScript}</p>
      </noscript>
      <div
        role="alert"
        className="fixed inset-x-4 bottom-4 z-50 mx-auto hidden max-w-lg items-center gap-3 rounded-xl border border-warning bg-warning-soft p-4 text-sm text-warning-soft-foreground shadow-lg scripts-failed:flex"
      >
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1">{SCRIPT_NOTICES.failed}</p>
        <Button size="sm" data-reload="">
          {SCRIPT_NOTICES.reload}
        </Button>
      </div>
    </>
  );
}
