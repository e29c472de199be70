import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("sonner");
  vi.resetModules();
});

describe("notify", () => {
  it("shows a toast with the given tone, text and an id made of them", async () => {
    const success = vi.fn();
    vi.doMock("sonner", () => ({ toast: { success } }));
    const { notify } = await import("./notify");
    notify("success", "Avatar saved", "Downloaded PNG.");
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Avatar saved", {
        description: "Downloaded PNG.",
        id: "success:Avatar saved:Downloaded PNG.",
      }),
    );
  });

  it("hands the notice to the fallback when the toast code cannot load", async () => {
    vi.doMock("sonner", () => {
      throw new Error("offline");
    });
    const { notify, setNotifyFallback } = await import("./notify");
    const shown = vi.fn();
    setNotifyFallback(shown);
    notify("error", "Save failed", "Could not store preset locally.");
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        tone: "error",
        title: "Save failed",
        description: "Could not store preset locally.",
      }),
    );
  });

  it("goes straight to the fallback once the toast region could not load", async () => {
    const info = vi.fn();
    vi.doMock("sonner", () => ({ toast: { info } }));
    const { markToastsUnavailable, notify, setNotifyFallback } = await import("./notify");
    const shown = vi.fn();
    const unset = setNotifyFallback(shown);
    markToastsUnavailable();
    notify("info", "Avatar loaded", "It is in the editor.");
    expect(shown).toHaveBeenCalledTimes(1);
    expect(info).not.toHaveBeenCalled();
    unset();
    notify("info", "Avatar loaded", "Again.");
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
