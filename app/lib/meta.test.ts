import { describe, expect, it } from "vitest";
import { PAGE_WORDS } from "~/content/pages";
import { PAGE_PATHS, SITE_ORIGIN, absoluteUrl } from "~/pages";
import { pageMeta } from "~/lib/meta";
import {
  LOCALES,
  LOCALE_IDS,
  TRANSLATED_LOCALE_IDS,
  editionOf,
  editionPath,
  preferredEdition,
} from "~/locales";

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("pageMeta", () => {
  it("builds the title, description, canonical and social tags of a page", () => {
    const tags = pageMeta("schedule");
    expect(tags).toContainEqual({ title: "Study Schedule | Lumina Academy" });
    expect(find(tags, "name", "description")?.content).toBe(PAGE_WORDS.schedule.description);
    expect(find(tags, "rel", "canonical")?.href).toBe(`${SITE_ORIGIN}/schedule`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${SITE_ORIGIN}/schedule`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${SITE_ORIGIN}/og/schedule.png`);
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Study Schedule | Lumina Academy");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("lists the page in every edition, the original as x-default, and the locales", () => {
    const tags = pageMeta("schedule");
    const links = tags.filter((tag) => (tag as Record<string, unknown>).rel === "alternate");
    // Every edition of app/locales.ts, in its order (today en, es, ar), then the original again.
    expect(links).toEqual([
      ...LOCALE_IDS.map((id) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: LOCALES[id].lang,
        href: `${SITE_ORIGIN}${editionPath(id, "/schedule")}`,
      })),
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${SITE_ORIGIN}/schedule`,
      },
    ]);
    expect(links).toContainEqual(
      expect.objectContaining({ hrefLang: "es", href: `${SITE_ORIGIN}/es/schedule` }),
    );
    expect(find(tags, "property", "og:locale")?.content).toBe("en_GB");
    expect(
      tags
        .filter((tag) => (tag as Record<string, unknown>).property === "og:locale:alternate")
        .map((tag) => (tag as Record<string, string>).content),
    ).toEqual(TRANSLATED_LOCALE_IDS.map((id) => LOCALES[id].ogLocale));
  });

  it("names the home page's card as /og/home.png", () => {
    expect(find(pageMeta("home"), "property", "og:image")?.content).toBe(
      `${SITE_ORIGIN}/og/home.png`,
    );
  });

  it("marks the not-found page noindex, without a canonical link or a card", () => {
    const tags = pageMeta("notFound");
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "property", "og:image")).toBeUndefined();
    expect(find(tags, "name", "twitter:card")).toBeUndefined();
  });

  it("gives every page a distinct title and description", () => {
    const pages = Object.values(PAGE_WORDS);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });
});

describe("site origin", () => {
  it("lists the eight routes of the spec", () => {
    expect(PAGE_PATHS).toEqual([
      "/",
      "/ai-personalization",
      "/virtual-collaboration",
      "/gamified-learning",
      "/real-time-analytics",
      "/secure-private",
      "/immersive-ar-vr",
      "/schedule",
    ]);
  });

  it("joins paths onto the one configured origin", () => {
    expect(absoluteUrl("/")).toBe(`${SITE_ORIGIN}/`);
    expect(absoluteUrl("/schedule")).toBe(`${SITE_ORIGIN}/schedule`);
  });

  it("places each edition's pages under its own base path, the original at the root", () => {
    expect(editionPath("en", "/")).toBe("/");
    expect(editionPath("en", "/schedule")).toBe("/schedule");
    expect(editionPath("es", "/")).toBe("/es/");
    expect(editionPath("ar", "/schedule")).toBe("/ar/schedule");
    expect(editionOf("/ar/schedule")).toBe("ar");
    expect(editionOf("/es/")).toBe("es");
    expect(editionOf("/espanol")).toBe("en");
    expect(editionOf("/schedule")).toBe("en");
  });

  it("finds the edition a browser's preferred languages favour, most preferred first", () => {
    expect(preferredEdition(["es-MX", "en-US"])).toBe("es");
    expect(preferredEdition(["fr-FR", "AR-EG", "es"])).toBe("ar");
    expect(preferredEdition(["en-GB"])).toBe("en");
    expect(preferredEdition(["fr", "de"])).toBeUndefined();
    expect(preferredEdition([])).toBeUndefined();
  });
});
