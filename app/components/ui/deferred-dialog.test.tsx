// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { notify } from "~/lib/notify";
import { DeferredDialogTrigger, type DeferredDialogProps } from "./deferred-dialog";
import { Dialog, DialogClose, DialogContent } from "./dialog";

vi.mock("~/lib/notify", () => ({ notify: vi.fn() }));

/** The dialog the trigger loads: as small as a real one can be. */
function ShareDialog(dialog: DeferredDialogProps) {
  return (
    <Dialog {...dialog}>
      <DialogContent title="Share this course" description="Send the link to a friend.">
        <DialogClose>Done</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

type Load = () => Promise<ComponentType<DeferredDialogProps>>;

/**
 * A `load` that fails, as a dynamic import does offline, until `online` is
 * set. Every hint (pointer near, focus, idle) that finds no load under way
 * starts one, so how many a pointer click makes depends on when the previous
 * failure settled: the tests count the user's messages rather than the loads.
 */
function failingNetwork() {
  const network: { online: boolean; load: Mock<Load> } = {
    online: false,
    load: vi.fn<Load>(() =>
      network.online
        ? Promise.resolve(ShareDialog)
        : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    ),
  };
  return network;
}

/**
 * The idle callback the trigger asks for, held here: it runs only when a test
 * says so, so no test depends on when jsdom would have been idle.
 */
let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => idleTasks.push(task));
  vi.stubGlobal("cancelIdleCallback", () => {});
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  // Unmount while the stubs are there: the trigger cancels its idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

function renderTrigger(load: Load) {
  render(
    <>
      <DeferredDialogTrigger load={load}>
        <button type="button">Share</button>
      </DeferredDialogTrigger>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), trigger: screen.getByRole("button", { name: "Share" }) };
}

describe("DeferredDialogTrigger", () => {
  it("marks its button as opening a dialog, closed at first, and loads nothing yet", () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { trigger } = renderTrigger(load);
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(idleTasks).toHaveLength(1);
  });

  it("loads the dialog on a click and opens it", async () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { user, trigger } = renderTrigger(load);

    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Share this course" });
    expect(dialog).toHaveAccessibleDescription("Send the link to a friend.");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(load).toHaveBeenCalledTimes(1);
    // Focus went into the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it("returns focus to its button when the dialog closes", async () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { user, trigger } = renderTrigger(load);

    await user.click(trigger);
    await screen.findByRole("dialog", { name: "Share this course" });
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();

    // And after Escape, on a second opening that needs no second load.
    await user.click(trigger);
    await screen.findByRole("dialog", { name: "Share this course" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("returns focus to its button after the dialog's own close button", async () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { user, trigger } = renderTrigger(load);

    await user.click(trigger);
    await screen.findByRole("dialog", { name: "Share this course" });
    await user.click(await screen.findByRole("button", { name: "Done" }));
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("loads the dialog ahead when the page is idle, so a click needs no second load", async () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { user, trigger } = renderTrigger(load);

    await act(async () => idleTasks.forEach((task) => task()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Share this course" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the dialog ahead when the pointer comes near or the button takes focus", async () => {
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { user, trigger } = renderTrigger(load);

    await user.hover(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(trigger).toHaveFocus();
    // One load, however many hints.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Share this course" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells the user when the dialog cannot be loaded, and a later click retries", async () => {
    const network = failingNetwork();
    const { user, trigger } = renderTrigger(network.load);

    await user.click(trigger);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith(
        "error",
        "This could not be opened",
        "Check your connection and try again.",
      ),
    );
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    network.online = true;
    const loadsSoFar = network.load.mock.calls.length;
    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Share this course" })).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(network.load.mock.calls.length).toBeGreaterThan(loadsSoFar);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("says nothing when a load the user did not ask for fails, and retries on the click", async () => {
    const network = failingNetwork();
    const { user, trigger } = renderTrigger(network.load);

    await act(async () => idleTasks.forEach((task) => task()));
    expect(network.load).toHaveBeenCalledTimes(1);
    await user.hover(trigger);
    expect(network.load).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(network.load).toHaveBeenCalledTimes(3);
    expect(notify).not.toHaveBeenCalled();

    // The click (Enter, on the focused button) retries; that failure the user is told about.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(network.load).toHaveBeenCalledTimes(4);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stops waiting for the idle time when it goes away", () => {
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const load = vi.fn<Load>(() => Promise.resolve(ShareDialog));
    const { unmount } = render(
      <DeferredDialogTrigger load={load}>
        <button type="button">Share</button>
      </DeferredDialogTrigger>,
    );
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
