import { describe, expect, it } from "vitest";
import { PAGE_WORDS as AR } from "../app/content/ar/pages";
import { SITE_BANNER as AR_BANNER } from "../app/content/ar/site";
import { PAGE_WORDS as EN } from "../app/content/en/pages";
import { SITE_BANNER as EN_BANNER } from "../app/content/en/site";
import { PAGE_WORDS as ES } from "../app/content/es/pages";
import { SITE_BANNER as ES_BANNER } from "../app/content/es/site";
import { pageById } from "../app/pages";
import { pageCard, renderCard } from "./og-cards";

/** Each line the card draws, in order: its words, and its runs' words as drawn, left to right. */
const drawnLines = (svg: string) =>
  [...svg.matchAll(/<g fill="[^"]+" data-text="([^"]*)">(.*?<\/g>)<\/g>/g)].map(
    ([, text, runs]) => ({
      text,
      runs: [...runs!.matchAll(/<g data-text="([^"]*)">(?:<path [^>]*\/>)*<\/g>/g)].map(
        ([, run]) => run,
      ),
    }),
  );

/** The share of the card's pixels in the title's ink colour (#0f172a), by half: [left, right]. */
function inkByHalf(svg: string): [number, number] {
  const image = renderCard(svg);
  expect([image.width, image.height]).toEqual([1200, 630]);
  // One read: each read of `pixels` copies them out of resvg.
  const { pixels } = image;
  const halves: [number, number] = [0, 0];
  for (let index = 0; index < pixels.length; index += 4) {
    const [red, green, blue] = pixels.subarray(index, index + 3);
    if (red! < 40 && green! < 40 && blue! < 60) halves[(index / 4) % 1200 < 600 ? 0 : 1] += 1;
  }
  return [halves[0] / (600 * 630), halves[1] / (600 * 630)];
}

describe("a page's shared-link card", () => {
  const page = pageById("gamifiedLearning");

  it.each([
    ["en", EN, EN_BANNER, "Gamified Learning"],
    ["es", ES, ES_BANNER, "Aprendizaje gamificado"],
    ["ar", AR, AR_BANNER, "التعلم بالألعاب"],
  ] as const)(
    "in %s draws the site's name, the page's title and line, and the note",
    async (id, words, banner, title) => {
      const card = await pageCard(id, page);
      expect(card.words.title).toBe(title);
      expect(words.gamifiedLearning.title).toBe(`${title} | Lumina Academy`);
      const lines = drawnLines(card.svg).map((line) => line.text);
      expect(lines[0]).toBe("Lumina Academy");
      expect(lines.at(-1)).toBe(banner.lead.replace(":", ""));
      expect(lines.slice(1, -1).join(" ")).toBe(`${title} ${words.gamifiedLearning.description}`);
    },
  );

  it("is written in ink on the side its language starts from", async () => {
    const [left, right] = inkByHalf((await pageCard("en", page)).svg);
    expect(left).toBeGreaterThan(0.01);
    expect(left).toBeGreaterThan(right * 3);
    const [arabicLeft, arabicRight] = inkByHalf((await pageCard("ar", page)).svg);
    expect(arabicRight).toBeGreaterThan(0.01);
    expect(arabicRight).toBeGreaterThan(arabicLeft * 3);
  });

  it("puts an English name inside an Arabic title where Arabic reading order puts it", async () => {
    // Read from the right, "Lumina Academy: المدرسة الرقمية" starts with the
    // site's name (itself left to right), then the colon and the Arabic words.
    const [, title] = drawnLines((await pageCard("ar", pageById("home"))).svg);
    expect(title!.text).toBe("Lumina Academy: المدرسة الرقمية");
    expect(title!.runs).toEqual(["الرقمية", " ", "المدرسة", ": ", "Lumina Academy"]);
  });

  it("comes out the same, byte for byte, from the same words", async () => {
    const { svg } = await pageCard("ar", page);
    const again = renderCard((await pageCard("ar", page)).svg).asPng();
    expect(renderCard(svg).asPng().equals(again)).toBe(true);
  });
});
