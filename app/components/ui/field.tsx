import type { ReactNode } from "react";
import { Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** What a field's control must carry to be named and described by the field. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  /** The control's id; the description and the error take it plus a suffix. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** Renders the control from the props that tie it to the label and the texts. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, description, error, className, children }: FieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
      <Label data-slot="field-label" htmlFor={id}>
        {label}
      </Label>
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      {description ? (
        <p
          id={descriptionId}
          data-slot="field-description"
          className="text-sm text-muted-foreground"
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
