// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WidgetBoundary } from "./widget-boundary";

let broken = true;
function Flaky() {
  if (broken) throw new Error("boom");
  return <p>The widget works</p>;
}

describe("WidgetBoundary", () => {
  it("keeps a widget's failure to itself and tries again on request", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <WidgetBoundary widget="memory game">
          <Flaky />
        </WidgetBoundary>
        <p>The rest of the page</p>
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The memory game stopped working");
    expect(screen.getByText("The rest of the page")).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("The widget works")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
