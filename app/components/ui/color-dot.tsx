import { cn } from "~/lib/cn";

/**
 * A round colour sample beside a colour's name (never instead of it). Its
 * outline follows the text colour, so dark swatches stay visible on dark
 * cards and light ones on light cards.
 */
export function ColorDot({ color, size = "md" }: { color: string; size?: "sm" | "md" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn("shrink-0", size === "sm" ? "size-4" : "size-5")}
    >
      <circle cx="10" cy="10" r="9" fill={color} stroke="currentColor" strokeOpacity={0.4} />
    </svg>
  );
}
