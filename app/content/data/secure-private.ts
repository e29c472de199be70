/** The privacy and security page's data, the same in every edition; its words are in ~/content/secure-private. */
import type * as words from "~/content/secure-private";
import type { Matching } from "~/locales";

/** The privacy switches and the state each starts in (local only, nothing is saved). */
export const PRIVACY_SETTINGS = [
  { id: "share-teachers", defaultOn: true },
  { id: "share-parents", defaultOn: true },
  { id: "ai-assistant", defaultOn: true },
  { id: "public-profile", defaultOn: false },
  { id: "public-achievements", defaultOn: true },
] as const;

/** Whether each sign-in method is set up, at the same index as its name (MFA_METHODS). */
export const MFA_ENABLED = [true, true, false] as const satisfies Matching<
  typeof words.MFA_METHODS
>;
