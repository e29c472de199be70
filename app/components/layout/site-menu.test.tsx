// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteMenu } from "./site-menu";
import { SITE_PAGES } from "./site-pages";

const LABELS = SITE_PAGES.map((page) => page.label);
const FIRST = LABELS[0]!;
const LAST = LABELS.at(-1)!;
/** A page's menu label, looked up by its path so the test follows the registry's words. */
function labelOf(path: string): string {
  const page = SITE_PAGES.find((p) => p.to === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page.label;
}

/** A page with the menu in its header, and something outside the menu to click and focus. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <header>
        <SiteMenu />
      </header>
      <main>
        <h1>Page {pathname}</h1>
        <button type="button">Elsewhere</button>
      </main>
    </>
  );
}

function renderMenu(path = "/gamified-learning") {
  const router = createMemoryRouter([{ path: "*", element: <Layout /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    user: userEvent.setup(),
    button: screen.getByRole("button", { name: "Menu" }),
    link: (name: string) => screen.getByRole("link", { name }),
  };
}

describe("SiteMenu", () => {
  it("is a closed disclosure button whose links are in the page but hidden", () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).toBeInTheDocument();
    expect(panel).not.toBeVisible();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(within(panel!).getAllByRole("link", { hidden: true })).toHaveLength(SITE_PAGES.length);
  });

  it("opens on a click, lists every page, and moves focus to the first link", async () => {
    const { user, button, link } = renderMenu();
    await user.click(button);

    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).toBeVisible();
    const links = within(panel!).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(LABELS);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(SITE_PAGES.map((page) => page.to));
    expect(link(FIRST)).toHaveFocus();
  });

  it("opens from the keyboard too", async () => {
    const { user, button, link } = renderMenu();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(link(FIRST)).toHaveFocus();

    await user.keyboard("{Escape}");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(link(FIRST)).toHaveFocus();
  });

  it("marks the current page's link, and only it, with aria-current", async () => {
    const { user, button, link } = renderMenu("/gamified-learning");
    await user.click(button);
    const current = screen
      .getAllByRole("link")
      .filter((l) => l.getAttribute("aria-current") === "page");
    expect(current).toEqual([link(labelOf("/gamified-learning"))]);
    // Home's "/" starts every path, but Home is not the current page here.
    expect(link(labelOf("/"))).not.toHaveAttribute("aria-current");
  });

  it("marks Home as current on the home page", async () => {
    const { user, button, link } = renderMenu("/");
    await user.click(button);
    expect(link(labelOf("/"))).toHaveAttribute("aria-current", "page");
    expect(screen.getAllByRole("link").filter((l) => l.hasAttribute("aria-current"))).toHaveLength(
      1,
    );
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { user, button, link } = renderMenu();
    await user.click(button);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(link(LABELS[2]!)).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("closes when its button is clicked again, which keeps focus", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("moves between links with ArrowDown and ArrowUp, wrapping at the ends", async () => {
    const { user, button, link } = renderMenu();
    await user.click(button);

    await user.keyboard("{ArrowDown}");
    expect(link(LABELS[1]!)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(link(FIRST)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(link(LAST)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(link(FIRST)).toHaveFocus();
    // Moving focus does not close the menu or follow a link.
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Page /gamified-learning" })).toBeInTheDocument();
  });

  it("goes to the last link with End and the first with Home", async () => {
    const { user, button, link } = renderMenu();
    await user.click(button);

    await user.keyboard("{End}");
    expect(link(LAST)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(link(FIRST)).toHaveFocus();
  });

  it("lets Tab walk the links too, and closes when focus leaves the menu", async () => {
    const { user, button, link } = renderMenu();
    await user.click(button);
    for (const label of LABELS.slice(1)) {
      await user.tab();
      expect(link(label)).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole("heading", { name: "Page /gamified-learning" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("follows a link, closes, and then marks the new page as current", async () => {
    const { user, button, link } = renderMenu("/gamified-learning");
    await user.click(button);
    await user.click(link(labelOf("/schedule")));

    expect(screen.getByRole("heading", { name: "Page /schedule" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(link(labelOf("/schedule"))).toHaveAttribute("aria-current", "page");
    expect(link(labelOf("/gamified-learning"))).not.toHaveAttribute("aria-current");
  });

  it("closes when the current page's own link is followed", async () => {
    const { user, button, link } = renderMenu("/gamified-learning");
    await user.click(button);
    await user.click(link(labelOf("/gamified-learning")));
    expect(screen.getByRole("heading", { name: "Page /gamified-learning" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("follows a link from the keyboard", async () => {
    const { user, button } = renderMenu("/gamified-learning");
    await user.click(button);
    await user.keyboard("{End}{Enter}");
    expect(screen.getByRole("heading", { name: `Page ${SITE_PAGES.at(-1)!.to}` })).toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on any navigation, such as Back", async () => {
    const { router, user, button } = renderMenu("/gamified-learning");
    await act(() => router.navigate("/schedule"));
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");

    await act(() => router.navigate(-1));
    expect(screen.getByRole("heading", { name: "Page /gamified-learning" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("stops handling keys once closed", async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await user.keyboard("{Escape}{End}");
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
