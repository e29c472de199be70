/*
 * Each page's shared-link card in each edition (ADR 018). Text is shaped by HarfBuzz and written as
 * glyph outlines, so resvg needs no font of its own and the same words give the same bytes.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import * as hb from "harfbuzzjs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { decompress } from "wawoff2";
import { PAGE_ICONS } from "../app/components/layout/site-pages";
import { SITE_NAME } from "../app/content/data/frame";
import type * as English from "../app/content/en/index";
import { LOCALES, LOCALE_IDS, editionPath, type LocaleId } from "../app/locales";
import { CARD, PAGES, cardPath, type Page } from "../app/pages";

const FONTS = join(import.meta.dirname, "..", "node_modules", "@fontsource-variable");
/** The site's text faces, as app/styles/app.css and app/content/ar/edition.css declare them. */
const FACES = {
  latin: join(
    FONTS,
    "atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
  ),
  arabic: join(FONTS, "noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"),
};
/** The light theme's colours (app/styles/app.css `:root`) and the logo's (public/favicon.svg). */
const COLOURS = {
  background: "#f8fafc",
  foreground: "#0f172a",
  muted: "#475569",
  primary: "#4338ca",
  soft: "#e0e7ff",
  softForeground: "#312e81",
};
const LOGO = readFile(join(import.meta.dirname, "..", "public", "favicon.svg"), "utf8");
const { width: WIDTH, height: HEIGHT } = CARD;
const MARGIN = 80;
/** Where the student-project note's label starts, 56 px above the foot. */
const NOTE_TOP = HEIGHT - 106;

/** Letters of the Arabic script: the Arabic face draws them, the text face everything else. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const STRONG = /[\p{L}\p{N}]/u;

interface Face {
  font: hb.Font;
  scale: number;
  paths: Map<number, string>;
}
type Weight = Record<"latin" | "arabic", Face>;
interface Run {
  text: string;
  rtl: boolean;
  face: Face;
}
interface Line {
  text: string;
  runs: (Run & { glyphs: hb.GlyphInfo[]; positions: hb.GlyphPosition[] })[];
  width: number;
  size: number;
}

/** The two faces at the bold and regular weights the site uses (700 and 400), for `size` 1. */
async function loadFaces(): Promise<Record<"bold" | "regular", Weight>> {
  const faces: Partial<Record<keyof typeof FACES, hb.Face>> = {};
  // One at a time: wawoff2 hands back a view of its memory, which the next call reuses.
  for (const [name, file] of Object.entries(FACES) as [keyof typeof FACES, string][]) {
    faces[name] = new hb.Face(new hb.Blob((await decompress(await readFile(file))).slice()));
  }
  const at = (weight: number): Weight => {
    const face = (hbFace: hb.Face) => {
      const font = new hb.Font(hbFace);
      font.setVariations([new hb.Variation("wght", weight)]);
      return { font, scale: 1 / hbFace.upem, paths: new Map<number, string>() };
    };
    return { latin: face(faces.latin!), arabic: face(faces.arabic!) };
  };
  return { bold: at(700), regular: at(400) };
}

/**
 * `text` in runs of one direction and face, in reading order. Letters and digits are RTL if Arabic;
 * the rest take the direction around them, or the line's where the two sides differ.
 */
function runs(text: string, weight: Weight, rtl: boolean): Run[] {
  const chars = [...text];
  const strong = chars.map((char) => (STRONG.test(char) ? ARABIC.test(char) : null));
  const result: Run[] = [];
  chars.forEach((char, index) => {
    let right = strong[index];
    if (right === null || right === undefined) {
      const before = strong.slice(0, index).findLast((value) => value !== null);
      const after = strong.slice(index + 1).find((value) => value !== null);
      right = before !== undefined && before === after ? before : rtl;
    }
    const face = ARABIC.test(char) ? weight.arabic : weight.latin;
    const last = result.at(-1);
    if (last && last.rtl === right && last.face === face) last.text += char;
    else result.push({ text: char, rtl: right, face });
  });
  return result;
}

/**
 * One line shaped at `size`, its runs in drawing order, left to right: runs against the line's
 * direction are reversed as a whole (bidi rule L2, one level of embedding).
 */
function shapeLine(text: string, weight: Weight, size: number, rtl: boolean): Line {
  const shaped = runs(text, weight, rtl).map((run) => {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(run.face.font, buffer);
    const glyphs = buffer.getGlyphInfos();
    if (glyphs.some((glyph) => glyph.codepoint === 0)) {
      throw new Error(`og-cards: the face has no letter for a character of "${run.text}"`);
    }
    return { ...run, glyphs, positions: buffer.getGlyphPositions() };
  });
  const ordered: typeof shaped = [];
  let embedded: typeof shaped = [];
  for (const run of shaped) {
    if (run.rtl !== rtl) {
      embedded.unshift(run);
    } else {
      ordered.push(...embedded, run);
      embedded = [];
    }
  }
  ordered.push(...embedded);
  if (rtl) ordered.reverse();
  const width = ordered.reduce(
    (sum, run) =>
      sum +
      run.positions.reduce((advance, position) => advance + position.xAdvance, 0) * run.face.scale,
    0,
  );
  return { text, runs: ordered, width: width * size, size };
}

/**
 * `text` broken between words into lines `width` wide, `leading` times their size apart, at the
 * largest size from `size` down to `minSize` where they fit in `height`.
 */
function wrap(
  text: string,
  weight: Weight,
  box: {
    size: number;
    minSize: number;
    width: number;
    height: number;
    leading: number;
    rtl: boolean;
  },
): Line[] {
  for (let size = box.size; size >= box.minSize; size -= 2) {
    const lines: Line[] = [];
    for (const word of text.split(" ")) {
      const last = lines.at(-1);
      const longer = last && shapeLine(`${last.text} ${word}`, weight, size, box.rtl);
      if (longer && longer.width <= box.width) lines[lines.length - 1] = longer;
      else lines.push(shapeLine(word, weight, size, box.rtl));
    }
    const fits = lines.every((line) => line.width <= box.width);
    if (fits && lines.length * size * box.leading <= box.height) return lines;
  }
  throw new Error(`og-cards: "${text}" does not fit on its card at ${box.minSize} px`);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A line's glyph outlines from `x` (its left edge, or its right if `rtl`) on baseline `y`. Each
 * line and run is a group that names its words, for the tests and anyone reading the SVG.
 */
function drawLine(line: Line, x: number, y: number, fill: string, rtl: boolean): string {
  let pen = rtl ? x - line.width : x;
  let runs = "";
  for (const run of line.runs) {
    const scale = run.face.scale * line.size;
    const s = round(scale * 1000) / 1000;
    let paths = "";
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      const { paths: outlines, font } = run.face;
      if (!outlines.has(glyph.codepoint)) {
        outlines.set(glyph.codepoint, font.glyphToPath(glyph.codepoint));
      }
      const left = round(pen + position.xOffset * scale);
      const base = round(y - position.yOffset * scale);
      const outline = outlines.get(glyph.codepoint);
      if (outline)
        paths += `<path transform="matrix(${s} 0 0 ${-s} ${left} ${base})" d="${outline}"/>`;
      pen += position.xAdvance * scale;
    });
    runs += `<g data-text="${escapeXml(run.text)}">${paths}</g>`;
  }
  return `<g fill="${fill}" data-text="${escapeXml(line.text)}">${runs}</g>`;
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a card shows: the words of one page in one edition. */
export interface CardWords {
  title: string;
  line: string;
  note: string;
  rtl: boolean;
}

/** The card as SVG, `icon` (an SVG element 56 px square) at its top corner. */
function cardSvg(
  faces: Record<"bold" | "regular", Weight>,
  logo: string,
  icon: string,
  words: CardWords,
): string {
  const { rtl } = words;
  const start = rtl ? WIDTH - MARGIN : MARGIN;
  const end = rtl ? MARGIN : WIDTH - MARGIN;
  const along = (offset: number) => (rtl ? start - offset : start + offset);
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.background}"/>`;
  svg += `<rect x="${rtl ? WIDTH - 16 : 0}" width="16" height="${HEIGHT}" fill="${COLOURS.primary}"/>`;
  // The header: the logo and the site's name, and the page's icon at the other end.
  svg += logo.replace(
    "<svg ",
    `<svg x="${rtl ? start - 72 : start}" y="64" width="72" height="72" `,
  );
  svg += drawLine(
    shapeLine(SITE_NAME, faces.bold, 36, rtl),
    along(96),
    113,
    COLOURS.foreground,
    rtl,
  );
  const tile = rtl ? end : end - 112;
  svg += `<rect x="${tile}" y="52" width="112" height="112" rx="28" fill="${COLOURS.soft}"/>`;
  svg += icon.replace("<svg ", `<svg x="${tile + 28}" y="80" `);
  let top = 196;
  /** Draws `text` from `top` down, in lines that fit in the box, and leaves a gap under it. */
  const paragraph = (
    text: string,
    weight: Weight,
    fill: string,
    box: { size: number; minSize: number; leading: number; height: number },
  ) => {
    for (const line of wrap(text, weight, { ...box, width: WIDTH - 2 * MARGIN, rtl })) {
      const lineHeight = line.size * box.leading;
      svg += drawLine(line, start, top + lineHeight * 0.78, fill, rtl);
      top += lineHeight;
    }
    top += 20;
  };
  // The page's title, two lines at most, and its line, down to the note.
  paragraph(words.title, faces.bold, COLOURS.foreground, {
    size: 64,
    minSize: 48,
    leading: 1.2,
    height: 2 * 64 * 1.2,
  });
  paragraph(words.line, faces.regular, COLOURS.muted, {
    size: 32,
    minSize: 24,
    leading: 1.45,
    height: NOTE_TOP - 20 - top,
  });
  // The student-project note, as a label at the foot.
  const label = shapeLine(words.note, faces.bold, 26, rtl);
  const pill = label.width + 48;
  svg += `<rect x="${round(rtl ? start - pill : start)}" y="${NOTE_TOP}" width="${round(pill)}" height="50" rx="25" fill="${COLOURS.soft}"/>`;
  svg += drawLine(label, along(24), NOTE_TOP + 34, COLOURS.softForeground, rtl);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${svg}</svg>`;
}

/** The SVG drawn, with no font of the machine's: every letter is an outline already. */
export function renderCard(svg: string) {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render();
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

function pageIcon(page: Page): string {
  return renderToStaticMarkup(
    createElement(PAGE_ICONS[page.id], { color: COLOURS.primary, size: 56 }),
  );
}

let faces: ReturnType<typeof loadFaces> | undefined;

export async function pageCard(
  id: LocaleId,
  page: Page,
): Promise<{ words: CardWords; svg: string }> {
  faces ??= loadFaces();
  const words = cardWords(id, page);
  return { words, svg: cardSvg(await faces, await LOGO, pageIcon(page), words) };
}

/** Every page's card in every edition, where `cardPath` names it (app/pages.ts). */
export async function writeCards(clientDir: string): Promise<void> {
  for (const id of LOCALE_IDS) {
    for (const page of PAGES) {
      const file = join(clientDir, editionPath(id, cardPath(page.path)));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, renderCard((await pageCard(id, page)).svg).asPng());
    }
  }
}
