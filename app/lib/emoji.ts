/**
 * Emoji as Twemoji pictures, copied to public/emoji/ by `npm run emoji`, so they show without an
 * emoji font (ADR 013). Content keeps the character ("🍎"); this finds its picture.
 */

/**
 * A pictograph shown as emoji (by default or with U+FE0F), with its skin tone and parts joined by
 * U+200D, or a flag. Text symbols such as "©" are not emoji.
 */
const EMOJI =
  /\p{Regional_Indicator}{2}|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*/gu;

export function emojiIn(text: string): string[] {
  return [...text.matchAll(EMOJI)].map((match) => match[0]);
}

/** Twemoji's naming: no U+FE0F unless the emoji joins parts with U+200D ("🏛️" is 1f3db). */
export function emojiFile(emoji: string): string {
  const joined = emoji.includes("\u200D");
  const points = [...emoji]
    .map((char) => char.codePointAt(0)!)
    .filter((point) => joined || point !== 0xfe0f);
  return `${points.map((point) => point.toString(16)).join("-")}.svg`;
}

/** At the root: every edition shares the pictures. */
export const EMOJI_DIR = "/emoji/";

export function emojiSrc(emoji: string): string {
  return `${EMOJI_DIR}${emojiFile(emoji)}`;
}
