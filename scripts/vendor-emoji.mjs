// @ts-check
// `npm run emoji`: copies the Twemoji picture of every emoji the site's
// content uses (all editions) from @twemoji/svg into public/emoji/, and
// removes any picture no longer used. Run it after adding an emoji to
// app/content; app/lib/emoji.test.ts fails until it is run.
import { copyFile, mkdir, readFile, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const { module: emoji } = await runnerImport(join(root, "app/lib/emoji.ts"));
const { module: files } = await runnerImport(join(root, "scripts/files.ts"));

const used = new Set();
for (const file of await files.listFiles(join(root, "app/content"), /(?<!\.test)\.ts$/)) {
  for (const found of emoji.emojiIn(await readFile(file, "utf8"))) used.add(emoji.emojiFile(found));
}
const target = join(root, "public", "emoji");
await mkdir(target, { recursive: true });
for (const name of await readdir(target)) {
  if (!used.has(name)) await rm(join(target, name));
}
for (const name of used) {
  await copyFile(join(root, "node_modules/@twemoji/svg", name), join(target, name));
}
console.log(`public/emoji: ${used.size} pictures`);
