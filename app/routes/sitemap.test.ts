import { describe, expect, it } from "vitest";
import { LOCALES, LOCALE_IDS, editionPath } from "~/locales";
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
    // Each page in every edition of app/locales.ts, in its order: "/", "/es/", "/ar/", "/schedule"...
    expect(entries.map((entry) => entry.loc)).toEqual(
      PAGE_PATHS.flatMap((path) => LOCALE_IDS.map((id) => absoluteUrl(editionPath(id, path)))),
    );
    const last = LOCALE_IDS.at(-1)!;
    const schedule = entries.find(
      (entry) => entry.loc === absoluteUrl(editionPath(last, "/schedule")),
    );
    expect(schedule?.links).toEqual([
      ...LOCALE_IDS.map((id) => ({
        hreflang: LOCALES[id].lang,
        href: absoluteUrl(editionPath(id, "/schedule")),
      })),
      { hreflang: "x-default", href: absoluteUrl("/schedule") },
    ]);
    // As it reads today.
    expect(schedule?.links.map((link) => link.hreflang)).toEqual(
      expect.arrayContaining(["en", "es", "ar", "x-default"]),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(await robots().text()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});
