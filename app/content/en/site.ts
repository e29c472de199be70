/** The words of the frame around every page: banner, header, menu, footer and notices. */

/** The skip link, first in the page. */
export const SKIP_LINK = "Skip to main content";

/** The student-project notice on every page (SPEC §1). */
export const SITE_BANNER = {
  label: "About this site",
  lead: "Student project:",
  text: "Lumina Academy is a concept made for a student AI programme. It is not an official school website.",
} as const;

export const SITE_HEADER = {
  navLabel: "Main",
  features: "Features",
  schedule: "Schedule",
  menu: "Menu",
} as const;

export const SITE_FOOTER = {
  about:
    "A concept digital school made for a student AI programme. All content is sample data; nothing you do here is sent anywhere.",
  navLabel: "Footer",
  /** The emoji pictures' credit, as their licence asks (app/lib/emoji.ts). */
  emojiCredit: {
    lead: "Emoji pictures:",
    owner: "© Twitter, Inc and other contributors,",
  },
} as const;

/** The language links (the same page in each edition) and, on a translated page, its notice. */
export const LANGUAGES = {
  label: "Language",
  translated: "This page is a translation of the English original.",
  readOriginal: "Read it in English",
} as const;

/** What the page says when its JavaScript is off or failed to load (ADR 007). */
export const SCRIPT_NOTICES = {
  noScript:
    "JavaScript is off in this browser. Every page can be read and every link works, but the buttons, tabs, switches, games and chats need JavaScript.",
  failed:
    "This page could not finish loading, so its buttons, tabs and switches do not work yet. Check your connection and reload.",
  reload: "Reload",
} as const;

/** The page shown when a route throws. */
export const ROUTE_ERROR = {
  heading: "We hit a snag",
  unknown: "Something went wrong while showing this page.",
  lead: "Please try again, or go back to the home page.",
  home: "Return to Home",
} as const;

/**
 * Offline (ADR 012): the page the service worker shows for a page this device
 * has not saved yet, and the offer to load a new version of the site.
 */
export const OFFLINE = {
  title: "You are offline",
  lead: "This page has not been saved on this device yet. The pages you have already opened still work without a connection.",
  retry: "Try again",
  home: "Go to the home page",
  notSaved: "That page has not been saved on this device yet. It opens once you are back online.",
} as const;

export const UPDATE = {
  title: "A new version of Lumina Academy is ready.",
  description: "Reload when it suits you.",
  action: "Reload to update",
} as const;
