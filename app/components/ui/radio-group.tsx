import { CheckIcon } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

const GroupContext = createContext<{ name: string; defaultValue?: string } | null>(null);

const radioGroupVariants = cva("", {
  variants: {
    /** A grid of equal chips (give it grid-cols-*), or small chips that wrap. */
    layout: { grid: "grid gap-2", wrap: "flex flex-wrap gap-1" },
  },
  defaultVariants: { layout: "grid" },
});

interface RadioGroupProps
  extends Omit<ComponentProps<"div">, "defaultValue">, VariantProps<typeof radioGroupVariants> {
  /** The option chosen at first. */
  defaultValue?: string;
}

/**
 * A single-choice group of native radio buttons (role="radiogroup"): arrow
 * keys move and choose, Tab leaves the group, and it works before any script
 * runs. Give it an `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({ defaultValue, layout, className, ...props }: RadioGroupProps) {
  const name = useId();
  return (
    <GroupContext value={{ name, defaultValue }}>
      <div role="radiogroup" className={cn(radioGroupVariants({ layout }), className)} {...props} />
    </GroupContext>
  );
}

/*
 * Selected and focused look different, so neither is mistaken for the other:
 * selected = a tinted fill, a primary border and a filled check mark; focused
 * = an outline ring in the text colour, set off from the chip. In forced
 * colours (where fills and shadows are dropped) the selected chip keeps a
 * Highlight border and check mark, and focus a CanvasText outline.
 */
const radioOptionVariants = cva(
  "group/option relative inline-flex cursor-pointer gap-2 rounded-lg border border-input bg-card text-sm font-medium text-card-foreground transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-foreground has-disabled:cursor-not-allowed has-disabled:opacity-60 forced-colors:has-checked:border-[Highlight] forced-colors:has-focus-visible:outline-[CanvasText]",
  {
    variants: {
      /** Centred text, text from the start, or lines stacked from the start. */
      layout: {
        center: "items-center justify-center",
        start: "items-center justify-start",
        stacked: "items-start justify-start text-start",
      },
      size: { default: "min-h-10 px-3 py-2", sm: "min-h-9 px-2 py-1" },
    },
    defaultVariants: { layout: "center", size: "default" },
  },
);

/** The round mark; with stacked lines it sits level with the first line. */
const optionMark =
  "flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-input text-primary-foreground group-has-checked/option:border-primary group-has-checked/option:bg-primary forced-colors:group-has-checked/option:border-[Highlight] forced-colors:group-has-checked/option:bg-[Highlight] forced-colors:group-has-checked/option:text-[HighlightText]";

interface RadioOptionProps
  extends
    Omit<ComponentProps<"input">, "type" | "name" | "size">,
    VariantProps<typeof radioOptionVariants> {
  value: string;
  /** The option's visible text, also its accessible name. */
  children: ReactNode;
}

/** One option drawn as a selectable chip, with a round mark that fills and shows a check when chosen. */
export function RadioOption({
  value,
  layout,
  size,
  className,
  children,
  ...props
}: RadioOptionProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error("RadioOption must be inside a RadioGroup");
  const stacked = layout === "stacked";
  return (
    <label className={cn(radioOptionVariants({ layout, size }), className)}>
      <input
        type="radio"
        name={group.name}
        value={value}
        defaultChecked={group.defaultValue === undefined ? undefined : group.defaultValue === value}
        // Invisible but covering the chip, so pointer, touch and keyboard all reach the input.
        className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
        {...props}
      />
      <span aria-hidden="true" className={cn(optionMark, stacked && "mt-0.5")}>
        <CheckIcon
          strokeWidth={3.5}
          className="invisible size-3 group-has-checked/option:visible"
        />
      </span>
      <span className={stacked ? "flex flex-col items-start" : "inline-flex items-center gap-2"}>
        {children}
      </span>
    </label>
  );
}
