/** Everything a page needs for its document head. */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = "Lumina Academy";

/**
 * The public origin the site is deployed at: canonical links, Open Graph
 * URLs and the sitemap are all built from it. Change it here, in one place.
 */
export const SITE_ORIGIN = "https://lumina-academy.example";

/**
 * The site's pages: one source of truth for the prerender list, the sitemap
 * and every route's meta tags.
 */
export const PAGES = {
  home: {
    path: "/",
    title: "Lumina Academy: the digital school that learns with you",
    description:
      "A concept digital school for students, teachers, parents and administrators: AI personalization, virtual collaboration, gamified learning and real-time analytics.",
  },
  aiPersonalization: {
    path: "/ai-personalization",
    title: "AI Personalization | Lumina Academy",
    description:
      "A learner profile, smart progress tracking, customization controls and an AI coach that adapts every lesson to the way you learn.",
  },
  virtualCollaboration: {
    path: "/virtual-collaboration",
    title: "Virtual Collaboration | Lumina Academy",
    description:
      "Create an avatar, join a collaboration room with chat and a shared whiteboard, and learn together in team pods.",
  },
  gamifiedLearning: {
    path: "/gamified-learning",
    title: "Gamified Learning | Lumina Academy",
    description:
      "Levels, streaks, missions, a skill tree, leaderboards, quizzes and mini games that make practice feel like play.",
  },
  realTimeAnalytics: {
    path: "/real-time-analytics",
    title: "Real-time Analytics | Lumina Academy",
    description:
      "Live progress, a skills heatmap, predictions and smart alerts that show where to focus next.",
  },
  securePrivate: {
    path: "/secure-private",
    title: "Secure & Private | Lumina Academy",
    description:
      "Privacy controls, access history, multi-factor authentication and data backup: your learning data stays yours.",
  },
  immersiveArVr: {
    path: "/immersive-ar-vr",
    title: "Immersive AR/VR | Lumina Academy",
    description:
      "Step inside history, biology, astronomy and physics with guided virtual experiences built for every learner.",
  },
  schedule: {
    path: "/schedule",
    title: "Study Schedule | Lumina Academy",
    description:
      "Your study schedule for this week: five focused sessions from Monday to Friday, planned around your goals.",
  },
} as const satisfies Record<string, PageInfo>;

export const NOT_FOUND_PAGE = {
  path: "/404",
  title: "Page not found | Lumina Academy",
  description: "The page you were looking for does not exist.",
} as const satisfies PageInfo;

export const PAGE_PATHS: string[] = Object.values(PAGES).map((page) => page.path);

/** The not-found page is prerendered at this path and served for unknown URLs. */
export const NOT_FOUND_PRERENDER_PATH = NOT_FOUND_PAGE.path;

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path === "/" ? "/" : path}`;
}
