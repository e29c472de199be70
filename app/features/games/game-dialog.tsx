import type { ComponentProps } from "react";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import type { GameXp } from "./visit-xp";

/** What the games' dialogs take: the deferred dialog's props and the visit's XP. */
export interface GameDialogProps extends DeferredDialogProps, GameXp {}

type GameDialogFrameProps = DeferredDialogProps &
  Pick<ComponentProps<typeof DialogContent>, "title" | "description" | "width" | "children">;

/** A game's dialog, opened by its card (a `GameCard` in a `DeferredDialogTrigger`). */
export function GameDialogFrame({ open, onOpenChange, ...content }: GameDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content} />
    </Dialog>
  );
}
