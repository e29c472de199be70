/** The landing page's data, the same in every edition; its words are in ~/content/landing. */

import type * as words from "~/content/landing";

/** The free trial's length, in days (the editions' words say it). */
export const TRIAL_DAYS = 14;

/** The hero's claims (SPEC §1: 10M+ students, 98% success rate, 24/7 AI support), by id. */
export const LANDING_STATS = {
  students: { millions: 10 },
  successRate: { percent: 98 },
  support: { hours: 24, days: 7 },
} as const satisfies Record<keyof typeof words.LANDING_STATS, unknown>;

/**
 * The demo video on YouTube: its privacy-enhanced embed (no cookies until the
 * viewer presses play; the CSP's frame-src lists its origin) and its page.
 */
export const DEMO_VIDEO = {
  embedUrl: "https://www.youtube-nocookie.com/embed/nKIu9yen5nc",
  watchUrl: "https://www.youtube.com/watch?v=nKIu9yen5nc",
} as const;

/** The sign-up form's roles, in order: each the form's value (their words: ROLES). */
export const ROLE_IDS = ["student", "teacher", "parent", "administrator"] as const;

/** Sample institutions (fictional): proper names, kept in every edition, each with its crest. */
export const TRUSTED_INSTITUTIONS = [
  { name: "Northbridge High School", icon: "compass" },
  { name: "Riverside Academy", icon: "waves" },
  { name: "Maple Grove College", icon: "leaf" },
  { name: "Summit Learning Trust", icon: "peak" },
  { name: "Harbor City Schools", icon: "boat" },
  { name: "Cedar Valley Institute", icon: "tree" },
] as const;
