/**
 * The one way the site shows a toast. Toasts only ever follow a user's
 * action, so the toast library is imported on first use (the page's toast
 * region loads it after hydration), never in any page's first load.
 */
export type NotifyTone = "success" | "error" | "warning" | "info";

export function notify(tone: NotifyTone, title: string, description: string): void {
  void import("sonner").then(({ toast }) => {
    toast[tone](title, { description });
  });
}
