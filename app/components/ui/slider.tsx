import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

interface SliderProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange"
> {
  value: number;
  onValueChange: (value: number) => void;
  /** Accessible name of the thumb. */
  label: string;
  /** What a screen reader hears for the current value. */
  valueText: string;
}

/**
 * A single-thumb slider: arrow keys step, Page Up/Down jump by ten steps,
 * Home/End go to the ends.
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
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={(values) => onValueChange(values[0] ?? value)}
      className={cn("relative flex h-6 w-full touch-none items-center select-none", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-6 cursor-grab rounded-full border-2 border-primary bg-card shadow"
      />
    </SliderPrimitive.Root>
  );
}
