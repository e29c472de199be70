// Every page of every edition, and each edition's not-found page, opened at the narrowest phone's
// width (320 px, WCAG's reflow width), then made as wide as a laptop's: it renders and hydrates,
// <html lang dir> is the edition's, no error is logged, figures side by side line up, and the
// layout holds (tests/reflow.ts: no sideways scroll, no text cut off or running out of its box),
// also with WCAG 1.4.12's text spacing at both widths. In the pseudo-locale edition (the tests' own
// build, build-pseudo/), every text is also its words' (tests/literal-text.ts).
import { PSEUDO_LOCALES, editionPath } from "../../app/locales";
import { PAGE_PATHS } from "../../app/pages";
import { ALL_LOCALES } from "../editions";
import { UNMARKED_DATA, unmarkedTexts } from "../literal-text";
import { layoutProblems, spaceText } from "../reflow";
import { alsoInThePseudoEdition, expect, test } from "./fixtures";

const SIZES = [
  [320, 568],
  [1280, 800],
] as const;

/** A not-found page's logs: its HTTP status, its own log (app/routes/not-found.tsx). */
const NOT_FOUND_LOGS = /^(Failed to load resource: .* 404|404 Error: User attempted to access)/;

/** Runs in the page: what the checks read of its layout. */
function layout() {
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector("h1")?.textContent ?? "",
    // Figures side by side (<dl> items in one row): where each one's value and label are.
    figureRows: [...document.querySelectorAll("main dl")].flatMap((list) => {
      const rows = new Map<number, { value: DOMRect; label: DOMRect }[]>();
      for (const figure of list.children) {
        const [label, value] = [figure.querySelector("dt"), figure.querySelector("dd")];
        if (!label || !value || figure.getClientRects().length === 0) continue;
        const top = Math.round(figure.getBoundingClientRect().top);
        const row = rows.get(top) ?? [];
        row.push({ value: value.getBoundingClientRect(), label: label.getBoundingClientRect() });
        rows.set(top, row);
      }
      return [...rows.values()]
        .filter((row) => row.length > 1)
        .map((row) => ({
          valueTops: row.map(({ value }) => value.top),
          valueBottoms: row.map(({ value }) => value.bottom),
          labelTops: row.map(({ label }) => label.top),
        }));
    }),
  };
}

alsoInThePseudoEdition(() => {
  for (const pagePath of [...PAGE_PATHS, "/nope-123"]) {
    test(`${pagePath} in every edition at ${SIZES.map((size) => size.join("x")).join(" and ")}`, async ({
      site,
      editions,
    }) => {
      for (const id of editions) {
        const path = editionPath(id, pagePath);
        // Opened on the phone, then the same page on a screen as wide as a laptop's.
        for (const [index, [width, height]] of SIZES.entries()) {
          await site.viewport(width, height);
          if (index === 0) {
            await site.open(path);
            // The prerendered figures match the browser's only where it formats the edition's tag
            // (Chromium formats Esperanto's "eo" as "en-US", and hydration then fails).
            const { intl } = ALL_LOCALES[id];
            const formats = await site.evaluate(
              (tag: string) => Intl.NumberFormat.supportedLocalesOf([tag]),
              intl,
            );
            expect(formats, `${path}: this browser formats "${intl}"`).toEqual([intl]);
            if (Object.hasOwn(PSEUDO_LOCALES, id)) {
              const literals = await site.evaluate(unmarkedTexts, UNMARKED_DATA);
              expect.soft(literals, `${path}: texts not from the edition's words`).toEqual([]);
            }
          }
          const at = `${path} at ${width}px`;
          const page = await site.evaluate(layout);
          expect(page.lang, at).toBe(ALL_LOCALES[id].lang);
          expect(page.dir, at).toBe(ALL_LOCALES[id].dir);
          expect(page.heading, `${at}: a heading`).not.toBe("");
          expect.soft(await site.evaluate(layoutProblems), `${at}: the layout`).toEqual([]);
          // Values on one line, however a label or a value wraps ("+10 ملايين" on a phone).
          const together = (edges: number[]) => Math.max(...edges) - Math.min(...edges) <= 1;
          for (const row of page.figureRows) {
            const values = together(row.valueTops) || together(row.valueBottoms);
            expect(values, `${at}: figures' values in line ${JSON.stringify(row)}`).toBe(true);
            expect(together(row.labelTops), `${at}: figures' labels in line`).toBe(true);
          }
        }
        // A reader's own text spacing, on the laptop's width, then the phone's.
        await site.evaluate(spaceText);
        for (const [width, height] of SIZES.toReversed()) {
          await site.viewport(width, height);
          expect
            .soft(
              await site.evaluate(layoutProblems),
              `${path} at ${width}px with WCAG 1.4.12's text spacing: the layout`,
            )
            .toEqual([]);
        }
        const errors = await site.errors();
        expect(
          errors.filter((error) => !(pagePath === "/nope-123" && NOT_FOUND_LOGS.test(error))),
          `${path}: errors`,
        ).toEqual([]);
      }
    });
  }
});
