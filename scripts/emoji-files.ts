import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { emojiFile, emojiIn } from "../app/lib/emoji";
import { listFiles } from "./files";

/** Where the vendored pictures live (served at app/lib/emoji.ts's EMOJI_DIR). */
export const EMOJI_PICTURES_DIR = join(import.meta.dirname, "..", "public", "emoji");

/** The picture of each emoji any edition's content uses: what `npm run emoji` vendors (ADR 013). */
export async function contentEmojiFiles(): Promise<string[]> {
  const contentDir = join(import.meta.dirname, "..", "app", "content");
  const used = new Set<string>();
  for (const file of await listFiles(contentDir, /(?<!\.test)\.ts$/)) {
    for (const emoji of emojiIn(await readFile(file, "utf8"))) used.add(emojiFile(emoji));
  }
  return [...used].sort();
}
