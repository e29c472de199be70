/** Privacy and security data, the same in every edition; its words: ~/content/secure-private. */
import type * as words from "~/content/secure-private";
import type { Matching } from "~/locales";

/** Whether each privacy switch starts on, in the order shown (local only, nothing is saved). */
export const PRIVACY_SETTINGS = {
  "share-teachers": true,
  "share-parents": true,
  "ai-assistant": true,
  "public-profile": false,
  "public-achievements": true,
} as const satisfies Record<keyof typeof words.PRIVACY_SETTINGS, boolean>;

/** Whether each sign-in method is set up, at the same index as its name (MFA_METHODS). */
export const MFA_ENABLED = [true, true, false] as const satisfies Matching<
  typeof words.MFA_METHODS
>;
