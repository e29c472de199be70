// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SwitchField } from "./switch";

describe("SwitchField", () => {
  it("is a switch named by its label, off by default", () => {
    render(<SwitchField label="Dark mode" />);
    const toggle = screen.getByRole("switch", { name: "Dark mode" });
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAccessibleDescription();
  });

  it("starts on with defaultChecked", () => {
    render(<SwitchField label="Dark mode" defaultChecked />);
    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
  });

  it("reads its hint as the switch's description", () => {
    render(<SwitchField label="Captions" hint="Shown under every video" />);
    expect(screen.getByRole("switch", { name: "Captions" })).toHaveAccessibleDescription(
      "Shown under every video",
    );
  });

  it("toggles on a click, and back on another", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<SwitchField label="Dark mode" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole("switch", { name: "Dark mode" });

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it("toggles when its label is clicked", async () => {
    const user = userEvent.setup();
    render(<SwitchField label="Dark mode" hint="Easier on the eyes at night" />);
    await user.click(screen.getByText("Dark mode"));
    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
    // The hint is not part of the label.
    await user.click(screen.getByText("Easier on the eyes at night"));
    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
  });

  it("is reached with Tab and toggled with Space and Enter", async () => {
    const user = userEvent.setup();
    render(<SwitchField label="Dark mode" />);
    const toggle = screen.getByRole("switch", { name: "Dark mode" });

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(" ");
    expect(toggle).toBeChecked();
    await user.keyboard("{Enter}");
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it("gives two switches their own labels", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SwitchField label="Captions" />
        <SwitchField label="Sound" />
      </>,
    );
    await user.click(screen.getByText("Sound"));
    expect(screen.getByRole("switch", { name: "Sound" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Captions" })).not.toBeChecked();
  });

  describe("controlled", () => {
    it("reports the new state but shows what its owner says", async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(<SwitchField label="Sync" checked={false} onCheckedChange={onCheckedChange} />);
      const toggle = screen.getByRole("switch", { name: "Sync" });

      await user.click(toggle);
      expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
      expect(toggle).not.toBeChecked();
    });

    it("follows its owner's state", async () => {
      const user = userEvent.setup();
      function Owner() {
        const [on, setOn] = useState(true);
        return (
          <>
            <SwitchField label="Sync" checked={on} onCheckedChange={setOn} />
            <p>Sync is {on ? "on" : "off"}</p>
          </>
        );
      }
      render(<Owner />);
      const toggle = screen.getByRole("switch", { name: "Sync" });
      expect(toggle).toBeChecked();

      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(screen.getByText("Sync is off")).toBeInTheDocument();
      await user.keyboard(" ");
      expect(toggle).toBeChecked();
      expect(screen.getByText("Sync is on")).toBeInTheDocument();
    });
  });

  describe("disabled", () => {
    it("cannot be toggled by pointer, label or keyboard, nor reached with Tab", async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(
        <>
          <SwitchField
            label="Offline mode"
            disabled
            defaultChecked
            onCheckedChange={onCheckedChange}
          />
          <button type="button">Next</button>
        </>,
      );
      const toggle = screen.getByRole("switch", { name: "Offline mode" });
      expect(toggle).toBeDisabled();

      await user.click(toggle);
      await user.click(screen.getByText("Offline mode"));
      await user.tab();
      expect(toggle).not.toHaveFocus();
      expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
      await user.keyboard(" ");

      expect(toggle).toBeChecked();
      expect(onCheckedChange).not.toHaveBeenCalled();
    });
  });
});
