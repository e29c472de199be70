import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { SAMPLE_VIDEO_PLAYER } from "~/content/immersive";
import { DEMO_VIDEO } from "~/content/landing";
import { DEMO_VIDEO as VIDEO } from "~/data/landing";
import { useOnline } from "~/lib/online";

/**
 * The iframe exists only while the dialog is open (its content renders only then), so nothing loads
 * from the video host until asked. Offline, a message replaces the browser's error page.
 */
export function DemoVideoDialog(dialog: DeferredDialogProps) {
  const online = useOnline();
  return (
    <Dialog {...dialog}>
      <DialogContent
        // Focus the dialog, not the iframe: keys pressed in the player never reach the page, so
        // Escape would not close the dialog, and a screen reader would skip the title.
        initialFocus="dialog"
        title={DEMO_VIDEO.dialogTitle}
        description={DEMO_VIDEO.dialogDescription}
        width="3xl"
      >
        <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-slate-900">
          {online ? (
            <iframe
              src={VIDEO.embedUrl}
              title={DEMO_VIDEO.title}
              className="size-full"
              allow="encrypted-media; fullscreen; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <p role="status" className="max-w-sm px-4 text-center text-sm text-white">
              {SAMPLE_VIDEO_PLAYER.unreachable}
            </p>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {DEMO_VIDEO.notLoading}{" "}
          <a
            href={VIDEO.watchUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {DEMO_VIDEO.watchElsewhere}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
