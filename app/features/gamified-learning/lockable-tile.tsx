import { LockIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { Emoji } from "~/components/ui/emoji";

interface LockableTileProps {
  emoji: string;
  name: string;
  status: string;
  /** Shown by a dashed border, a grey picture and a lock icon beside the status text. */
  locked: boolean;
  layout: "stacked" | "inline";
}

/** A skill or a room: a picture, its name and its status, locked or not. */
export function LockableTile({ emoji, name, status, locked, layout }: LockableTileProps) {
  const stacked = layout === "stacked";
  return (
    <li
      className={cn(
        "flex gap-3 rounded-2xl border p-4",
        stacked ? "flex-col items-center text-center" : "items-center",
        locked ? "border-dashed" : "bg-card",
      )}
    >
      {/* On a light disc in both schemes, so a dark picture (the Math Arena's ➗) shows on a dark card. */}
      <span className="flex shrink-0 rounded-full bg-muted p-2 dark:bg-slate-200">
        <Emoji
          emoji={emoji}
          decorative
          className={cn(stacked ? "text-4xl" : "text-3xl", locked && "grayscale")}
        />
      </span>
      <div className={cn("flex flex-col", stacked && "items-center gap-1")}>
        <h3 className="font-semibold">{name}</h3>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          {locked ? <LockIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> : null}
          {status}
        </p>
      </div>
    </li>
  );
}
