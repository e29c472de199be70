import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A single-choice group (role="radiogroup"): arrow keys move between the
 * options, Tab leaves the group. Give it an `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

interface RadioOptionProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  children: ReactNode;
}

/** One option drawn as a selectable chip; its children are its accessible name. */
export function RadioOption({ className, children, ...props }: RadioOptionProps) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-3 py-2 text-sm font-medium text-card-foreground transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary-soft-foreground data-[state=checked]:ring-2 data-[state=checked]:ring-primary",
        className,
      )}
      {...props}
    >
      {children}
    </RadioGroupPrimitive.Item>
  );
}
