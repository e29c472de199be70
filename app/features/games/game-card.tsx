import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { GAME_CARD } from "~/content/games";

interface GameCardProps extends ComponentProps<"button"> {
  icon: LucideIcon;
  title: string;
  lead: string;
}

/**
 * A game's card that is wholly the button opening its dialog (click, Enter,
 * Space), ending in "Play now"; a `DeferredDialogTrigger` gives it the dialog.
 * Named by its title and its call to action ("Study Battles Play now": both
 * visible labels, which voice control users say) and described by its lead, so
 * a screen reader says a short name first rather than the whole card.
 */
export function GameCard({ icon: Icon, title, lead, ...props }: GameCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      data-slot="game-card"
      aria-labelledby={`${id}-title ${id}-play`}
      aria-describedby={`${id}-lead`}
      className="flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-2xl border bg-card p-5 text-start shadow-sm transition-colors hover:border-primary sm:p-6"
      {...props}
    >
      <Icon aria-hidden="true" className="size-7 text-primary" />
      <span id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </span>
      <span id={`${id}-lead`} className="text-sm text-muted-foreground">
        {lead}
      </span>
      <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-primary">
        <span id={`${id}-play`}>{GAME_CARD.play}</span>
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </span>
    </button>
  );
}
