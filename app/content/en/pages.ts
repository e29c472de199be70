import type { FeaturePageId, PageId } from "~/pages";

/** A page's words (its place and order are in the page registry, app/pages.ts). */
export interface PageWords {
  /** The document title. */
  title: string;
  /** The meta description and `og:description`. */
  description: string;
  /** Its name in the site menu and the footer (and on its feature card). */
  label: string;
}

export const PAGE_WORDS = {
  home: {
    title: "Lumina Academy: the digital school that learns with you",
    description:
      "A concept digital school for students, teachers, parents and administrators: AI personalization, virtual collaboration, gamified learning and real-time analytics.",
    label: "Home",
  },
  aiPersonalization: {
    title: "AI Personalization | Lumina Academy",
    description:
      "A learner profile, smart progress tracking, customization controls and an AI coach that adapts every lesson to the way you learn.",
    label: "AI-Powered Personalization",
  },
  virtualCollaboration: {
    title: "Virtual Collaboration | Lumina Academy",
    description:
      "Create an avatar, join a collaboration room with chat and a shared whiteboard, and learn together in team pods.",
    label: "Virtual Collaboration Spaces",
  },
  gamifiedLearning: {
    title: "Gamified Learning | Lumina Academy",
    description:
      "Levels, streaks, missions, a skill tree, leaderboards, quizzes and mini games that make practice feel like play.",
    label: "Gamified Learning Experience",
  },
  realTimeAnalytics: {
    title: "Real-time Analytics | Lumina Academy",
    description:
      "Live progress, a skills heatmap, predictions and smart alerts that show where to focus next.",
    label: "Real-time Analytics",
  },
  securePrivate: {
    title: "Secure & Private | Lumina Academy",
    description:
      "Privacy controls, access history, multi-factor authentication and data backup: your learning data stays yours.",
    label: "Secure & Private",
  },
  immersiveArVr: {
    title: "Immersive AR/VR | Lumina Academy",
    description:
      "Step inside history, biology, astronomy and physics with guided virtual experiences built for every learner.",
    label: "Immersive AR/VR",
  },
  schedule: {
    title: "Study Schedule | Lumina Academy",
    description:
      "Your study schedule for this week: five focused sessions from Monday to Friday, planned around your goals.",
    label: "Study Schedule",
  },
} as const satisfies Record<PageId, PageWords>;

export const NOT_FOUND_WORDS = {
  title: "Page not found | Lumina Academy",
  description: "The page you were looking for does not exist.",
  heading: "Oops! Page not found",
  lead: "The page you were looking for does not exist or has moved.",
  home: "Return to Home",
} as const satisfies Omit<PageWords, "label"> & Record<string, string>;

/** The line under each feature card's title on the landing page (SPEC §2). */
export const FEATURE_SUMMARIES = {
  aiPersonalization:
    "Lessons that adapt to your pace, style and goals, with an AI coach ready to help at any hour.",
  virtualCollaboration:
    "Meet classmates in shared rooms with chat, a whiteboard and avatars you design yourself.",
  gamifiedLearning:
    "Earn XP, keep your streak, climb leaderboards and unlock new worlds as you learn.",
  realTimeAnalytics:
    "See progress as it happens, spot weak topics early and get predictions you can act on.",
  securePrivate:
    "You decide who sees your data, with clear privacy controls and strong account protection.",
  immersiveArVr:
    "Walk through ancient cities, inside a cell or across the solar system in guided experiences.",
} as const satisfies Record<FeaturePageId, string>;
