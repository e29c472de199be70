import type { ReactNode } from "react";

/** A control under its label; the label wraps it, so it names the control with no id. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label data-slot="field" className="flex flex-col gap-1.5">
      <span data-slot="field-label" className="text-sm font-medium">
        {label}
      </span>
      {children}
    </label>
  );
}
