import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * For a row that scrolls sideways (the `scroll-row` class in app.css): marks the row
 * `data-more-before` / `data-more-after` while content is hidden at its start / end, in the row's
 * reading direction, so the style can fade that edge (issue 46). Set on the element, not in React
 * state: scrolling re-renders nothing. A control that takes focus is scrolled into the row's view,
 * clear of the fade, which WebKit does not do by itself.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const update = () => {
    const row = ref.current;
    if (!row) return;
    // scrollLeft runs from 0 at the start to minus the hidden width in a right-to-left row.
    const scrolled = Math.abs(row.scrollLeft);
    const hidden = row.scrollWidth - row.clientWidth;
    row.toggleAttribute("data-more-before", scrolled > 1);
    row.toggleAttribute("data-more-after", hidden - scrolled > 1);
  };
  // Each render may change what the row holds (the coach's suggestions).
  useLayoutEffect(update);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const reveal = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== row) {
        event.target.scrollIntoView({ block: "nearest", inline: "nearest" });
      }
    };
    row.addEventListener("scroll", update, { passive: true });
    row.addEventListener("focusin", reveal);
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener("scroll", update);
      row.removeEventListener("focusin", reveal);
      observer.disconnect();
    };
  }, []);
  return ref;
}
