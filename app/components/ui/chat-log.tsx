import { cva, type VariantProps } from "class-variance-authority";
import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { formatTime } from "~/lib/format";

// Height is a variant, never a class to override: `cn` resolves no conflicts (ADR 006).
const chatLogVariants = cva("overflow-y-auto rounded-xl border bg-background p-3", {
  variants: {
    /** `fill` takes the room its flex column leaves; `fixed` is a short box of its own. */
    height: { fill: "min-h-0 flex-1", fixed: "h-36" },
  },
  defaultVariants: { height: "fill" },
});

/** A live region that reads each new message out, scrolled to the end whenever `newest` changes. */
export function ChatLog({
  className,
  height,
  newest,
  ...props
}: ComponentProps<"div"> &
  VariantProps<typeof chatLogVariants> & { "aria-label": string; newest: unknown }) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [newest]);
  return (
    <div
      ref={log}
      data-slot="chat-log"
      role="log"
      // A scrollable region: keyboard users scroll it once it has focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-live="polite"
      className={cn(chatLogVariants({ height }), className)}
      {...props}
    />
  );
}

/** `dir="auto"`: a message in Arabic or Hebrew reads and wraps from the right in any edition. */
export function ChatText(props: ComponentProps<"p">) {
  return <p data-slot="chat-text" dir="auto" {...props} />;
}

export function ChatTime({
  timestamp,
  className,
  ...props
}: Omit<ComponentProps<"time">, "dateTime" | "children"> & {
  /** Milliseconds since the epoch. */
  timestamp: number;
}) {
  return (
    <time
      data-slot="chat-time"
      dateTime={new Date(timestamp).toISOString()}
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    >
      {formatTime(timestamp)}
    </time>
  );
}
