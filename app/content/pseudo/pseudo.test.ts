import { describe, expect, test } from "vitest";
import * as english from "../en/index";
import * as pseudoWords from "./index";
import { KEPT_KEYS } from "~/locales";
import { accent, mark } from "./pseudo";

/** Where a value code looks up sits (an id, an icon...): English's in every edition. */
const KEPT = new RegExp(`\\.(${KEPT_KEYS.join("|")})$`);

/** Every string of a module's words, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

describe("the pseudo-locale's words", () => {
  test("a word is accented, marked and 40% longer, its placeholders as they are", () => {
    expect(mark("{count} due this week")).toBe("«{count} dúé thís wéék one two»");
    expect(mark("Send")).toBe("«Séñd»");
    expect(mark("Send message")).toMatch(/^«Séñd mésságé( \w+)+»$/);
    expect(mark("Send message").length).toBeGreaterThanOrEqual("Send message".length * 1.4);
    expect(mark("")).toBe("");
  });

  test("every English word is marked, but ids and the like are English's", () => {
    const englishStrings = new Map(strings(english, "en"));
    const found = strings(pseudoWords, "en");
    expect(found.length).toBe(englishStrings.size);
    for (const [at, text] of found) {
      // Its own: which edition it is, and its faces (none).
      if (at.startsWith("en.locale.")) continue;
      const original = englishStrings.get(at)!;
      if (KEPT.test(at)) {
        expect(text, at).toBe(original);
      } else if (/^en\.coachReplies\.REPLY_KEYWORDS\[\d+\]\[0\]$/.test(at)) {
        // Each keyword's topic, which code looks up.
        expect(text, at).toBe(original);
      } else if (/^en\.coachReplies\.REPLY_KEYWORDS/.test(at)) {
        expect(text, at).toBe(accent(original));
      } else if (original.trim() !== "") {
        expect(text, at).toMatch(/^«[^]*»$/);
        expect(text.length, at).toBeGreaterThanOrEqual(original.length * 1.4);
      }
    }
  });

  test("a word that is a function answers marked", () => {
    expect(pseudoWords.grammar.withArticle("owl")).toBe("«áñ ówl one»");
  });
});
