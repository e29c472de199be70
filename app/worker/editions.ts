/** What the worker knows of one edition (ADR 012, 032): written into it by scripts/service-worker.ts. */
export interface WorkerEdition {
  /** Where its pages live: "/", "/es/"... */
  base: string;
  /**
   * Everything saved while the edition is in use: its pages ("/es/", "/es/schedule"...), its
   * offline and not-found pages, and every file its build made.
   */
  files: string[];
  /** Its offline page, for a page not saved, offline. */
  offline: string;
  /** Its not-found page, answered with 404 for a path it does not have, offline. */
  notFound: string;
  /** What is saved even with Save-Data on: the offline page and what it links to. */
  essentials: string[];
}
