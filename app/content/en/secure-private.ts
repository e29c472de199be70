/** The privacy and security page (SPEC §2 "/secure-private", §4 "Privacy switches"). */

/**
 * The security overview's figures, by id, in order; the score's and the sessions' numbers are
 * SECURITY_SCORE and ACTIVE_SESSIONS in ~/data/secure-private.
 */
export const SECURITY_OVERVIEW = {
  score: {
    label: "Security score",
    detail: (max: string) => `Strong: add a security key to reach ${max}`,
  },
  encryption: {
    label: "Data encryption",
    value: "AES-256",
    detail: "At rest and in transit (TLS 1.3)",
  },
  "last-check": { label: "Last security check", value: "Today", detail: "No issues found" },
  sessions: { label: "Active sessions", detail: "This laptop and your phone" },
} as const;

/** The privacy switches' words, by id (PRIVACY_SETTINGS in ~/data/secure-private). */
export const PRIVACY_SETTINGS = {
  "share-teachers": {
    label: "Share data with Teachers",
    hint: "Teachers see your progress and scores to help you.",
  },
  "share-parents": { label: "Share data with Parents", hint: "Parents see your weekly summary." },
  "ai-assistant": {
    label: "AI Assistant Access",
    hint: "The AI coach uses your progress to personalise lessons.",
  },
  "public-profile": {
    label: "Allow other students to see my profile",
    hint: "Your name and avatar appear in class lists and leaderboards.",
  },
  "public-achievements": {
    label: "Show learning achievements publicly",
    hint: "Badges and trophies appear on your public profile.",
  },
} as const;

/** A day and a time (formatted), e.g. "Today, 08:12", by the day's id in ~/data/secure-private. */
export const DAY_AND_TIME = {
  today: (time: string) => `Today, ${time}`,
  yesterday: (time: string) => `Yesterday, ${time}`,
  sunday: (time: string) => `Sunday, ${time}`,
} as const;

/** Who saw the data, and what, by id (when: ACCESS_HISTORY in ~/data/secure-private). */
export const ACCESS_HISTORY = {
  "signed-in": { who: "You", what: "Signed in", device: "Chrome on Windows laptop" },
  "teacher-viewed": {
    who: "Ms. Rivera (teacher)",
    what: "Viewed your algebra progress",
    device: "School portal",
  },
  "parent-opened": {
    who: "Parent account",
    what: "Opened the weekly summary",
    device: "Safari on iPhone",
  },
  "plan-updated": {
    who: "AI Assistant",
    what: "Updated your learning plan",
    device: "Lumina Academy service",
  },
} as const;

export const EMERGENCY_CONTROLS = [
  { label: "Lock my account", detail: "Signs out every device and pauses access at once." },
  { label: "Sign out all devices", detail: "Ends every active session except this one." },
  { label: "Report a concern", detail: "Tells the school's safeguarding lead, privately." },
] as const;

/** The sign-in methods' names, by id (whether each is set up: MFA_ENABLED in ~/data/secure-private). */
export const MFA_METHODS = {
  "authenticator-app": "Authenticator app",
  "sms-codes": "SMS backup codes",
  "security-key": "Security key",
} as const;

/** The backup's words; when it was last made and its size are BACKUP in ~/data/secure-private. */
export const BACKUP = {
  schedule: "Weekly auto backup",
  size: (megabytes: string) => `${megabytes} MB`,
  formats: ["PDF report", "CSV data", "JSON archive"],
} as const;

export const PARENT_DASHBOARD = {
  title: "Parent Dashboard",
  status: "Setup Required",
  detail: "Invite a parent or guardian to see your weekly summary.",
} as const;

/** The page header of /secure-private. */
export const SECURE_PRIVATE_PAGE = {
  eyebrow: "Your data, your choice",
  title: "Secure & Private",
  lead: "Your learning data stays yours: see who can view it, change what you share, and keep your account safe.",
} as const;

/** The security overview section (its figures are `SECURITY_OVERVIEW`'s). */
export const SECURITY_OVERVIEW_SECTION = {
  title: "Security overview",
} as const;

/** The privacy dashboard section (its switches are `PRIVACY_SETTINGS`). */
export const PRIVACY_DASHBOARD = {
  title: "Privacy dashboard",
  description: "Choose who sees your learning data. These switches are a demo: nothing is saved.",
  card: "Data sharing",
} as const;

/** The access history section (its events are `ACCESS_HISTORY`). */
export const ACCESS_HISTORY_SECTION = {
  title: "Access history",
  description: "Who looked at your data, and when.",
  card: "Recent access",
} as const;

/** The emergency controls card (its buttons are `EMERGENCY_CONTROLS`). */
export const EMERGENCY_CONTROLS_CARD = {
  title: "Emergency controls",
  description: "Act fast if something looks wrong.",
} as const;

/** The multi-factor authentication card (its methods are `MFA_METHODS`). */
export const MULTI_FACTOR_CARD = {
  title: "Multi-factor authentication",
  description: "A second step keeps your account safe even if your password leaks.",
  enabled: "Enabled",
  notSetUp: "Not set up",
  manage: "Manage sign-in methods",
} as const;

/** The data backup card (its figures are `BACKUP`). */
export const DATA_BACKUP_CARD = {
  title: "Data backup and portability",
  description: "Your data, backed up and yours to take with you.",
  schedule: "Backup",
  lastBackup: "Last backup",
  size: "Size",
  export: (format: string) => `Export ${format}`,
} as const;

/** The family access card (its button is `PARENT_DASHBOARD`). */
export const FAMILY_ACCESS_CARD = {
  title: "Family access",
} as const;
