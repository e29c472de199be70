// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

/**
 * Three tabs, with a control before and after so Tab has somewhere to come from
 * and go to; `reviews` is the last panel's content.
 */
function renderTabs({
  defaultValue = "overview",
  reviews = <p>Reviews text</p>,
}: { defaultValue?: string; reviews?: ReactNode } = {}) {
  render(
    <>
      <button type="button">Before</button>
      <Tabs defaultValue={defaultValue}>
        <TabsList aria-label="Course details">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="syllabus">Syllabus</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <p>Overview text</p>
        </TabsContent>
        <TabsContent value="syllabus">
          <p>Syllabus text</p>
          <button type="button">Download syllabus</button>
        </TabsContent>
        <TabsContent value="reviews">{reviews}</TabsContent>
      </Tabs>
      <button type="button">After</button>
    </>,
  );
  return {
    user: userEvent.setup(),
    tab: (name: string) => screen.getByRole("tab", { name }),
  };
}

/** The one tab marked selected, and the one panel a screen reader can reach. */
function expectShown(name: string) {
  expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(name);
  expect(screen.getByRole("tabpanel")).toHaveAccessibleName(name);
  expect(screen.getByText(`${name} text`)).toBeVisible();
}

describe("Tabs", () => {
  it("is a named tab list whose default tab is selected and shown", () => {
    const { tab } = renderTabs({ defaultValue: "syllabus" });
    expect(screen.getByRole("tablist", { name: "Course details" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Syllabus",
      "Reviews",
    ]);
    expect(tab("Syllabus")).toHaveAttribute("aria-selected", "true");
    expect(tab("Overview")).toHaveAttribute("aria-selected", "false");
    expect(tab("Reviews")).toHaveAttribute("aria-selected", "false");
    expectShown("Syllabus");
    // The other panels' content is not mounted at all.
    expect(screen.queryByText("Overview text")).not.toBeInTheDocument();
    expect(screen.queryByText("Reviews text")).not.toBeInTheDocument();
  });

  it("labels each panel by its tab, and each tab controls its panel", () => {
    const { tab } = renderTabs();
    const panel = screen.getByRole("tabpanel", { name: "Overview" });
    expect(panel).toHaveAttribute("aria-labelledby", tab("Overview").id);
    expect(tab("Overview")).toHaveAttribute("aria-controls", panel.id);
    // The hidden panels are controlled by, and labelled by, their own tabs too.
    for (const name of ["Syllabus", "Reviews"]) {
      const hidden = document.getElementById(tab(name).getAttribute("aria-controls") ?? "");
      expect(hidden).toHaveAttribute("role", "tabpanel");
      expect(hidden).toHaveAttribute("aria-labelledby", tab(name).id);
      expect(hidden).not.toBeVisible();
    }
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
  });

  it("shows the clicked tab and hides the one shown before", async () => {
    const { user, tab } = renderTabs();
    await user.click(tab("Reviews"));
    expectShown("Reviews");
    expect(tab("Reviews")).toHaveFocus();
    expect(tab("Overview")).toHaveAttribute("aria-selected", "false");
    expect(screen.queryByText("Overview text")).not.toBeInTheDocument();

    await user.click(tab("Syllabus"));
    expectShown("Syllabus");
    expect(screen.getByRole("button", { name: "Download syllabus" })).toBeVisible();
  });

  it("moves to and shows the next tab with ArrowRight, wrapping from the last to the first", async () => {
    const { user, tab } = renderTabs();
    await user.click(tab("Overview"));

    await user.keyboard("{ArrowRight}");
    expect(tab("Syllabus")).toHaveFocus();
    expectShown("Syllabus");

    await user.keyboard("{ArrowRight}");
    expect(tab("Reviews")).toHaveFocus();
    expectShown("Reviews");

    await user.keyboard("{ArrowRight}");
    expect(tab("Overview")).toHaveFocus();
    expectShown("Overview");
  });

  it("moves to and shows the previous tab with ArrowLeft, wrapping from the first to the last", async () => {
    const { user, tab } = renderTabs();
    await user.click(tab("Overview"));

    await user.keyboard("{ArrowLeft}");
    expect(tab("Reviews")).toHaveFocus();
    expectShown("Reviews");

    await user.keyboard("{ArrowLeft}");
    expect(tab("Syllabus")).toHaveFocus();
    expectShown("Syllabus");
  });

  it("follows a right-to-left page: ArrowLeft goes to the next tab, ArrowRight to the previous", async () => {
    document.documentElement.dir = "rtl";
    try {
      const { user, tab } = renderTabs();
      await user.click(tab("Overview"));

      await user.keyboard("{ArrowLeft}");
      expect(tab("Syllabus")).toHaveFocus();
      expectShown("Syllabus");

      await user.keyboard("{ArrowRight}");
      await user.keyboard("{ArrowRight}");
      expect(tab("Reviews")).toHaveFocus();
      expectShown("Reviews");
    } finally {
      document.documentElement.dir = "";
    }
  });

  it("goes to the first tab with Home and the last with End", async () => {
    const { user, tab } = renderTabs({ defaultValue: "syllabus" });
    await user.click(tab("Syllabus"));

    await user.keyboard("{End}");
    expect(tab("Reviews")).toHaveFocus();
    expectShown("Reviews");

    await user.keyboard("{Home}");
    expect(tab("Overview")).toHaveFocus();
    expectShown("Overview");
  });

  it("ignores keys that are not part of the pattern", async () => {
    const { user, tab } = renderTabs();
    await user.click(tab("Overview"));
    await user.keyboard("{ArrowDown}{ArrowUp}{a}");
    expect(tab("Overview")).toHaveFocus();
    expectShown("Overview");
  });

  it("puts only the selected tab in the Tab order, and Tab goes from it into the panel", async () => {
    const { user, tab } = renderTabs({ defaultValue: "syllabus" });
    expect(tab("Syllabus")).toHaveAttribute("tabindex", "0");
    expect(tab("Overview")).toHaveAttribute("tabindex", "-1");
    expect(tab("Reviews")).toHaveAttribute("tabindex", "-1");

    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(tab("Syllabus")).toHaveFocus();

    // Past the other tabs, into the panel, then the panel's own control, then out.
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Syllabus" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Download syllabus" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();

    // And back: Shift+Tab returns to the selected tab only, then leaves the list.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(tab("Syllabus")).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  });

  it("moves the Tab stop along with the selection", async () => {
    const { user, tab } = renderTabs();
    await user.click(tab("Overview"));
    await user.keyboard("{End}");
    expect(tab("Reviews")).toHaveAttribute("tabindex", "0");
    expect(tab("Overview")).toHaveAttribute("tabindex", "-1");

    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Reviews" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab("Reviews")).toHaveFocus();
  });

  it("skips a disabled tab with the arrow keys", async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">Alpha</TabsTrigger>
          <TabsTrigger value="b" disabled>
            Beta
          </TabsTrigger>
          <TabsTrigger value="c">Gamma</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Alpha text</TabsContent>
        <TabsContent value="b">Beta text</TabsContent>
        <TabsContent value="c">Gamma text</TabsContent>
      </Tabs>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Alpha" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Gamma" })).toHaveFocus();
    expectShown("Gamma");

    await user.click(screen.getByRole("tab", { name: "Beta" }));
    expectShown("Gamma");
  });

  it("keeps a kept panel's content, and its state, while another tab is shown", async () => {
    render(
      <Tabs defaultValue="game">
        <TabsList aria-label="Modes">
          <TabsTrigger value="game">Game</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="game" keepMounted>
          <label>
            Answer <input />
          </label>
        </TabsContent>
        <TabsContent value="notes">
          <label>
            Note <input />
          </label>
        </TabsContent>
      </Tabs>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Answer" }), "42");
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    await user.type(screen.getByRole("textbox", { name: "Note" }), "draft");

    // The kept panel is hidden, not gone.
    expect(screen.queryByRole("textbox", { name: "Answer" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Answer", hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Game" }));
    expect(screen.getByRole("textbox", { name: "Answer" })).toHaveValue("42");
    // The panel that is not kept was unmounted and starts afresh.
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
  });

  it("gives two tab sets on one page their own ids", () => {
    render(
      <>
        <Tabs defaultValue="x">
          <TabsList aria-label="First">
            <TabsTrigger value="x">First X</TabsTrigger>
          </TabsList>
          <TabsContent value="x">First panel</TabsContent>
        </Tabs>
        <Tabs defaultValue="x">
          <TabsList aria-label="Second">
            <TabsTrigger value="x">Second X</TabsTrigger>
          </TabsList>
          <TabsContent value="x">Second panel</TabsContent>
        </Tabs>
      </>,
    );
    expect(screen.getByRole("tabpanel", { name: "First X" })).toHaveTextContent("First panel");
    expect(screen.getByRole("tabpanel", { name: "Second X" })).toHaveTextContent("Second panel");
  });

  it("marks a tapped tab selected before it renders the tab's panel", async () => {
    /** The tab marked selected on the page whenever the Reviews panel rendered. */
    const selectedWhenRendered: (string | null | undefined)[] = [];
    function ReviewsText() {
      selectedWhenRendered.push(document.querySelector('[aria-selected="true"]')?.textContent);
      return <p>Reviews text</p>;
    }
    const { user, tab } = renderTabs({ reviews: <ReviewsText /> });
    await user.click(tab("Reviews"));
    expectShown("Reviews");
    // The panel rendered only after the page already showed its tab selected.
    expect(selectedWhenRendered.length).toBeGreaterThan(0);
    expect(new Set(selectedWhenRendered)).toEqual(new Set(["Reviews"]));
  });
});
