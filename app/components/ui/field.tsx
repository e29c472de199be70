import type { ReactNode } from "react";

interface FieldProps {
  /** The control's id, which its label points at. */
  id: string;
  label: ReactNode;
  /** Renders the control with that id. */
  children: (control: { id: string }) => ReactNode;
}

export function Field({ id, label, children }: FieldProps) {
  return (
    <div data-slot="field" className="flex flex-col gap-1.5">
      <label data-slot="field-label" htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id })}
    </div>
  );
}
