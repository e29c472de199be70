// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState, type ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent } from "./dialog";

/** What each test does when the dialog's content renders (React renders it after the frame). */
let whenContentRenders = () => {};

afterEach(() => {
  whenContentRenders = () => {};
});

function ContentProbe() {
  whenContentRenders();
  return null;
}

function Notes({
  initialFocus,
}: {
  initialFocus?: ComponentProps<typeof DialogContent>["initialFocus"] | "ref";
}) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const bold = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen} returnFocus={opener}>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open notes
      </button>
      <DialogContent
        title="Notes"
        description="Write down what you learnt."
        initialFocus={initialFocus === "ref" ? bold : initialFocus}
      >
        <ContentProbe />
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
  it("shows its frame first, then its content, and moves focus to the first control", async () => {
    /** How the page looked each time the content rendered. */
    const seen: { busy: boolean; focusOnDialog: boolean }[] = [];
    whenContentRenders = () => {
      const dialog = document.querySelector("dialog[open]");
      seen.push({
        busy: dialog?.querySelector('[aria-busy="true"]') != null,
        focusOnDialog: dialog !== null && document.activeElement === dialog,
      });
    };
    const { dialog } = await open();
    // The frame (title, description, close button) was on the page, with
    // focus on the dialog and its body busy, before the content rendered.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual({ busy: true, focusOnDialog: true });
    expect(dialog).toHaveAccessibleDescription("Write down what you learnt.");
    expect(screen.getByRole("button", { name: "Close dialog" })).toBeVisible();
    expect(dialog.querySelector("[aria-busy]")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveFocus();
  });

  it("focuses the control it is given", async () => {
    await open("ref");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
  });

  it('keeps focus on the dialog itself with initialFocus="dialog"', async () => {
    const { dialog } = await open("dialog");
    expect(screen.getByRole("button", { name: "Bold" })).toBeVisible();
    expect(dialog).toHaveFocus();
  });

  it("leaves focus where the user put it before the content came", async () => {
    // The user moves focus to the close button while the content is on its way.
    whenContentRenders = () => screen.getByRole("button", { name: "Close dialog" }).focus();
    await open();
    expect(screen.getByRole("textbox", { name: "Note" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Close dialog" })).toHaveFocus();
  });
});
