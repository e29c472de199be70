import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

interface SliderProps extends Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange"
> {
  value: number;
  onValueChange: (value: number) => void;
  /** Accessible name of the slider. */
  label: string;
  /** What a screen reader hears for the current value, e.g. "50, Normal". */
  valueText: string;
}

/**
 * A single-value slider: the native range input, so arrow keys step, Page
 * Up/Down jump, Home/End go to the ends, and assistive technology knows it,
 * with no script or inline style needed to draw it.
 */
export function Slider({
  value,
  onValueChange,
  label,
  valueText,
  className,
  ...props
}: SliderProps) {
  return (
    <input
      type="range"
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.valueAsNumber)}
      aria-label={label}
      aria-valuetext={valueText}
      className={cn("h-6 w-full cursor-pointer accent-primary", className)}
      {...props}
    />
  );
}
