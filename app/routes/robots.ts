import { absoluteUrl } from "~/pages";

/** /robots.txt, prerendered. */
export function loader() {
  const text = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(text, { headers: { "Content-Type": "text/plain" } });
}
