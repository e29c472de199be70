import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/format";

const progressVariants = cva("w-full overflow-hidden rounded-full bg-muted", {
  variants: { size: { md: "h-2.5", lg: "h-3" } },
  defaultVariants: { size: "md" },
});

interface ProgressProps extends VariantProps<typeof progressVariants> {
  value: number;
  max?: number;
  label: string;
  valueText?: string;
  className?: string;
  /** A `fill-*` utility, since the bar is SVG. */
  indicatorClassName?: string;
}

/**
 * The fill is an SVG rect sized by an attribute, not an inline style: `style-src 'self'` forbids
 * style attributes, so the prerendered bar would not be drawn (ADR 003).
 */
export function Progress({
  value,
  max = 100,
  label,
  valueText,
  size,
  className,
  indicatorClassName,
}: ProgressProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const percent = (clamped / max) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? formatPercent(Math.round(percent))}
      className={cn(progressVariants({ size }), className)}
    >
      {/* Filled from the start of the line: from the right on a right-to-left page. */}
      <svg aria-hidden="true" className="block size-full rtl:-scale-x-100">
        <rect
          width={`${percent}%`}
          height="100%"
          className={indicatorClassName ?? "fill-primary"}
        />
      </svg>
    </div>
  );
}
