/**
 * Emoji are drawn as our own pictures (Twemoji, vendored into public/emoji/
 * by `npm run emoji`), so they look the same on every device, with or
 * without an emoji font. The character stays the data: content holds "🍎",
 * and this finds its picture.
 */

/**
 * Every emoji in a text: a pictograph drawn as an emoji (by default, or asked
 * for with U+FE0F), with its skin tone and any parts joined by U+200D, or a
 * flag. Text symbols such as "©" are not emoji.
 */
const EMOJI =
  /\p{Regional_Indicator}{2}|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*/gu;

export function emojiIn(text: string): string[] {
  return [...text.matchAll(EMOJI)].map((match) => match[0]);
}

/**
 * The picture's file name, Twemoji's way: the code points in hex joined by
 * "-", without the variation selector U+FE0F unless the emoji joins parts
 * with U+200D ("🏛️" is 1f3db, "🍎" 1f34e).
 */
export function emojiFile(emoji: string): string {
  const joined = emoji.includes("\u200D");
  const points = [...emoji]
    .map((char) => char.codePointAt(0)!)
    .filter((point) => joined || point !== 0xfe0f);
  return `${points.map((point) => point.toString(16)).join("-")}.svg`;
}

/** Where the picture is served, the same for every edition. */
export const EMOJI_DIR = "/emoji/";

export function emojiSrc(emoji: string): string {
  return `${EMOJI_DIR}${emojiFile(emoji)}`;
}
