import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { WIDGET_ERROR } from "~/content/common";
import { Button } from "./button";

interface WidgetBoundaryProps {
  /** What the widget is called in a sentence, e.g. "avatar creator". */
  widget: string;
  children: ReactNode;
}

/** ADR 008: a widget that throws says so, with Try again; the rest of the page keeps working. */
export function WidgetBoundary({ widget, children }: WidgetBoundaryProps) {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`${widget}:`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <div
          role="alert"
          data-slot="widget-error"
          className="flex flex-col items-start gap-3 rounded-xl border bg-muted p-4 text-sm"
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
            {WIDGET_ERROR.title(widget)}
          </p>
          <p className="text-muted-foreground">{WIDGET_ERROR.body}</p>
          <Button variant="outline" size="sm" onClick={resetErrorBoundary}>
            {WIDGET_ERROR.retry}
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
