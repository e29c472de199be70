/**
 * The one way the site shows a toast. Toasts only ever follow a user's
 * action, so the toast library is imported on first use (the page's toast
 * region loads it after hydration), never in any page's first load. When it
 * cannot load (offline, a stale deploy), the message still reaches the user
 * through the page's own status region (`Notifications`).
 */
export type NotifyTone = "success" | "error" | "warning" | "info";

export interface Notice {
  tone: NotifyTone;
  title: string;
  description: string;
}

interface NotifyOptions {
  /** Names the toast; by default its tone and text, so the same toast shown again replaces itself. */
  id?: string;
  /** A button in the toast; the toast then stays until it is used or closed. */
  action?: { label: string; onClick: () => void };
}

let fallback: ((notice: Notice) => void) | null = null;
let toastsUnavailable = false;

/** Where notices go when toasts cannot be shown; `Notifications` sets it. Returns the unset. */
export function setNotifyFallback(show: (notice: Notice) => void): () => void {
  fallback = show;
  return () => {
    if (fallback === show) fallback = null;
  };
}

/** The toast region could not load: from now on notices go straight to the fallback. */
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
