/** Words the site's shared components use, whatever the page. */
export const WIDGET_ERROR = {
  /** The heading of a widget's error message, e.g. "The avatar creator stopped working". */
  title: (widget: string) => `The ${widget} stopped working`,
  body: "Something went wrong inside it. The rest of the page still works: try again, or reload the page.",
  retry: "Try again",
};

/** The plain notice shown when the toast code cannot load. */
export const NOTICE = {
  dismiss: "Dismiss",
  /** The toasts' region (its keyboard shortcut follows: "Notifications alt+T"), a toast's close. */
  region: "Notifications",
  close: "Close notification",
};

export const DIALOG = {
  close: "Close dialog",
};

export const TABS = {
  needsScript:
    "These tabs need JavaScript, which is off in this browser: only the first one shows.",
};

/** Said instead of a widget when scripting is off. */
export const NEEDS_SCRIPT = "This part of the page needs JavaScript, which is off in this browser.";

/** The back link every feature page has (SPEC §2). */
export const BACK_TO_HOME = "Back to Home";

/** When a dialog's code cannot load (offline or a stale deploy). */
export const DIALOG_LOAD_FAILED = {
  title: "This could not be opened",
  description: "Check your connection and try again.",
};

/** Said to screen readers after an in-site navigation. */
export const NAVIGATED_TO = (pageTitle: string) => `Navigated to ${pageTitle}`;

/** An amount of XP, e.g. "1,240 XP", on every page that counts XP (`formatPlural`'s forms). */
export const XP_AMOUNT = { one: "{count} XP", other: "{count} XP" } as const;

/** A figure out of a total: "24/28", "96/100", "8/10" (both formatted). */
export const OUT_OF = (count: string, total: string) => `${count}/${total}`;

/** A length of time in hours and in minutes, short: "12.5 h", "25 min" (`formatPlural`'s forms). */
export const HOURS = { one: "{count} h", other: "{count} h" } as const;

export const MINUTES = { one: "{count} min", other: "{count} min" } as const;
