/** Copy and figures of the landing page (SPEC §1, §2, §9). */

export const HERO = {
  eyebrow: "The digital school for everyone who learns",
  title: "Learning that adapts to every student",
  lead: "Lumina Academy brings students, teachers, parents and administrators together in one digital school: personal AI guidance, live collaboration and progress you can see.",
  trialNote: (days: string) => `${days}-day free trial · No credit card required`,
} as const;

/** The hero's claims, by id (their figures: LANDING_STATS in ~/data/landing). */
export const LANDING_STATS = {
  students: { label: "Students", value: (millions: string) => `${millions}M+` },
  successRate: { label: "Success rate" },
  support: { label: "AI support", value: (hours: string, days: string) => `${hours}/${days}` },
} as const;

export const DEMO_VIDEO = {
  title: "Lumina Academy demo video",
  /** The dialog around it. */
  dialogTitle: "Watch the demo",
  dialogDescription: "A short video about learning with technology.",
  notLoading: "Video not loading?",
  watchElsewhere: "Watch it on YouTube (opens in a new tab)",
} as const;

/** The hero's two buttons. */
export const HERO_ACTIONS = {
  start: "Start Learning",
  demo: "Watch Demo",
} as const;

/** The feature cards' section (SPEC §2); each card's words are in pages.ts. */
export const FEATURES_SECTION = {
  title: "Everything a modern school needs",
  description: "Six ways Lumina Academy makes learning more personal, social and effective.",
  explore: "Explore",
} as const;

export const CALL_TO_ACTION = {
  title: "Ready to light up learning?",
  lead: (days: string) => `Start your ${days}-day free trial today. No credit card required.`,
  action: "Get Started Free",
} as const;

/** The sign-up form's roles' words, by id (ROLE_IDS in ~/data/landing). */
export const ROLES = {
  student: "Student",
  teacher: "Teacher",
  parent: "Parent",
  administrator: "Administrator",
} as const;

/** The Get Started Free dialog (SPEC §3). */
export const SIGN_UP = {
  title: "Start your free trial",
  description: (days: string) => `${days} days free, no credit card required.`,
  fullName: "Full name",
  email: "Email",
  role: "I am a",
  institution: "Institution",
  optional: "(optional)",
  submit: "Create my account",
  thanks: (name: string) => (name ? `Thanks, ${name}!` : "Thanks!"),
  nothingStored: "This is a demo site: nothing you entered was stored or sent anywhere.",
  close: "Close",
} as const;

export const TRUSTED_HEADING = "Trusted by schools and institutions";
