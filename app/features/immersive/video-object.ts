import { SAMPLE_VIDEO as WORDS } from "~/content/immersive";
import { SAMPLE_VIDEO as VIDEO } from "~/data/immersive";
import { LOCALE } from "~/lib/locale";
import { absoluteUrl } from "~/pages";

/**
 * schema.org's VideoObject as JSON-LD in the page's HTML, in its language, as the captions are
 * (sample-video.tsx). The Trusted Types policy lets exactly its JSON through (app/root.tsx).
 */
export const VIDEO_OBJECT = {
  "@context": "https://schema.org",
  "@type": "VideoObject",
  name: WORDS.title,
  description: WORDS.description,
  inLanguage: LOCALE.lang,
  thumbnailUrl: [absoluteUrl(VIDEO.poster)],
  uploadDate: VIDEO.uploadDate,
  duration: VIDEO.duration,
  contentUrl: VIDEO.src,
};
