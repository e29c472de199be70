import { LOCALE_IDS, editionPath } from "~/locales";
import { PAGE_PATHS, absoluteUrl, alternates } from "~/pages";

/** Prerendered, in the original edition only, yet it lists every edition (ADR 016). */
export function loader() {
  const urls = PAGE_PATHS.flatMap((path) => {
    const links = alternates(path).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return LOCALE_IDS.map((id) =>
      [
        "  <url>",
        `    <loc>${absoluteUrl(editionPath(id, path))}</loc>`,
        ...links,
        "  </url>",
      ].join("\n"),
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml" } });
}
