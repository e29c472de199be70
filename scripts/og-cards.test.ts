import type { Canvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { PAGE_WORDS as AR } from "../app/content/ar/pages";
import { SITE_BANNER as AR_BANNER } from "../app/content/ar/site";
import { PAGE_WORDS as EN } from "../app/content/en/pages";
import { SITE_BANNER as EN_BANNER } from "../app/content/en/site";
import { PAGE_WORDS as ES } from "../app/content/es/pages";
import { SITE_BANNER as ES_BANNER } from "../app/content/es/site";
import { pageById } from "../app/pages";
import { drawCard, pageCard } from "./og-cards";

/** The share of the card's pixels in the title's ink colour (#0f172a), by half: [left, right]. */
function inkByHalf(canvas: Canvas): [number, number] {
  expect([canvas.width, canvas.height]).toEqual([1200, 630]);
  const { data } = canvas.getContext("2d").getImageData(0, 0, 1200, 630);
  const halves: [number, number] = [0, 0];
  for (let index = 0; index < data.length; index += 4) {
    const [red, green, blue] = data.subarray(index, index + 3);
    if (red! < 40 && green! < 40 && blue! < 60) halves[(index / 4) % 1200 < 600 ? 0 : 1] += 1;
  }
  return [halves[0] / (600 * 630), halves[1] / (600 * 630)];
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"/>`;

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
      expect(card.lines[0]).toBe("Lumina Academy");
      expect(card.lines.at(-1)).toBe(banner.lead.replace(":", ""));
      expect(card.lines.slice(1, -1).join(" ")).toBe(
        `${title} ${words.gamifiedLearning.description}`,
      );
    },
  );

  it("is written in ink on the side its language starts from", async () => {
    const [left, right] = inkByHalf((await pageCard("en", page)).canvas);
    expect(left).toBeGreaterThan(0.01);
    expect(left).toBeGreaterThan(right * 3);
    const [arabicLeft, arabicRight] = inkByHalf((await pageCard("ar", page)).canvas);
    expect(arabicRight).toBeGreaterThan(0.01);
    expect(arabicRight).toBeGreaterThan(arabicLeft * 3);
  });

  it("stops the build on a letter neither face has", async () => {
    const words = { title: "Gamified Learning 🎮", line: "Play", note: "Student project" };
    await expect(drawCard({ ...words, rtl: false }, ICON)).rejects.toThrow(/neither face/);
  });

  it("comes out the same, byte for byte, from the same words", async () => {
    const png = async () => (await pageCard("ar", page)).canvas.toBuffer("image/png");
    expect((await png()).equals(await png())).toBe(true);
  });
});
