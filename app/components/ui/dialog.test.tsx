// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, type ComponentProps } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { frames, paint, resetFrames } from "~/lib/schedule.fake";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";

vi.mock("~/lib/schedule", () => import("~/lib/schedule.fake"));

// jsdom lays nothing out, so every element would count as hidden to `tabbable`,
// which finds the dialog's controls as the browser would: give each one a box.
beforeEach(() => {
  // Every test here looks at the dialog before its content comes.
  frames.held = true;
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([
    new DOMRect(0, 0, 10, 10),
  ] as unknown as DOMRectList);
});

afterEach(() => {
  cleanup();
  resetFrames();
  vi.restoreAllMocks();
});

function Notes({
  initialFocus,
}: {
  initialFocus?: ComponentProps<typeof DialogContent>["initialFocus"] | "ref";
}) {
  const bold = useRef<HTMLButtonElement>(null);
  return (
    <Dialog>
      <DialogTrigger>Open notes</DialogTrigger>
      <DialogContent
        title="Notes"
        description="Write down what you learnt."
        initialFocus={initialFocus === "ref" ? bold : initialFocus}
      >
        <textarea aria-label="Note" />
        <button ref={bold} type="button">
          Bold
        </button>
      </DialogContent>
    </Dialog>
  );
}

async function open(initialFocus?: ComponentProps<typeof Notes>["initialFocus"]) {
  const user = userEvent.setup();
  render(<Notes initialFocus={initialFocus} />);
  await user.click(screen.getByRole("button", { name: "Open notes" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Notes" }) };
}

describe("DialogContent opens in two steps", () => {
  it("shows its frame at once, then its content, and moves focus to the first control", async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleDescription("Write down what you learnt.");
    expect(screen.getByRole("button", { name: "Close dialog" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Note" })).toBeNull();
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(dialog).toHaveFocus();

    paint();
    expect(dialog.querySelector("[aria-busy]")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveFocus();
  });

  it("focuses the control it is given", async () => {
    await open("ref");
    paint();
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
  });

  it('keeps focus on the dialog itself with initialFocus="dialog"', async () => {
    const { dialog } = await open("dialog");
    paint();
    expect(screen.getByRole("button", { name: "Bold" })).toBeVisible();
    expect(dialog).toHaveFocus();
  });

  it("leaves focus where the user put it before the content came", async () => {
    const { user } = await open();
    await user.tab();
    const close = screen.getByRole("button", { name: "Close dialog" });
    expect(close).toHaveFocus();
    paint();
    expect(close).toHaveFocus();
  });
});
