import type { SwitchSetting } from "~/components/sections/setting-switches";
/** The privacy and security page (SPEC §2 "/secure-private", §4 "Privacy switches"). */

export interface SecurityStat {
  label: string;
  value: string;
  detail: string;
}

export const SECURITY_OVERVIEW = [
  { label: "Security score", value: "96/100", detail: "Strong: add a security key to reach 100" },
  { label: "Data encryption", value: "AES-256", detail: "At rest and in transit (TLS 1.3)" },
  { label: "Last security check", value: "Today", detail: "No issues found" },
  { label: "Active sessions", value: "2", detail: "This laptop and your phone" },
] as const satisfies readonly SecurityStat[];

/** The privacy switches and their defaults: local only, nothing is saved. */
export const PRIVACY_SETTINGS = [
  {
    id: "share-teachers",
    label: "Share data with Teachers",
    hint: "Teachers see your progress and scores to help you.",
    defaultOn: true,
  },
  {
    id: "share-parents",
    label: "Share data with Parents",
    hint: "Parents see your weekly summary.",
    defaultOn: true,
  },
  {
    id: "ai-assistant",
    label: "AI Assistant Access",
    hint: "The AI coach uses your progress to personalise lessons.",
    defaultOn: true,
  },
  {
    id: "public-profile",
    label: "Allow other students to see my profile",
    hint: "Your name and avatar appear in class lists and leaderboards.",
    defaultOn: false,
  },
  {
    id: "public-achievements",
    label: "Show learning achievements publicly",
    hint: "Badges and trophies appear on your public profile.",
    defaultOn: true,
  },
] as const satisfies readonly SwitchSetting[];

export interface AccessEvent {
  who: string;
  what: string;
  when: string;
  device: string;
}

export const ACCESS_HISTORY = [
  { who: "You", what: "Signed in", when: "Today, 08:12", device: "Chrome on Windows laptop" },
  {
    who: "Ms. Rivera (teacher)",
    what: "Viewed your algebra progress",
    when: "Yesterday, 14:30",
    device: "School portal",
  },
  {
    who: "Parent account",
    what: "Opened the weekly summary",
    when: "Sunday, 19:05",
    device: "Safari on iPhone",
  },
  {
    who: "AI Assistant",
    what: "Updated your learning plan",
    when: "Sunday, 09:00",
    device: "Lumina Academy service",
  },
] as const satisfies readonly AccessEvent[];

export const EMERGENCY_CONTROLS = [
  { label: "Lock my account", detail: "Signs out every device and pauses access at once." },
  { label: "Sign out all devices", detail: "Ends every active session except this one." },
  { label: "Report a concern", detail: "Tells the school's safeguarding lead, privately." },
] as const;

export const MFA_METHODS = [
  { label: "Authenticator app", status: "Enabled" },
  { label: "SMS backup codes", status: "Enabled" },
  { label: "Security key", status: "Not set up" },
] as const;

export const BACKUP = {
  schedule: "Weekly auto backup",
  lastBackup: "Sunday, 02:00",
  size: "48 MB",
  formats: ["PDF report", "CSV data", "JSON archive"],
} as const;

export const PARENT_DASHBOARD = {
  title: "Parent Dashboard",
  status: "Setup Required",
  detail: "Invite a parent or guardian to see your weekly summary.",
} as const;
