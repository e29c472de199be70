import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emojiFile, emojiIn } from "./emoji";

const root = join(import.meta.dirname, "..", "..");

/** Every emoji the content of every edition uses (what `npm run emoji` vendors). */
function contentEmoji(): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(join(root, "app/content"), {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !/(?<!\.test)\.ts$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const emoji of emojiIn(text)) found.add(emoji);
  }
  return found;
}

describe("emoji pictures", () => {
  it("name files Twemoji's way", () => {
    expect(emojiFile("🍎")).toBe("1f34e.svg");
    // The variation selector goes, unless parts are joined.
    expect(emojiFile("🏛️")).toBe("1f3db.svg");
    expect(emojiFile("⚛️")).toBe("269b.svg");
    expect(emojiFile("🧑‍🚀")).toBe("1f9d1-200d-1f680.svg");
    expect(emojiFile("🏳️‍🌈")).toBe("1f3f3-fe0f-200d-1f308.svg");
    expect(emojiIn("a 🏳️‍🌈 and ✍️, 2 + 2 ⭐🥇 🇪🇸 © ™")).toEqual(["🏳️‍🌈", "✍️", "⭐", "🥇", "🇪🇸"]);
  });

  it("are vendored for every emoji the content uses, and only those", () => {
    const used = [...contentEmoji()].map(emojiFile).sort();
    expect(used.length).toBeGreaterThan(20);
    const vendored = readdirSync(join(root, "public/emoji")).sort();
    expect(vendored, "run `npm run emoji`").toEqual(used);
  });

  it("weigh about 2 KB each", () => {
    const sizes = readdirSync(join(root, "public/emoji")).map(
      (name) => readFileSync(join(root, "public/emoji", name)).length,
    );
    const average = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    expect(average).toBeLessThanOrEqual(2048);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(5 * 1024);
  });
});
