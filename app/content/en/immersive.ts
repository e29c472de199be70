import { AwardIcon, HandIcon, HeadphonesIcon } from "lucide-react";
import type { IconCardItem } from "~/components/sections/icon-card-list";
import type { SwitchSetting } from "~/components/sections/setting-switches";
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

export const INFO_CARDS = [
  {
    icon: HeadphonesIcon,
    title: "Narrated guide",
    detail: "A friendly voice explains what you see and answers questions as you explore.",
  },
  {
    icon: HandIcon,
    title: "Interactive elements",
    detail: "Pick up objects, run experiments and take notes without leaving the scene.",
  },
  {
    icon: AwardIcon,
    title: "Assessment and rewards",
    detail: "Short checks along the way earn XP and badges that appear on your dashboard.",
  },
] as const satisfies readonly IconCardItem[];

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
] as const satisfies readonly SwitchSetting[];
