import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { idsOf } from "~/lib/ids";

interface SwitchFieldProps extends Pick<
  ComponentProps<"input">,
  "checked" | "defaultChecked" | "disabled"
> {
  label: ReactNode;
  hint?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  className?: string;
}

/**
 * A native checkbox with role="switch": state, label, Space and disabled are the browser's own
 * (Radix's Switch: 3 KB gzip more on four routes). Enter toggles it too, as on a button.
 */
export function SwitchField({
  label,
  hint,
  onCheckedChange,
  className,
  ...input
}: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div
      data-slot="switch-field"
      className={cn("flex items-center justify-between gap-4", className)}
    >
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
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          data-slot="switch"
          id={id}
          aria-describedby={hint ? hintId : undefined}
          {...input}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors forced-color-adjust-none checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border-[color:ButtonText] forced-colors:bg-[Canvas] forced-colors:checked:bg-[Highlight]"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform forced-color-adjust-none peer-checked:translate-x-5 peer-checked:bg-primary-foreground peer-disabled:opacity-60 rtl:peer-checked:-translate-x-5 forced-colors:bg-[ButtonText] forced-colors:peer-checked:bg-[HighlightText]"
        />
      </span>
    </div>
  );
}

/** Local only, nothing is saved. No wrapping element, so the switches take the caller's layout. */
export function SwitchList<Id extends string>({
  words,
  startsOn,
}: {
  words: Record<Id, { label: string; hint?: string }>;
  startsOn: Record<Id, boolean>;
}) {
  return idsOf(startsOn).map((id) => (
    <SwitchField
      key={id}
      label={words[id].label}
      hint={words[id].hint}
      defaultChecked={startsOn[id]}
    />
  ));
}
