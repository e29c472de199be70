import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import { DialogTrigger } from "~/components/ui/dialog";
import { GAME_CARD } from "~/content/games";

interface GameCardTriggerProps {
  icon: LucideIcon;
  title: string;
  lead: string;
}

/** A game's card that is wholly the button opening its dialog (click, Enter, Space), ending in "Play now". */
export function GameCardTrigger({ icon: Icon, title, lead }: GameCardTriggerProps) {
  return (
    <DialogTrigger
      data-slot="game-card"
      className="flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-2xl border bg-card p-5 text-start shadow-sm transition-colors hover:border-primary sm:p-6"
    >
      <Icon aria-hidden="true" className="size-7 text-primary" />
      <span className="text-lg font-semibold">{title}</span>
      <span className="text-sm text-muted-foreground">{lead}</span>
      <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-primary">
        {GAME_CARD.play}
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </span>
    </DialogTrigger>
  );
}
