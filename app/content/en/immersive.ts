import type { Setting } from "./common";
/** The immersive AR/VR page (SPEC §2 "/immersive-ar-vr", §3 "VR experience", §4 "AR/VR page"). */

/** The sample video, from an external sample host (SPEC §7); the CSP's media-src lists its origin. */
export const SAMPLE_VIDEO = {
  title: "Big Buck Bunny: a sample immersive lesson video",
  description:
    "A short animated film used here as a sample of the guided video lessons that open each virtual experience.",
  src: "https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4",
  type: "video/mp4",
  poster: "/media/vr-poster.svg",
  captions: "/media/sample-video.en.vtt",
  /** The language of the captions file itself, and the captions track's name in the player. */
  captionsLang: "en",
  captionsLabel: "English",
  duration: "PT9M56S",
  uploadDate: "2008-05-20",
} as const;

export const SAMPLE_VIDEO_ORIGIN = new URL(SAMPLE_VIDEO.src).origin;

export type Difficulty = "Beginner" | "Intermediate" | "Advanced";

export interface VrExperience {
  id: string;
  title: string;
  description: string;
  duration: string;
  difficulty: Difficulty;
  /** An emoji picture, with its text alternative. */
  image: { emoji: string; alt: string };
  category: string;
  progress: number;
}

export const VR_EXPERIENCES = [
  {
    id: "ancient-rome",
    title: "Walk Through Ancient Rome",
    description: "Stand in the Forum in 100 AD and follow a senator through a day of Roman life.",
    duration: "25 min",
    difficulty: "Beginner",
    image: { emoji: "🏛️", alt: "A classical building with columns" },
    category: "History",
    progress: 85,
  },
  {
    id: "inside-the-cell",
    title: "Journey Inside a Cell",
    description: "Shrink down to explore the nucleus, mitochondria and ribosomes of a living cell.",
    duration: "30 min",
    difficulty: "Intermediate",
    image: { emoji: "🧬", alt: "A DNA double helix" },
    category: "Biology",
    progress: 60,
  },
  {
    id: "solar-system",
    title: "Tour the Solar System",
    description: "Fly past every planet, land on the Moon and see the scale of space for yourself.",
    duration: "35 min",
    difficulty: "Beginner",
    image: { emoji: "🪐", alt: "A ringed planet" },
    category: "Astronomy",
    progress: 100,
  },
  {
    id: "forces-lab",
    title: "Forces and Motion Lab",
    description: "Change gravity, friction and mass, then watch what happens to falling objects.",
    duration: "40 min",
    difficulty: "Advanced",
    image: { emoji: "⚛️", alt: "An atom symbol" },
    category: "Physics",
    progress: 0,
  },
] as const satisfies readonly VrExperience[];

/** A card of "How each experience works"; `icon` names its picture (the route maps it). */
export interface InfoCard {
  icon: "headphones" | "hand" | "award";
  title: string;
  detail: string;
}

export const INFO_CARDS = [
  {
    icon: "headphones",
    title: "Narrated guide",
    detail: "A friendly voice explains what you see and answers questions as you explore.",
  },
  {
    icon: "hand",
    title: "Interactive elements",
    detail: "Pick up objects, run experiments and take notes without leaving the scene.",
  },
  {
    icon: "award",
    title: "Assessment and rewards",
    detail: "Short checks along the way earn XP and badges that appear on your dashboard.",
  },
] as const satisfies readonly InfoCard[];

export const COMFORT_SETTINGS = [
  {
    id: "subtitles",
    label: "Subtitles",
    hint: "Show the guide's words on screen.",
    defaultOn: true,
  },
  {
    id: "seated",
    label: "Seated mode",
    hint: "Explore from a chair; no standing or walking needed.",
    defaultOn: false,
  },
  {
    id: "comfort-vignette",
    label: "Comfort vignette",
    hint: "Narrows the view while moving to reduce motion sickness.",
    defaultOn: true,
  },
  {
    id: "break-reminder",
    label: "Break reminder every 20 minutes",
    hint: "Rest your eyes: a reminder appears in the headset.",
    defaultOn: true,
  },
] as const satisfies readonly Setting[];

/** The /immersive-ar-vr page: its heading (the lead is `PAGE_WORDS.immersiveArVr.description`) and sections. */
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

/** The player of `SAMPLE_VIDEO`: its fallback text and the notice when the video host is unreachable. */
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
