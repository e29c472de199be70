import { afterEach, describe, expect, it, vi } from "vitest";
import { safeFileName } from "./file-name";
import { storageGet, storageRemove, storageSet } from "./storage";

afterEach(() => localStorage.clear());

describe("storage wrapper", () => {
  it("reads, writes and removes", () => {
    expect(storageGet("k")).toEqual({ ok: true, value: null });
    expect(storageSet("k", "v")).toEqual({ ok: true, value: undefined });
    expect(storageGet("k")).toEqual({ ok: true, value: "v" });
    expect(storageRemove("k").ok).toBe(true);
    expect(storageGet("k")).toEqual({ ok: true, value: null });
  });

  it("reports a full store and leaves the old value", () => {
    storageSet("k", "old");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(storageSet("k", "new")).toEqual({ ok: false, reason: "quota" });
    expect(storageGet("k")).toEqual({ ok: true, value: "old" });
  });

  it("reports blocked storage and other errors", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storageGet("k")).toEqual({ ok: false, reason: "unavailable" });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new Error("boom");
    });
    expect(storageRemove("k")).toEqual({ ok: false, reason: "error" });
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
  ])("%j becomes %j", (name, expected) => {
    expect(safeFileName(name, "png")).toBe(expected);
  });

  it("caps the length without splitting an emoji", () => {
    const name = safeFileName("🦊".repeat(300), "png");
    expect(Array.from(name.replace(/\.png$/, ""))).toHaveLength(100);
    expect(name.replace(/\.png$/, "")).toBe("🦊".repeat(100));
  });
});
