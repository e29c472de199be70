import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_WORDS, PAGE_WORDS } from "~/content/pages";
import { SITE_NAME } from "~/data/frame";
import { LOCALE, LOCALE_ID } from "~/lib/locale";
import { LOCALES, LOCALE_IDS, editionPath } from "~/locales";
import { CARD, absoluteUrl, alternates, cardPath, pageById, type PageId } from "~/pages";

/** Every route's `meta` calls this. The not-found page names no card (ADR 018). */
export function pageMeta(id: PageId | "notFound"): MetaDescriptor[] {
  if (id === "notFound") {
    const { title, description } = NOT_FOUND_WORDS;
    return [
      { title },
      { name: "description", content: description },
      { name: "robots", content: "noindex" },
    ];
  }
  const { title, description } = PAGE_WORDS[id];
  const { path } = pageById(id);
  const url = absoluteUrl(editionPath(LOCALE_ID, path));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    // Only messengers and crawlers read them, from the prerendered page, so the browser's bundle
    // leaves them out (ADR 018).
    ...(import.meta.env.SSR ? openGraph(title, description, path, url) : []),
  ];
}

/** X falls back to Open Graph for all but `twitter:card`. The card: scripts/og-cards.ts. */
function openGraph(title: string, description: string, path: string, url: string) {
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALE.ogLocale },
    ...LOCALE_IDS.filter((other) => other !== LOCALE_ID).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALES[other].ogLocale,
    })),
    { property: "og:image", content: absoluteUrl(editionPath(LOCALE_ID, cardPath(path))) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(CARD.width) },
    { property: "og:image:height", content: String(CARD.height) },
    // The title alone: the card's other words are og:description and og:site_name.
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
