import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";

interface ProgressProps {
  value: number;
  max?: number;
  /** Accessible name of the bar, e.g. "Algebra progress". */
  label: string;
  /** What a screen reader hears as the value; defaults to "N%". */
  valueText?: string;
  className?: string;
  indicatorClassName?: string;
}

/** An accessible progressbar (role="progressbar" with its value). */
export function Progress({
  value,
  max = 100,
  label,
  valueText,
  className,
  indicatorClassName,
}: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      aria-label={label}
      aria-valuetext={valueText ?? `${Math.round(percent)}%`}
      getValueLabel={(current, maximum) => valueText ?? `${Math.round((current / maximum) * 100)}%`}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full rounded-full bg-primary transition-[width]", indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
