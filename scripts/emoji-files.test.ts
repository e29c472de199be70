import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentEmojiFiles, EMOJI_PICTURES_DIR } from "./emoji-files";

describe("the vendored emoji pictures", () => {
  it("are there for every emoji the content uses, and only those", async () => {
    const used = await contentEmojiFiles();
    expect(used.length).toBeGreaterThan(20);
    const vendored = readdirSync(EMOJI_PICTURES_DIR).sort();
    expect(vendored, "run `npm run emoji`").toEqual(used);
  });

  it("weigh about 2 KB each", () => {
    const sizes = readdirSync(EMOJI_PICTURES_DIR).map(
      (name) => readFileSync(join(EMOJI_PICTURES_DIR, name)).length,
    );
    const average = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    expect(average).toBeLessThanOrEqual(2048);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(5 * 1024);
  });
});
