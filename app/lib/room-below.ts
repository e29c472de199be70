import { useEffect, type RefObject } from "react";

/**
 * What covers the bottom of the screen (the language offer, the toasts, the notice shown instead of
 * a toast): each card's height from the screen's bottom edge. The page makes room for the tallest
 * (WCAG 2.4.11): its end scrolls clear of it, and a focused or scrolled-to element stops above it.
 * One variable on <html>, `--room-below`, set through the CSSOM (which our style-src allows); the
 * stylesheet puts the room where it belongs: <html>'s scroll padding, and the footer's own padding,
 * so the footer's colour runs to the page's end (app.css, site-footer.tsx).
 */
const rooms = new Map<HTMLElement, number>();

/** Beyond a card's top: the focus ring, 3 px drawn 2 px outside a control (app.css), and air. */
const RING_ROOM = 8;

/**
 * Chromium scrolls a control that takes focus clear of the scroll padding; Firefox leaves one that
 * is partly on the screen where it is, under a card: it is brought into view, which every engine
 * does respecting the padding.
 */
function keepFocusClear({ target }: FocusEvent) {
  if (!(target instanceof Element) || [...rooms.keys()].some((card) => card.contains(target))) {
    return;
  }
  const room = Math.max(...rooms.values()) + RING_ROOM;
  if (target.getBoundingClientRect().bottom > window.innerHeight - room) {
    target.scrollIntoView({ block: "nearest" });
  }
}

function makeRoom() {
  const root = document.documentElement;
  const covered = Math.max(0, ...rooms.values());
  if (covered > 0) {
    root.style.setProperty("--room-below", `${covered + RING_ROOM}px`);
    document.addEventListener("focusin", keepFocusClear);
  } else {
    root.style.removeProperty("--room-below");
    document.removeEventListener("focusin", keepFocusClear);
  }
}

/** A card that covers the screen with its own box (one function, so the effect below keeps it). */
const wholeCard = (card: HTMLElement) => [card];

/**
 * While `shown`, the page keeps room below what `card` shows fixed at the bottom of the screen: its
 * `parts` (by default the card itself; the toaster's toasts), measured again whenever one is added,
 * removed, resized or changed, or ends a transition (a toast sliding in). Only those parts are
 * observed: an element without a box of its own (the toaster's wrapper) is never watched for size.
 */
export function useRoomBelow(
  card: RefObject<HTMLElement | null>,
  shown: boolean,
  parts: (card: HTMLElement) => Iterable<Element> = wholeCard,
): void {
  useEffect(() => {
    const element = card.current;
    if (!shown || !element) return;
    let covering: Element[] = [];
    const measure = () => {
      const top = Math.min(...covering.map((part) => part.getBoundingClientRect().top));
      rooms.set(element, Math.max(0, window.innerHeight - top));
      makeRoom();
    };
    const sizes = new ResizeObserver(measure);
    const observeParts = () => {
      sizes.disconnect();
      covering = [...parts(element)];
      for (const part of covering) sizes.observe(part);
      measure();
    };
    const changes = new MutationObserver(observeParts);
    changes.observe(element, { childList: true, attributes: true, subtree: true });
    element.addEventListener("transitionend", measure);
    observeParts();
    return () => {
      element.removeEventListener("transitionend", measure);
      changes.disconnect();
      sizes.disconnect();
      rooms.delete(element);
      makeRoom();
    };
  }, [card, shown, parts]);
}
