/*
 * Each page's shared-link card in each edition (ADR 019). Skia (@napi-rs/canvas) shapes the words,
 * orders mixed Arabic and Latin and picks the face by letter, as the browser does.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { GlobalFonts, createCanvas, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PAGE_ICONS } from "../app/components/layout/site-pages";
import { SITE_NAME } from "../app/content/data/frame";
import type * as English from "../app/content/en/index";
import { LOCALES, LOCALE_IDS, editionPath, type LocaleId } from "../app/locales";
import { CARD, PAGES, cardPath, type Page } from "../app/pages";

const FONTS = join(import.meta.dirname, "..", "node_modules", "@fontsource-variable");
/** The site's text faces and subsets (app/styles/app.css, app/content/ar/edition.css). */
const FACES = [
  ["atkinson-hyperlegible-next", "latin"],
  ["noto-sans-arabic", "arabic"],
] as const;
const ranges: [number, number][] = [];
for (const [face, subset] of FACES) {
  const file = join(FONTS, face, "files", `${face}-${subset}-wght-normal.woff2`);
  GlobalFonts.registerFromPath(file, `card-${subset}`);
  const unicode = JSON.parse(readFileSync(join(FONTS, face, "unicode.json"), "utf8"));
  for (const range of (unicode[subset] as string).split(",")) {
    const [first, last = first] = range.replace("U+", "").split("-");
    ranges.push([parseInt(first!, 16), parseInt(last!, 16)]);
  }
}
/** The light theme's colours (app/styles/app.css `:root`) and the logo's (public/favicon.svg). */
const COLOURS = {
  background: "#f8fafc",
  foreground: "#0f172a",
  muted: "#475569",
  primary: "#4338ca",
  soft: "#e0e7ff",
  softForeground: "#312e81",
};
// Drawn at its size, not scaled up from the 32 px its viewBox gives.
const LOGO = loadImage(
  Buffer.from(
    readFileSync(join(import.meta.dirname, "..", "public", "favicon.svg"), "utf8").replace(
      "<svg ",
      '<svg width="72" height="72" ',
    ),
  ),
);
const { width: WIDTH, height: HEIGHT } = CARD;
const MARGIN = 80;
/** Where the student-project note's label starts, 56 px above the foot. */
const NOTE_TOP = HEIGHT - 106;

/** The variable faces at `weight` (the site's 700 or 400): a bold `font` would be synthesised. */
function setFont(context: SKRSContext2D, weight: number, size: number) {
  context.font = `${size}px card-latin, card-arabic`;
  context.fontVariationSettings = `"wght" ${weight}`;
}

/**
 * `text` broken between words into lines as wide as the card's text, at the largest size from
 * `size` down to `minSize` at which they fit in `height`.
 */
function wrap(
  context: SKRSContext2D,
  text: string,
  weight: number,
  box: { size: number; minSize: number; leading: number; height: number },
) {
  const fits = (line: string) => context.measureText(line).width <= WIDTH - 2 * MARGIN;
  for (let size = box.size; size >= box.minSize; size -= 2) {
    setFont(context, weight, size);
    const lines: string[] = [];
    for (const word of text.split(" ")) {
      const longer = `${lines.at(-1)} ${word}`;
      if (lines.length > 0 && fits(longer)) lines[lines.length - 1] = longer;
      else lines.push(word);
    }
    if (lines.every(fits) && lines.length * size * box.leading <= box.height) {
      return { lines, size };
    }
  }
  throw new Error(`og-cards: "${text}" does not fit on its card at ${box.minSize} px`);
}

/** What a card shows: the words of one page in one edition. */
export interface CardWords {
  title: string;
  line: string;
  note: string;
  rtl: boolean;
}

/** The card, `icon` (an SVG 56 px square) at its top corner; `lines` are its words as drawn. */
export async function drawCard(words: CardWords, icon: string) {
  const { rtl } = words;
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d");
  context.direction = rtl ? "rtl" : "ltr";
  const lines: string[] = [];
  const start = rtl ? WIDTH - MARGIN : MARGIN;
  const end = rtl ? MARGIN : WIDTH - MARGIN;
  const along = (offset: number) => (rtl ? start - offset : start + offset);
  const box = (
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    fill: string,
  ) => {
    context.fillStyle = fill;
    context.beginPath();
    context.roundRect(x, y, width, height, radius);
    context.fill();
  };
  const text = (value: string, x: number, y: number, fill: string) => {
    const missing = [...value].find((char) => {
      const code = char.codePointAt(0)!;
      return !ranges.some(([first, last]) => code >= first && code <= last);
    });
    if (missing) throw new Error(`og-cards: neither face has "${missing}" (in "${value}")`);
    context.fillStyle = fill;
    context.fillText(value, x, y);
    lines.push(value);
  };
  box(0, 0, WIDTH, HEIGHT, 0, COLOURS.background);
  box(rtl ? WIDTH - 16 : 0, 0, 16, HEIGHT, 0, COLOURS.primary);
  // The header: the logo and the site's name, and the page's icon in a tile at the other end.
  context.drawImage(await LOGO, rtl ? start - 72 : start, 64, 72, 72);
  setFont(context, 700, 36);
  text(SITE_NAME, along(96), 113, COLOURS.foreground);
  const tile = rtl ? end : end - 112;
  box(tile, 52, 112, 112, 28, COLOURS.soft);
  context.drawImage(await loadImage(Buffer.from(icon)), tile + 28, 80, 56, 56);
  let top = 196;
  /** Draws `value` from `top` down, in lines that fit in the box, and leaves a gap under it. */
  const paragraph = (
    value: string,
    weight: number,
    fill: string,
    fit: { size: number; minSize: number; leading: number; height: number },
  ) => {
    const { lines: wrapped, size } = wrap(context, value, weight, fit);
    for (const line of wrapped) {
      text(line, start, top + size * fit.leading * 0.78, fill);
      top += size * fit.leading;
    }
    top += 20;
  };
  // The page's title, two lines at most, and its line, down to the note.
  paragraph(words.title, 700, COLOURS.foreground, {
    size: 64,
    minSize: 48,
    leading: 1.2,
    height: 2 * 64 * 1.2,
  });
  paragraph(words.line, 400, COLOURS.muted, {
    size: 32,
    minSize: 24,
    leading: 1.45,
    height: NOTE_TOP - 20 - top,
  });
  // The student-project note, as a label at the foot.
  setFont(context, 700, 26);
  const pill = context.measureText(words.note).width + 48;
  box(rtl ? start - pill : start, NOTE_TOP, pill, 50, 25, COLOURS.soft);
  text(words.note, along(24), NOTE_TOP + 34, COLOURS.softForeground);
  return { canvas, lines };
}

/** Every edition's words, by file: "../app/content/es/index.ts"... */
const EDITIONS = import.meta.glob<typeof English>("../app/content/*/index.ts", { eager: true });

function cardWords(id: LocaleId, page: Page): CardWords {
  const { pages, site } = EDITIONS[`../app/content/${id}/index.ts`]!;
  const { title, description } = pages.PAGE_WORDS[page.id];
  return {
    // The card names the site above the title: a title's " | Lumina Academy" is left off.
    title: title.replace(` | ${SITE_NAME}`, ""),
    line: description,
    // "Student project:" as a label.
    note: site.SITE_BANNER.lead.replace(/:$/, ""),
    rtl: LOCALES[id].dir === "rtl",
  };
}

export async function pageCard(id: LocaleId, page: Page) {
  const icon = renderToStaticMarkup(
    createElement(PAGE_ICONS[page.id], { color: COLOURS.primary, size: 56 }),
  );
  const words = cardWords(id, page);
  return { words, ...(await drawCard(words, icon)) };
}

/** Every page's card in every edition, where `cardPath` names it (app/pages.ts). */
export async function writeCards(clientDir: string): Promise<void> {
  for (const id of LOCALE_IDS) {
    for (const page of PAGES) {
      const file = join(clientDir, editionPath(id, cardPath(page.path)));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, (await pageCard(id, page)).canvas.toBuffer("image/png"));
    }
  }
}
