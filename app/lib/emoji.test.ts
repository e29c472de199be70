import { describe, expect, it } from "vitest";
import { emojiFile, emojiIn } from "./emoji";

// That every emoji the content uses has its picture: scripts/emoji-files.test.ts.
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
});
