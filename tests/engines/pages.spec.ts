// Every page of every edition, and each edition's not-found page, at a phone's
// and a laptop's width: it renders and hydrates, <html lang dir> is the
// edition's, nothing is wider than the screen, no error is logged, and the home page's
// figures line up.
import { LOCALES, LOCALE_IDS, editionPath } from "../../app/locales";
import { PAGE_PATHS } from "../../app/pages";
import { expect, test } from "./fixtures";

const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

/** A not-found page's logs: its HTTP status, its own log (app/routes/not-found.tsx). */
const NOT_FOUND_LOGS = /^(Failed to load resource: .* 404|404 Error: User attempted to access)/;

for (const id of LOCALE_IDS) {
  for (const [width, height] of SIZES) {
    test(`${id}: every page and the 404 at ${width}x${height}`, async ({ site }) => {
      await site.viewport(width, height);
      const paths = [...PAGE_PATHS, "/nope-123"].map((path) => editionPath(id, path));
      for (const path of paths) {
        await site.open(path);
        const page = await site.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          overflow: document.documentElement.scrollWidth - innerWidth,
          heading: document.querySelector("h1")?.textContent ?? "",
          // The home page's figures: where each value ends and each label starts.
          figures: [...(document.querySelector("main dl")?.children ?? [])].map((figure) => ({
            valueBottom: Math.round(
              figure.querySelector("dd")?.getBoundingClientRect().bottom ?? 0,
            ),
            labelTop: Math.round(figure.querySelector("dt")?.getBoundingClientRect().top ?? 0),
          })),
        }));
        expect(page.lang, path).toBe(LOCALES[id].lang);
        expect(page.dir, path).toBe(LOCALES[id].dir);
        expect(page.heading, `${path}: a heading`).not.toBe("");
        expect(page.overflow, `${path}: horizontal scroll`).toBeLessThanOrEqual(0);
        if (path === editionPath(id, "/")) {
          // One line of values over one line of labels, however either wraps.
          const [first, ...others] = page.figures;
          expect(page.figures.length, `${path}: the figures`).toBe(3);
          for (const figure of others) {
            const apart = (key: keyof typeof figure) => Math.abs(figure[key] - first![key]);
            expect(apart("valueBottom"), `${path}: values end together`).toBeLessThanOrEqual(1);
            expect(apart("labelTop"), `${path}: labels start together`).toBeLessThanOrEqual(1);
          }
        }
        const errors = await site.errors();
        expect(
          errors.filter((error) => !(path.endsWith("/nope-123") && NOT_FOUND_LOGS.test(error))),
          `${path}: errors`,
        ).toEqual([]);
      }
    });
  }
}
