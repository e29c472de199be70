/**
 * The one way the site shows a toast. Toasts only ever follow a user's
 * action, so the toast library is imported on first use (the page's toast
 * region loads it after hydration), never in any page's first load.
 */
export type NotifyTone = "success" | "error" | "warning" | "info";

interface NotifyOptions {
  /** Names the toast; by default its tone and text, so the same toast shown again replaces itself. */
  id?: string;
}

export function notify(
  tone: NotifyTone,
  title: string,
  description: string,
  { id = `${tone}:${title}:${description}` }: NotifyOptions = {},
): void {
  void import("sonner").then(({ toast }) => {
    toast[tone](title, { description, id });
  });
}
