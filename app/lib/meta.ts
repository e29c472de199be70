import type { MetaDescriptor } from "react-router";
import { SITE_NAME, absoluteUrl, type PageInfo } from "~/content/pages";

/**
 * The document head of one page: title, description, canonical link, Open
 * Graph and Twitter card. Every route's `meta` export calls this.
 */
export function pageMeta(page: PageInfo, { indexable = true } = {}): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl("/og-image.png");
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: `${SITE_NAME} logo` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (indexable) {
    tags.push({ tagName: "link", rel: "canonical", href: url });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
