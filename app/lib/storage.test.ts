// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { safeFileName } from "./file-name";
import { storageGet, storageSet } from "./storage";

afterEach(() => localStorage.clear());

describe("storage wrapper", () => {
  it("reads and writes", () => {
    expect(storageGet("avatars")).toEqual({ ok: true, value: null });
    expect(storageSet("avatars", "v")).toEqual({ ok: true, value: undefined });
    expect(storageGet("avatars")).toEqual({ ok: true, value: "v" });
  });

  it("reports a full store and leaves the old value", () => {
    storageSet("avatars", "old");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(storageSet("avatars", "new")).toEqual({ ok: false, reason: "quota" });
    expect(storageGet("avatars")).toEqual({ ok: true, value: "old" });
  });

  it("reports blocked storage and other errors", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storageGet("avatars")).toEqual({ ok: false, reason: "unavailable" });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("boom");
    });
    expect(storageSet("avatars", "x")).toEqual({ ok: false, reason: "error" });
  });

  it("reports storage whose very access throws (blocked by the browser) as unavailable", () => {
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storageGet("avatars")).toEqual({ ok: false, reason: "unavailable" });
    expect(storageSet("avatars", "x")).toEqual({ ok: false, reason: "unavailable" });
    blocked.mockRestore();
  });
});

describe("safeFileName", () => {
  it.each([
    ["My Avatar", "My Avatar.png"],
    ["", "avatar.png"],
    ["   ", "avatar.png"],
    ["...", "avatar.png"],
    ['a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j.png"],
    ["tab\there\nnew", "tab here new.png"],
    ["CON", "_CON.png"],
    ["<img src=x onerror=alert(1)>", "_img src=x onerror=alert(1)_.png"],
    ["🦊 Fox", "🦊 Fox.png"],
    ["Fox.PNG ", "Fox.png"],
    ["../a<b>:c?.png", "_a_b__c_.png"],
    ["con.txt", "_con.txt.png"],
    ["AUX.tar.gz", "_AUX.tar.gz.png"],
    ["COM¹", "_COM¹.png"],
    ["lpt³.doc", "_lpt³.doc.png"],
    ["console", "console.png"],
    ["Fox\u202Egnp.exe", "Foxgnp.exe.png"],
    ["a\u2066b\u2067c\u2068d\u2069e", "abcde.png"],
    ["zero\u200Bwidth\u200C\u200Djoin", "zerowidthjoin.png"],
    ["\u202E", "avatar.png"],
  ])("%j becomes %j", (name, expected) => {
    expect(safeFileName(name, "png", "avatar")).toBe(expected);
  });

  it("caps the length without splitting an emoji", () => {
    const name = safeFileName("🦊".repeat(300), "png", "avatar");
    expect(Array.from(name.replace(/\.png$/, ""))).toHaveLength(100);
    expect(name.replace(/\.png$/, "")).toBe("🦊".repeat(100));
  });
});
