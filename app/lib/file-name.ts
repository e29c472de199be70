/** Characters no common file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/**
 * Unseen characters that change how a name reads: bidi embeddings, overrides and isolates
 * ("gnp.exe" shown as "exe.png"), direction marks, zero-width spaces and joiners, the BOM.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Windows device names, whatever follows the first dot ("con.txt", "AUX.tar.gz", "COM¹"). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\.|$)/i;
const MAX_FILE_NAME_LENGTH = 100;

/**
 * The length is capped by characters, so an emoji is never split. `fallback`, a word of the
 * edition's ("avatar"), names a file whose name had nothing usable left.
 */
export function safeFileName(name: string, extension: string, fallback: string): string {
  const typedExtension = new RegExp(`\\.${extension}$`, "i");
  let base = name
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(typedExtension, "")
    .replace(FORBIDDEN, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  base = Array.from(base).slice(0, MAX_FILE_NAME_LENGTH).join("").trim();
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  return `${base || fallback}.${extension}`;
}
