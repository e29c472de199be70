/**
 * The one way to show a toast. sonner is imported on first use, never in a first load (ADR 004);
 * when it cannot load (offline, a stale deploy), `Notifications`' status region shows the notice.
 */
export type NotifyTone = "success" | "error" | "warning" | "info";

export interface Notice {
  tone: NotifyTone;
  title: string;
  description: string;
}

interface NotifyOptions {
  /** By default its tone and text, so the same toast shown again replaces itself. */
  id?: string;
  /** A button in the toast; the toast then stays until it is used or closed. */
  action?: { label: string; onClick: () => void };
}

let fallback: ((notice: Notice) => void) | null = null;
let toastsUnavailable = false;

/** `Notifications` sets it; returns the unset. */
export function setNotifyFallback(show: (notice: Notice) => void): () => void {
  fallback = show;
  return () => {
    if (fallback === show) fallback = null;
  };
}

export function markToastsUnavailable(): void {
  toastsUnavailable = true;
}

export function notify(
  tone: NotifyTone,
  title: string,
  description: string,
  { id = `${tone}:${title}:${description}`, action }: NotifyOptions = {},
): void {
  const showInstead = () => fallback?.({ tone, title, description });
  if (toastsUnavailable) {
    showInstead();
    return;
  }
  import("sonner").then(
    ({ toast }) =>
      toast[tone](title, {
        description,
        id,
        ...(action && { action, duration: Number.POSITIVE_INFINITY }),
      }),
    showInstead,
  );
}
