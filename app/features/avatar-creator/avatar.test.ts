// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { AVATAR_OPTIONS as NAMES } from "~/content/virtual-collaboration";
import { AVATAR_COLORS, AVATARS_KEY } from "~/data/virtual-collaboration";
import { avatarShapes, describeAvatar } from "./avatar-drawing";
import {
  appendPreset,
  discardUnreadable,
  isAvatarPreset,
  parseStoredList,
  readBackups,
  removeBackup,
  removePreset,
  subscribeToPresets,
  validPresets,
  type AvatarPreset,
} from "./avatar-presets";
import { saveNotices } from "./save-avatar";
import {
  CHOICE_IDS,
  DEFAULT_AVATAR,
  OPTION_IDS,
  avatarReducer,
  optionName,
  resolveAvatar,
  resolveShapeIds,
} from "./avatar-state";

const preset = (overrides: Partial<AvatarPreset> = {}): AvatarPreset => ({
  ...DEFAULT_AVATAR,
  createdAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

afterEach(() => localStorage.clear());

describe("avatar state", () => {
  it("defaults to My Avatar with the first option of each kind and no accessories", () => {
    const firstOfEach = Object.fromEntries(Object.keys(CHOICE_IDS).map((option) => [option, 0]));
    expect(Object.keys(firstOfEach)).toEqual([
      "skinTone",
      "hairColor",
      "eyeColor",
      "hairStyle",
      "outfit",
    ]);
    expect(DEFAULT_AVATAR).toEqual({ name: "My Avatar", ...firstOfEach, accessories: [] });
  });

  it("toggles accessories in and out of the list", () => {
    let state = avatarReducer(DEFAULT_AVATAR, { type: "toggleAccessory", index: 3 });
    state = avatarReducer(state, { type: "toggleAccessory", index: 0 });
    expect(state.accessories).toEqual([0, 3]);
    state = avatarReducer(state, { type: "toggleAccessory", index: 3 });
    expect(state.accessories).toEqual([0]);
    expect(avatarReducer(state, { type: "toggleAccessory", index: 6 })).toBe(state);
  });

  it("sets options and loads presets", () => {
    const state = avatarReducer(DEFAULT_AVATAR, { type: "option", option: "outfit", index: 4 });
    expect(state.outfit).toBe(4);
    const loaded = avatarReducer(state, {
      type: "load",
      avatar: preset({ name: "Zed", hairStyle: 5 }),
    });
    expect(loaded).toMatchObject({ name: "Zed", hairStyle: 5, outfit: 0 });
  });

  it("draws every option differently and describes it in words", () => {
    for (const option of ["skinTone", "hairColor", "eyeColor", "hairStyle", "outfit"] as const) {
      const drawings = new Set(
        [0, 1, 2, 3, 4, 5].map((index) =>
          JSON.stringify(avatarShapes({ ...DEFAULT_AVATAR, [option]: index })),
        ),
      );
      expect(drawings.size, option).toBe(6);
    }
    const plain = JSON.stringify(avatarShapes(DEFAULT_AVATAR));
    for (const index of [0, 1, 2, 3, 4, 5]) {
      expect(JSON.stringify(avatarShapes({ ...DEFAULT_AVATAR, accessories: [index] }))).not.toBe(
        plain,
      );
    }
    expect(describeAvatar({ ...DEFAULT_AVATAR, hairStyle: 5, accessories: [0, 1] })).toBe(
      "Avatar with porcelain skin, black hair in a ponytail, brown eyes, a casual outfit, with glasses and a hat.",
    );
    expect(describeAvatar({ ...DEFAULT_AVATAR, outfit: 5, hairStyle: 4, accessories: [3] })).toBe(
      "Avatar with porcelain skin, a black buzz cut, brown eyes, an academic outfit, with a watch.",
    );
  });
});

describe("presets in storage", () => {
  it("validates entries and skips the invalid ones", () => {
    expect(isAvatarPreset(preset())).toBe(true);
    for (const bad of [
      null,
      "x",
      preset({ skinTone: 6 }),
      preset({ outfit: -1 }),
      preset({ accessories: [7] }),
      { ...preset(), createdAt: "yesterday" },
      { ...preset(), name: 42 },
    ]) {
      expect(isAvatarPreset(bad)).toBe(false);
    }
    const list = parseStoredList(JSON.stringify([preset(), { nope: 1 }, preset({ name: "B" })]));
    expect(validPresets(list).map(({ preset: p, position }) => [p.name, position])).toEqual([
      ["My Avatar", 0],
      ["B", 2],
    ]);
    expect(parseStoredList("{oops").kind).toBe("corrupt");
    expect(parseStoredList('{"a":1}').kind).toBe("corrupt");
  });

  it("appends, keeping entries it cannot read", async () => {
    localStorage.setItem(AVATARS_KEY, JSON.stringify([{ legacy: true }]));
    expect(await appendPreset(preset(), new Date())).toEqual({ ok: true });
    expect(await appendPreset(preset({ name: "Two" }), new Date())).toEqual({ ok: true });
    const stored = JSON.parse(localStorage.getItem(AVATARS_KEY)!);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toEqual({ legacy: true });
    expect(stored[2].name).toBe("Two");
  });

  it("moves an unreadable value to a backup key before starting a new list", async () => {
    localStorage.setItem(AVATARS_KEY, "not json at all");
    const now = new Date("2026-11-22T12:00:00.000Z");
    const result = await appendPreset(preset(), now);
    expect(result).toEqual({ ok: true, backupKey: "avatars-backup-2026-11-22T12:00:00.000Z" });
    expect(localStorage.getItem("avatars-backup-2026-11-22T12:00:00.000Z")).toBe("not json at all");
    expect(JSON.parse(localStorage.getItem(AVATARS_KEY)!)).toHaveLength(1);
  });

  it("leaves the stored list exactly as it was when storage is full", async () => {
    const before = JSON.stringify([preset()]);
    localStorage.setItem(AVATARS_KEY, before);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(await appendPreset(preset({ name: "New" }), new Date())).toEqual({
      ok: false,
      reason: "quota",
    });
    expect(localStorage.getItem(AVATARS_KEY)).toBe(before);
  });

  it("removes the preset shown, found again if another tab moved it, and nothing if it is gone", async () => {
    localStorage.setItem(
      AVATARS_KEY,
      JSON.stringify([preset({ name: "A" }), preset({ name: "B" })]),
    );
    // Shown at 0, now at 1 (another tab removed one before it): still removed.
    expect((await removePreset(0, preset({ name: "B" }))).ok).toBe(true);
    expect(JSON.parse(localStorage.getItem(AVATARS_KEY)!).map((p: AvatarPreset) => p.name)).toEqual(
      ["A"],
    );
    expect((await removePreset(0, preset({ name: "C" }))).ok).toBe(false);
    expect((await removePreset(0, preset({ name: "A", hairStyle: 1 }))).ok).toBe(false);
    expect(JSON.parse(localStorage.getItem(AVATARS_KEY)!)).toHaveLength(1);
  });
});

describe("rewriting the list", () => {
  const odd = '[{"n":12345678901234567890},1.50,{"k":1,"k":2}]';

  it("keeps entries it does not understand byte for byte, on save and on delete", async () => {
    localStorage.setItem(AVATARS_KEY, odd);
    await appendPreset(preset({ name: "A" }), new Date());
    expect(localStorage.getItem(AVATARS_KEY)!.startsWith(odd.slice(0, -1) + ",")).toBe(true);
    expect((await removePreset(3, preset({ name: "A" }))).ok).toBe(true);
    expect(localStorage.getItem(AVATARS_KEY)).toBe(odd);
  });

  it("says when an unreadable value has no room for its backup, and keeps it", async () => {
    localStorage.setItem(AVATARS_KEY, "{broken");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(await appendPreset(preset(), new Date())).toEqual({
      ok: false,
      reason: "quota",
      unreadableInTheWay: true,
    });
    expect(localStorage.getItem(AVATARS_KEY)).toBe("{broken");
  });

  it("starts a new list in place of an unreadable value only if it is still the one shown", async () => {
    localStorage.setItem(AVATARS_KEY, "{broken");
    expect((await discardUnreadable("{other")).ok).toBe(false);
    expect(localStorage.getItem(AVATARS_KEY)).toBe("{broken");
    expect((await discardUnreadable("{broken")).ok).toBe(true);
    expect(localStorage.getItem(AVATARS_KEY)).toBeNull();
  });

  it("lists backups oldest first and deletes only the one asked for", () => {
    localStorage.setItem("avatars-backup-2026-11-22T12:00:00.000Z", "b");
    localStorage.setItem("avatars-backup-2026-11-21T12:00:00.000Z", "a");
    localStorage.setItem("unrelated", "x");
    expect(readBackups()).toEqual([
      {
        key: "avatars-backup-2026-11-21T12:00:00.000Z",
        createdAt: "2026-11-21T12:00:00.000Z",
        raw: "a",
      },
      {
        key: "avatars-backup-2026-11-22T12:00:00.000Z",
        createdAt: "2026-11-22T12:00:00.000Z",
        raw: "b",
      },
    ]);
    expect(removeBackup("avatars-backup-2026-11-21T12:00:00.000Z").ok).toBe(true);
    expect(readBackups().map((backup) => backup.raw)).toEqual(["b"]);
    expect(localStorage.getItem("unrelated")).toBe("x");
  });
});

describe("the presets lock", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs each write inside the lock, one after another, reading the list afresh", async () => {
    const held: string[] = [];
    let queue = Promise.resolve();
    vi.stubGlobal("navigator", {
      locks: {
        request: (name: string, task: () => unknown) => {
          const run = queue.then(() => {
            held.push(name);
            return task();
          });
          queue = run.then(() => undefined);
          return run;
        },
      },
    });
    await Promise.all([
      appendPreset(preset({ name: "A" }), new Date()),
      appendPreset(preset({ name: "B" }), new Date()),
    ]);
    expect(held).toEqual(["lumina-avatars", "lumina-avatars"]);
    expect(JSON.parse(localStorage.getItem(AVATARS_KEY)!).map((p: AvatarPreset) => p.name)).toEqual(
      ["A", "B"],
    );
  });

  it("still saves where the browser refuses the lock", async () => {
    vi.stubGlobal("navigator", {
      locks: { request: () => Promise.reject(new DOMException("no", "SecurityError")) },
    });
    expect(await appendPreset(preset(), new Date())).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem(AVATARS_KEY)!)).toHaveLength(1);
  });
});

describe("the presets store", () => {
  it("tells its subscribers about each change it makes, and stops when they leave", async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPresets(listener);
    await appendPreset(preset(), new Date());
    expect(listener).toHaveBeenCalledTimes(1);
    await removePreset(0, preset());
    expect(listener).toHaveBeenCalledTimes(2);
    // Nothing to remove: nothing changed, nobody is told.
    await removePreset(0, preset());
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await appendPreset(preset(), new Date());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("saving an avatar", () => {
  it("maps each outcome to the spec's toasts", () => {
    expect(saveNotices({ stored: true, downloaded: true })).toEqual([
      ["success", "Avatar saved", "Downloaded PNG and saved preset locally."],
    ]);
    expect(saveNotices({ stored: false })).toEqual([
      ["error", "Save failed", "Could not store preset locally."],
    ]);
    const [first, second] = saveNotices({ stored: true, downloaded: false, backupKey: "b" });
    expect(first?.[0]).toBe("warning");
    expect(second).toEqual([
      "info",
      "Older saved avatars kept",
      "They could not be read, so they were moved to “b” in this browser's storage.",
    ]);
  });
});

describe("avatar options", () => {
  // Saved presets store indexes into these lists: reordering one would
  // silently change every saved avatar. Add new options at the end.
  it("keeps every option list in the order saved presets rely on", () => {
    const names = (field: keyof typeof OPTION_IDS) =>
      OPTION_IDS[field].map((_, index) => optionName(field, index));
    expect(
      Object.fromEntries(
        Object.keys(OPTION_IDS).map((field) => [field, names(field as keyof typeof OPTION_IDS)]),
      ),
    ).toEqual({
      skinTone: ["Porcelain", "Sand", "Honey", "Caramel", "Umber", "Espresso"],
      hairColor: ["Black", "Brown", "Blonde", "Red", "Grey", "Blue"],
      eyeColor: ["Brown", "Blue", "Green", "Hazel", "Grey", "Amber"],
      hairStyle: ["Short", "Long", "Curly", "Braids", "Buzz Cut", "Ponytail"],
      outfit: ["Casual", "Formal", "Creative", "Sporty", "Tech", "Academic"],
      accessories: ["Glasses", "Hat", "Earrings", "Watch", "Necklace", "Backpack"],
    });
  });

  // The drawing and the description go by ids, never by a name another edition translates.
  it("gives every option a lowercase id, unique in its list, with its name by that id", () => {
    expect(Object.keys(OPTION_IDS)).toEqual(Object.keys(NAMES));
    for (const [field, ids] of Object.entries(OPTION_IDS)) {
      expect(Object.keys(NAMES[field as keyof typeof NAMES]), field).toEqual(ids);
      expect(new Set(ids).size, field).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    for (const [field, colors] of Object.entries(AVATAR_COLORS)) {
      expect(colors, field).toHaveLength(OPTION_IDS[field as keyof typeof AVATAR_COLORS].length);
    }
  });

  it("resolves indexes to options, out-of-range ones to the first option", () => {
    const resolved = resolveAvatar({
      ...DEFAULT_AVATAR,
      skinTone: 2,
      hairStyle: 99,
      accessories: [5, 42, 0],
    });
    expect(resolved.skinTone.name).toBe("Honey");
    expect(resolved.hairStyle).toBe("Short");
    expect(resolved.accessories).toEqual(["Backpack", "Glasses"]);
    expect(
      resolveShapeIds({ ...DEFAULT_AVATAR, outfit: 4, hairStyle: 99, accessories: [5, 42, 0] }),
    ).toEqual({ hairStyle: "short", outfit: "tech", accessories: ["backpack", "glasses"] });
  });
});
