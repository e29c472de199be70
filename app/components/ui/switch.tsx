import { useId, useState, type ReactNode } from "react";
import type { Setting } from "~/content/common";
import { cn } from "~/lib/cn";

interface SwitchFieldProps {
  label: ReactNode;
  /** Optional helper text, read as the switch's description. */
  hint?: ReactNode;
  /** Controlled state; leave out to let the switch keep its own. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled on/off switch: a button with role="switch" and aria-checked
 * (Space and Enter toggle it, its label is clickable). Its prerendered HTML
 * already shows the right state. In forced colours (Windows High Contrast) it
 * draws itself in system colours, so on and off still differ.
 */
export function SwitchField({
  label,
  hint,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  className,
}: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? "checked" : "unchecked";

  function toggle() {
    if (checked === undefined) setOwn(!on);
    onCheckedChange?.(!on);
  }

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
      <button
        type="button"
        role="switch"
        data-slot="switch"
        id={id}
        aria-checked={on}
        aria-describedby={hint ? hintId : undefined}
        data-state={state}
        disabled={disabled}
        onClick={toggle}
        className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors forced-color-adjust-none disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary forced-colors:border-[color:ButtonText] forced-colors:bg-[Canvas] forced-colors:data-[state=checked]:bg-[Highlight]"
      >
        <span
          data-state={state}
          className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-foreground rtl:data-[state=checked]:-translate-x-5 data-[state=unchecked]:translate-x-0 forced-colors:bg-[ButtonText] forced-colors:data-[state=checked]:bg-[HighlightText]"
        />
      </button>
    </div>
  );
}

/**
 * One switch per setting, each starting at its default; local only, nothing is saved.
 * The switches are the caller's children (no wrapping element), so they take its layout.
 */
export function SwitchList({ settings }: { settings: readonly Setting[] }) {
  return settings.map((setting) => (
    <SwitchField
      key={setting.id}
      label={setting.label}
      hint={setting.hint}
      defaultChecked={setting.defaultOn}
    />
  ));
}
