/** Privacy and security data, the same in every edition; its words: ~/content/secure-private. */
import type * as words from "~/content/secure-private";
import type { TimeOfDay } from "~/lib/format";

/** Whether each privacy switch starts on, in the order shown (local only, nothing is saved). */
export const PRIVACY_SETTINGS = {
  "share-teachers": true,
  "share-parents": true,
  "ai-assistant": true,
  "public-profile": false,
  "public-achievements": true,
} as const satisfies Record<keyof typeof words.PRIVACY_SETTINGS, boolean>;

/** The security score out of `max` (SECURITY_OVERVIEW.score). */
export const SECURITY_SCORE = { score: 96, max: 100 } as const;

/** Devices signed in now (SECURITY_OVERVIEW.sessions). */
export const ACTIVE_SESSIONS = 2;

/** A time on the 24-hour clock, on a day its words name (DAY_AND_TIME). */
export interface Moment {
  day: keyof typeof words.DAY_AND_TIME;
  time: TimeOfDay;
}

/** When each access happened, by id, newest first (their words: ACCESS_HISTORY). */
export const ACCESS_HISTORY = {
  "signed-in": { day: "today", time: "08:12" },
  "teacher-viewed": { day: "yesterday", time: "14:30" },
  "parent-opened": { day: "sunday", time: "19:05" },
  "plan-updated": { day: "sunday", time: "09:00" },
} as const satisfies Record<keyof typeof words.ACCESS_HISTORY, Moment>;

/** The last backup and its size in megabytes (their words: BACKUP, DATA_BACKUP_CARD). */
export const BACKUP = {
  last: { day: "sunday", time: "02:00" },
  megabytes: 48,
} as const satisfies { last: Moment; megabytes: number };

/** Whether each sign-in method is set up, by id, in the order shown (their names: MFA_METHODS). */
export const MFA_ENABLED = {
  "authenticator-app": true,
  "sms-codes": true,
  "security-key": false,
} as const satisfies Record<keyof typeof words.MFA_METHODS, boolean>;
