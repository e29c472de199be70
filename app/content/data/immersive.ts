/**
 * The immersive AR/VR page's data, the same in every edition; its words are
 * in ~/content/immersive (the experiences' and settings' by id).
 */
import type * as words from "~/content/immersive";

/** The sample video, from an external host (SPEC §7); the CSP's media-src lists its origin. */
export const SAMPLE_VIDEO = {
  src: "https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4",
  type: "video/mp4",
  poster: "/media/vr-poster.svg",
  duration: "PT9M56S",
  uploadDate: "2008-05-20",
} as const;

/** An experience's picture, length in minutes, the learner's progress (%) and any year it is set in. */
export interface Experience {
  emoji: string;
  minutes: number;
  progress: number;
  year?: number;
}

/** The experiences, in the order shown (their words: VR_EXPERIENCES in ~/content/immersive). */
export const VR_EXPERIENCES = {
  "ancient-rome": { emoji: "🏛️", minutes: 25, progress: 85, year: 100 },
  "inside-the-cell": { emoji: "🧬", minutes: 30, progress: 60 },
  "solar-system": { emoji: "🪐", minutes: 35, progress: 100 },
  "forces-lab": { emoji: "⚛️", minutes: 40, progress: 0 },
} as const satisfies Record<keyof typeof words.VR_EXPERIENCES, Experience>;

/** Whether each comfort switch starts on, in the order shown (local only, nothing is saved). */
export const COMFORT_SETTINGS = {
  subtitles: true,
  seated: false,
  "comfort-vignette": true,
  "break-reminder": true,
} as const satisfies Record<keyof typeof words.COMFORT_SETTINGS, boolean>;

/** How often the break reminder comes, in minutes. */
export const BREAK_REMINDER_MINUTES = 20;
