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
};
