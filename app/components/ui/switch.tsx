import { Switch as SwitchPrimitive } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SwitchFieldProps extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, "id"> {
  label: ReactNode;
  /** Optional helper text, read as the switch's description. */
  hint?: ReactNode;
}

/** A labelled on/off switch (role="switch"); its label is clickable. */
export function SwitchField({ label, hint, className, ...props }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex items-center justify-between gap-4", className)}>
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors data-[state=checked]:bg-primary"
        {...props}
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </SwitchPrimitive.Root>
    </div>
  );
}
