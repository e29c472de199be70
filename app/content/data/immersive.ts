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

/** The experiences, in the order shown: each one's picture and the learner's progress in it. */
export const VR_EXPERIENCES = {
  "ancient-rome": { emoji: "🏛️", progress: 85 },
  "inside-the-cell": { emoji: "🧬", progress: 60 },
  "solar-system": { emoji: "🪐", progress: 100 },
  "forces-lab": { emoji: "⚛️", progress: 0 },
} as const satisfies Record<keyof typeof words.VR_EXPERIENCES, { emoji: string; progress: number }>;

/** Whether each comfort switch starts on, in the order shown (local only, nothing is saved). */
export const COMFORT_SETTINGS = {
  subtitles: true,
  seated: false,
  "comfort-vignette": true,
  "break-reminder": true,
} as const satisfies Record<keyof typeof words.COMFORT_SETTINGS, boolean>;
