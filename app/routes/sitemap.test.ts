import { describe, expect, it } from "vitest";
import { PAGE_PATHS, absoluteUrl } from "~/pages";
import { loader as robots } from "./robots";
import { loader as sitemap } from "./sitemap";

describe("sitemap.xml and robots.txt", () => {
  it("lists every page of every edition, each with all its alternates, and robots.txt points to it", async () => {
    const response = sitemap();
    expect(response.headers.get("Content-Type")).toBe("application/xml");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
      loc: body.match(/<loc>([^<]+)<\/loc>/)?.[1],
      links: [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({
        hreflang,
        href,
      })),
    }));
    expect(entries.map((entry) => entry.loc)).toEqual(
      PAGE_PATHS.flatMap((path) =>
        ["/", "/es/", "/ar/"].map((base) => absoluteUrl(`${base}${path.slice(1)}`)),
      ),
    );
    const schedule = entries.find((entry) => entry.loc === absoluteUrl("/ar/schedule"));
    expect(schedule?.links).toEqual([
      { hreflang: "en", href: absoluteUrl("/schedule") },
      { hreflang: "es", href: absoluteUrl("/es/schedule") },
      { hreflang: "ar", href: absoluteUrl("/ar/schedule") },
      { hreflang: "x-default", href: absoluteUrl("/schedule") },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(await robots().text()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});
