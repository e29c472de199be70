import { absoluteUrl } from "~/pages";

/** Prerendered, in the original edition only (app/routes.ts, ADR 016). */
export function loader() {
  const text = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(text, { headers: { "Content-Type": "text/plain" } });
}
