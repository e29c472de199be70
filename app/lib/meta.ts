import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_WORDS, PAGE_WORDS } from "~/content/pages";
import { SITE_NAME } from "~/data/frame";
import { LOCALE, LOCALE_ID } from "~/lib/locale";
import { LOCALES, LOCALE_IDS, editionPath } from "~/locales";
import { NOT_FOUND_PAGE, absoluteUrl, alternates, pageById, type PageId } from "~/pages";

/**
 * The document head of one page of the registry (or of the not-found page,
 * which is kept out of search results) in this edition: title, description,
 * canonical link, the same page in every edition (`hreflang`), Open Graph and
 * Twitter card. Every route's `meta` export calls this.
 */
export function pageMeta(id: PageId | "notFound"): MetaDescriptor[] {
  const indexable = id !== "notFound";
  const { title, description } = indexable ? PAGE_WORDS[id] : NOT_FOUND_WORDS;
  const path = indexable ? pageById(id).path : NOT_FOUND_PAGE.path;
  const url = absoluteUrl(editionPath(LOCALE_ID, path));
  const image = absoluteUrl("/og-image.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
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
    { property: "og:image", content: image },
    { property: "og:image:alt", content: `${SITE_NAME} logo` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (indexable) {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    for (const { hreflang, href } of alternates(path)) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
    }
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
