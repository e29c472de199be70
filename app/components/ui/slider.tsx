import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

interface SliderProps extends Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange"
> {
  value: number;
  onValueChange: (value: number) => void;
  label: string;
  /** What a screen reader hears for the current value, e.g. "50, Normal". */
  valueText: string;
}

/** Native: keys and assistive technology come free, and it needs no style attribute (ADR 003). */
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
