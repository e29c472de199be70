/** The /immersive-ar-vr page (SPEC §2, §3 "VR experience", §4 "AR/VR page"). */

/** The sample video's words and captions (the video itself: SAMPLE_VIDEO in ~/data/immersive). */
export const SAMPLE_VIDEO = {
  title: "Big Buck Bunny: a sample immersive lesson video",
  description:
    "A short animated film used here as a sample of the guided video lessons that open each virtual experience.",
  captions: "/media/sample-video.en.vtt",
  /** The language of the captions file itself, and the captions track's name in the player. */
  captionsLang: "en",
  captionsLabel: "English",
} as const;

/**
 * The experiences' words, by id (VR_EXPERIENCES in ~/data/immersive); `alt` is the picture's. A
 * description that names the experience's year is a function of it.
 */
export const VR_EXPERIENCES = {
  "ancient-rome": {
    title: "Walk Through Ancient Rome",
    description: (year: string) =>
      `Stand in the Forum in ${year} AD and follow a senator through a day of Roman life.`,
    difficulty: "Beginner",
    alt: "A classical building with columns",
    category: "History",
  },
  "inside-the-cell": {
    title: "Journey Inside a Cell",
    description: "Shrink down to explore the nucleus, mitochondria and ribosomes of a living cell.",
    difficulty: "Intermediate",
    alt: "A DNA double helix",
    category: "Biology",
  },
  "solar-system": {
    title: "Tour the Solar System",
    description: "Fly past every planet, land on the Moon and see the scale of space for yourself.",
    difficulty: "Beginner",
    alt: "A ringed planet",
    category: "Astronomy",
  },
  "forces-lab": {
    title: "Forces and Motion Lab",
    description: "Change gravity, friction and mass, then watch what happens to falling objects.",
    difficulty: "Advanced",
    alt: "An atom symbol",
    category: "Physics",
  },
} as const;

/** The cards of "How each experience works", by the icon the route shows with each, in order. */
export const INFO_CARDS = {
  headphones: {
    title: "Narrated guide",
    detail: "A friendly voice explains what you see and answers questions as you explore.",
  },
  hand: {
    title: "Interactive elements",
    detail: "Pick up objects, run experiments and take notes without leaving the scene.",
  },
  award: {
    title: "Assessment and rewards",
    detail: "Short checks along the way earn XP and badges that appear on your dashboard.",
  },
} as const;

/** The comfort switches' words, by id (COMFORT_SETTINGS in ~/data/immersive). */
export const COMFORT_SETTINGS = {
  subtitles: { label: "Subtitles", hint: "Show the guide's words on screen." },
  seated: { label: "Seated mode", hint: "Explore from a chair; no standing or walking needed." },
  "comfort-vignette": {
    label: "Comfort vignette",
    hint: "Narrows the view while moving to reduce motion sickness.",
  },
  /** Its label's plural forms, for BREAK_REMINDER_MINUTES in ~/data/immersive. */
  "break-reminder": {
    label: { one: "Break reminder every minute", other: "Break reminder every {count} minutes" },
    hint: "Rest your eyes: a reminder appears in the headset.",
  },
} as const;

/** The page's heading (its lead is `PAGE_WORDS.immersiveArVr.description`) and sections. */
export const IMMERSIVE_PAGE = {
  eyebrow: "Step inside the lesson",
  title: "Immersive AR/VR Learning",
  video: "Featured lesson video",
  experiences: "Virtual experiences",
  vrOn: "VR mode is on: experiences open in your headset.",
  vrOff: "Preview each experience in AR on this device, or turn on VR mode for a headset.",
  howItWorks: "How each experience works",
} as const;

/** The bar under the site header on /immersive-ar-vr. */
export const IMMERSIVE_SUBHEADER = {
  vrMode: "VR Mode",
  settings: "Settings",
} as const;

/** `SAMPLE_VIDEO`'s player: its fallback text and the notice when the video host is unreachable. */
export const SAMPLE_VIDEO_PLAYER = {
  unsupported: "Your browser does not support the video tag.",
  unreachable: "The video could not be loaded. Check your connection and try again.",
  retry: "Try again",
} as const;

/** The cards of `VR_EXPERIENCES`; `action` is `enterVr` or `previewAr`. */
export const EXPERIENCE_GALLERY = {
  duration: "Duration",
  difficulty: "Difficulty",
  progress: "Progress",
  progressLabel: (title: string) => `${title} progress`,
  enterVr: "Enter VR",
  previewAr: "Preview AR",
  actionLabel: (action: string, title: string) => `${action}: ${title}`,
} as const;

/** The collaboration mode card and its switch. */
export const COLLABORATION_MODE_CARD = {
  title: "Collaboration mode",
  description: "Explore together: classmates join your scene and see what you point at.",
  label: "Collaboration Mode",
  on: "Classmates can join your session.",
  off: "You explore on your own.",
} as const;

/** The accessibility and safety card (its switches are `COMFORT_SETTINGS`). */
export const COMFORT_SETTINGS_CARD = {
  title: "Accessibility and safety",
  description: "Comfort settings for every learner. Nothing is saved.",
} as const;
