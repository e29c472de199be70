// Every dialog opens fully usable on a phone and a laptop: its title, its
// main control and its close button lie inside the dialog and the viewport,
// and nothing in it is cut off (an element that hides overflowing content);
// closed by keyboard, it gives focus back to its opener.
// The dialogs and their openers are those of tests/e2e/dialog-focus.spec.ts.
import { expect, test } from "./fixtures";
import { SAVED_AVATAR } from "../saved-avatar";
import type { Handle, Rect, Site } from "./site";

interface DialogCase {
  name: string;
  path: string;
  /** Opens the dialog (its opener: a button's name). */
  opener: string | RegExp;
  /** Its main control: a button's name, or the video. */
  main: string;
  /** A dialog opened from inside another one. */
  from?: string;
}

const DIALOGS: DialogCase[] = [
  { name: "Watch the demo", path: "/", opener: "Watch Demo", main: "video" },
  {
    name: "Start your free trial",
    path: "/",
    opener: "Get Started Free",
    main: "Create my account",
  },
  {
    name: "AI Coach",
    path: "/ai-personalization",
    opener: "Chat with AI Coach",
    main: "Send message",
  },
  {
    name: "AI Partner",
    path: "/ai-personalization",
    opener: "Chat with AI Partner",
    main: "Send message",
  },
  { name: "Quick Quiz", path: "/gamified-learning", opener: /Study Battles/, main: "Submit" },
  { name: "Mini Games", path: "/gamified-learning", opener: /Mini Games/, main: "Reset" },
  {
    name: "Collaboration Room",
    path: "/virtual-collaboration",
    opener: "Join Collaboration Room",
    main: "Send to room",
  },
  {
    name: "Whiteboard",
    path: "/virtual-collaboration",
    opener: "Expand",
    main: "Done",
    from: "Collaboration Room",
  },
  {
    name: "Dynamic Themes",
    path: "/virtual-collaboration",
    opener: "Choose a Theme",
    main: "Apply Theme",
  },
  {
    name: "Delete this avatar?",
    path: "/virtual-collaboration",
    opener: "Delete Kept",
    main: "Delete",
  },
];

/** Opens the dialog; returns it and the selector of the button that opened it. */
async function openDialog(
  site: Site,
  { name, opener, from }: DialogCase,
): Promise<{ dialog: Handle; opener: string }> {
  const within = from
    ? (
        await openDialog(
          site,
          DIALOGS.find((other) => other.name === from)!,
        )
      ).dialog
    : undefined;
  const button = site.role("button", opener, { within });
  const openerSelector = await button.selector();
  await button.click();
  const dialog = site.role("dialog", name);
  // Its content comes right after its frame (components/ui/dialog.tsx).
  const selector = await dialog.selector();
  await expect
    .poll(() =>
      site.evaluate((s: string) => !document.querySelector(`${s} [aria-busy="true"]`), selector),
    )
    .toBe(true);
  return { dialog, opener: openerSelector };
}

/** Elements of the dialog that hide some of their content (overflow hidden or clip). */
function clippedIn(selector: string) {
  const dialog = document.querySelector(selector)!;
  return [dialog, ...dialog.querySelectorAll("*")]
    .filter((element) => {
      const style = getComputedStyle(element);
      const hides = (overflow: string) => overflow === "hidden" || overflow === "clip";
      return (
        element.clientHeight > 1 && // not the visually hidden (sr-only) texts
        ((hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
          (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1))
      );
    })
    .map((element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`.slice(0, 80),
    );
}

const inside = (inner: Rect, outer: Rect) =>
  inner.width > 0 &&
  inner.height > 0 &&
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const dialogCase of DIALOGS) {
    test(`${dialogCase.name} at ${width}x${height}`, async ({ site }) => {
      await site.viewport(width, height);
      await site.open(dialogCase.path);
      if (dialogCase.name === "Delete this avatar?") {
        await site.evaluate(
          (avatar: string) => localStorage.setItem("avatars", avatar),
          JSON.stringify([SAVED_AVATAR]),
        );
        await site.open(dialogCase.path);
      }
      const { dialog, opener } = await openDialog(site, dialogCase);
      const viewport = { x: 0, y: 0, width, height };
      const box = await dialog.rect();
      const main =
        dialogCase.main === "video"
          ? await site.evaluate(
              (s: string) =>
                document.querySelector(`${s} iframe`)!.getBoundingClientRect().toJSON() as Rect,
              await dialog.selector(),
            )
          : await site.role("button", dialogCase.main, { within: dialog }).rect();
      const parts = {
        title: await site.role("heading", dialogCase.name, { within: dialog }).rect(),
        main,
        close: await site.role("button", "Close dialog", { within: dialog }).rect(),
      };
      await site.screenshot(test.info().outputPath("dialog.png"));
      const where = (rect: Rect) =>
        `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      expect
        .soft(inside(box, viewport), `the dialog (${where(box)}) is inside the viewport`)
        .toBe(true);
      for (const [part, rect] of Object.entries(parts)) {
        expect
          .soft(
            inside(rect, box),
            `its ${part} (${where(rect)}) is inside the dialog (${where(box)})`,
          )
          .toBe(true);
        expect
          .soft(inside(rect, viewport), `its ${part} (${where(rect)}) is inside the viewport`)
          .toBe(true);
      }
      expect
        .soft(
          await site.evaluate(clippedIn, await dialog.selector()),
          "elements cutting content off",
        )
        .toEqual([]);
      // Its words start at the reading edge, whatever surrounds its button (the
      // sign-up form once took the centring of the banner it opens from).
      expect
        .soft(
          await site.evaluate(
            (s: string) => getComputedStyle(document.querySelector(`${s} h2`)!).textAlign,
            await dialog.selector(),
          ),
          "its title's alignment",
        )
        .toBe("start");
      // Its close button, by keyboard, closes it; once it is gone, focus is on the
      // button that opened it.
      await site.role("button", "Close dialog", { within: dialog }).press("Enter");
      await expect.poll(() => dialog.visible()).toBe(false);
      expect(
        await site.evaluate((s: string) => document.activeElement?.matches(s), opener),
        "focus is back on the opener",
      ).toBe(true);
      expect(await site.errors()).toEqual([]);
    });
  }
}
