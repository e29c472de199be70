// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup, RadioOption } from "./radio-group";

const PACES = ["Relaxed", "Steady", "Intense"] as const;

function Pace({ defaultValue, label = "Pace" }: { defaultValue?: string; label?: string }) {
  return (
    <RadioGroup aria-label={label} defaultValue={defaultValue}>
      {PACES.map((pace) => (
        <RadioOption key={pace} value={pace.toLowerCase()}>
          {pace}
        </RadioOption>
      ))}
    </RadioGroup>
  );
}

function renderPace(defaultValue?: string) {
  render(
    <>
      <button type="button">Before</button>
      <Pace defaultValue={defaultValue} />
      <button type="button">After</button>
    </>,
  );
  return {
    user: userEvent.setup(),
    radio: (name: string) => screen.getByRole("radio", { name }),
  };
}

describe("RadioGroup", () => {
  it("is a named group of radio buttons, each named by its text", () => {
    renderPace("steady");
    const group = screen.getByRole("radiogroup", { name: "Pace" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["relaxed", "steady", "intense"]);
    for (const pace of PACES) {
      expect(within(group).getByRole("radio", { name: pace })).toBeInTheDocument();
    }
  });

  it("checks the default option only", () => {
    const { radio } = renderPace("steady");
    expect(radio("Steady")).toBeChecked();
    expect(radio("Relaxed")).not.toBeChecked();
    expect(radio("Intense")).not.toBeChecked();
  });

  it("checks nothing without a default", () => {
    const { radio } = renderPace();
    for (const pace of PACES) expect(radio(pace)).not.toBeChecked();
  });

  it("gives its options one name, its own, so they form one native group", () => {
    render(
      <>
        <Pace label="Pace" />
        <Pace label="Pace next week" />
      </>,
    );
    const names = (label: string) =>
      within(screen.getByRole("radiogroup", { name: label }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("name"));
    const [first] = names("Pace");
    expect(first).toBeTruthy();
    expect(names("Pace")).toEqual([first, first, first]);
    const [second] = names("Pace next week");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it("checks the clicked option, or the option whose text is clicked, and unchecks the rest", async () => {
    const { user, radio } = renderPace("relaxed");
    await user.click(radio("Intense"));
    expect(radio("Intense")).toBeChecked();
    expect(radio("Relaxed")).not.toBeChecked();

    await user.click(screen.getByText("Steady"));
    expect(radio("Steady")).toBeChecked();
    expect(radio("Intense")).not.toBeChecked();
  });

  it("moves and checks with the arrow keys, wrapping at the ends", async () => {
    const { user, radio } = renderPace("relaxed");
    await user.click(radio("Relaxed"));

    await user.keyboard("{ArrowDown}");
    expect(radio("Steady")).toHaveFocus();
    expect(radio("Steady")).toBeChecked();
    expect(radio("Relaxed")).not.toBeChecked();

    await user.keyboard("{ArrowRight}");
    expect(radio("Intense")).toHaveFocus();
    expect(radio("Intense")).toBeChecked();

    await user.keyboard("{ArrowRight}");
    expect(radio("Relaxed")).toHaveFocus();
    expect(radio("Relaxed")).toBeChecked();

    await user.keyboard("{ArrowUp}");
    expect(radio("Intense")).toHaveFocus();
    expect(radio("Intense")).toBeChecked();

    await user.keyboard("{ArrowLeft}");
    expect(radio("Steady")).toHaveFocus();
    expect(radio("Steady")).toBeChecked();
  });

  it("keeps the arrow keys inside its own group", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Pace label="Pace" defaultValue="intense" />
        <Pace label="Pace next week" defaultValue="relaxed" />
      </>,
    );
    const thisWeek = within(screen.getByRole("radiogroup", { name: "Pace" }));
    const nextWeek = within(screen.getByRole("radiogroup", { name: "Pace next week" }));
    await user.click(thisWeek.getByRole("radio", { name: "Intense" }));
    await user.keyboard("{ArrowDown}");
    expect(thisWeek.getByRole("radio", { name: "Relaxed" })).toHaveFocus();
    expect(thisWeek.getByRole("radio", { name: "Relaxed" })).toBeChecked();
    // The other group kept its choice.
    expect(nextWeek.getByRole("radio", { name: "Relaxed" })).toBeChecked();
  });

  it("is one Tab stop: its checked option, then Tab leaves the group", async () => {
    const { user, radio } = renderPace("steady");
    await user.click(screen.getByRole("button", { name: "Before" }));

    await user.tab();
    expect(radio("Steady")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio("Steady")).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  });

  it("moves its Tab stop to the option chosen with the keyboard", async () => {
    const { user, radio } = renderPace("steady");
    await user.click(radio("Steady"));
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio("Intense")).toHaveFocus();
  });

  it("passes disabled to an option, which the arrow keys then skip", async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup aria-label="Level" defaultValue="beginner">
        <RadioOption value="beginner">Beginner</RadioOption>
        <RadioOption value="intermediate" disabled>
          Intermediate
        </RadioOption>
        <RadioOption value="expert">Expert</RadioOption>
      </RadioGroup>,
    );
    const intermediate = screen.getByRole("radio", { name: "Intermediate" });
    expect(intermediate).toBeDisabled();

    await user.click(intermediate);
    expect(intermediate).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Beginner" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Beginner" }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Expert" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Expert" })).toBeChecked();
  });

  it("refuses an option outside a group", () => {
    // React logs the error it rethrows; keep the test output quiet.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<RadioOption value="lost">Lost</RadioOption>)).toThrow(
      "RadioOption must be inside a RadioGroup",
    );
    consoleError.mockRestore();
  });
});
