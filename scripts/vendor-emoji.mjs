// @ts-check
// `npm run emoji`: public/emoji gets the Twemoji pictures the content of every edition uses, and no
// others. Run it after adding an emoji; scripts/emoji-files.test.ts fails until then.
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const { module: pictures } = await runnerImport(join(root, "scripts/emoji-files.ts"));

/** @type {string[]} */
const used = await pictures.contentEmojiFiles();
const target = pictures.EMOJI_PICTURES_DIR;
await mkdir(target, { recursive: true });
for (const name of await readdir(target)) {
  if (!used.includes(name)) await rm(join(target, name));
}
for (const name of used) {
  await copyFile(join(root, "node_modules/@twemoji/svg", name), join(target, name));
}
console.log(`public/emoji: ${used.length} pictures`);
