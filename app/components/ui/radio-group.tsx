import { CheckIcon } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import {
  Children,
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn";

const GroupContext = createContext<{ name: string; defaultValue?: string } | null>(null);

const radioGroupVariants = cva("", {
  variants: {
    /** `grid` takes its grid-cols-* from the caller. */
    layout: { grid: "grid gap-2", wrap: "flex flex-wrap gap-1" },
  },
  defaultVariants: { layout: "grid" },
});

interface RadioGroupProps
  extends Omit<ComponentProps<"div">, "defaultValue">, VariantProps<typeof radioGroupVariants> {
  defaultValue?: string;
}

/**
 * Native radio buttons, so the keys work before any script runs and no style attribute is needed
 * (ADR 003). Give it an `aria-label` or `aria-labelledby`.
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
 * Selected (fill, border, check) and focused (a ring in the text colour) never look alike. Forced
 * colours drop fills, so there selection keeps a Highlight border and focus a CanvasText ring.
 */
const radioOptionVariants = cva(
  "group/option relative inline-flex cursor-pointer gap-2 rounded-lg border border-input bg-card text-sm font-medium text-card-foreground transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-foreground has-disabled:cursor-not-allowed has-disabled:opacity-60 forced-colors:has-checked:border-[Highlight] forced-colors:has-focus-visible:outline-[CanvasText]",
  {
    variants: {
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
      <span
        className={cn(
          "min-w-0 wrap-anywhere",
          stacked ? "flex flex-col items-start" : "inline-flex items-center gap-2",
        )}
      >
        {/* A long word breaks rather than running out of the chip: in a flex box, WebKit keeps
            a bare text as wide as its longest word, whatever its overflow-wrap. */}
        {Children.map(children, (child) =>
          typeof child === "string" ? <span className="min-w-0">{child}</span> : child,
        )}
      </span>
    </label>
  );
}
