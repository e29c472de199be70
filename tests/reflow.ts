// What WCAG 1.4.4 (resize text), 1.4.10 (reflow) and 1.4.12 (text spacing) ask of a layout, read
// in the page by the engine journeys and the e2e tests. Each function here is sent to the page as
// source text: it uses nothing outside itself.

/**
 * WCAG 1.4.12's text spacing (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words
 * 0.16 em), as a reader's own stylesheet would set it: adopted through the CSSOM, which our CSP
 * leaves to the reader, as it leaves user stylesheets.
 */
export function spaceText(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }" +
      " p { margin-bottom: 2em !important; }",
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * What is wrong with the layout, if anything: the page scrolling sideways; an element that hides
 * overflowing content (overflow hidden or clip) with text cut off; a text running out of its box
 * sideways (over its neighbour or the screen's edge). Visually hidden texts (sr-only) are meant to
 * be clipped; rows that scroll (overflow auto) show the rest when scrolled. And a text set against
 * the far edge of its lines (`text-align: left` in right-to-left text, or `right` in left-to-right):
 * a page reads from its reading edge, whichever way its edition writes.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
  const describe = (element: Element, text: string) =>
    `<${element.tagName.toLowerCase()} class="${(element.getAttribute("class") ?? "").slice(0, 60)}"> "${text.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  // Read once per element: the walks below pass the same ancestors many times.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const rects = new Map<Element, DOMRect>();
  const rectOf = (element: Element) => {
    let rect = rects.get(element);
    if (!rect) rects.set(element, (rect = element.getBoundingClientRect()));
    return rect;
  };
  const hiddenness = new Map<Element, boolean>();
  const hidden = (element: Element | null): boolean => {
    if (!element) return false;
    let result = hiddenness.get(element);
    if (result === undefined) {
      const style = styleOf(element);
      result =
        style.clipPath.startsWith("inset(50%") ||
        style.clip.startsWith("rect(0px") ||
        hidden(element.parentElement);
      hiddenness.set(element, result);
    }
    return result;
  };
  const hides = (value: string) => value === "hidden" || value === "clip";
  for (const element of document.body.querySelectorAll("*")) {
    const style = styleOf(element);
    const cut =
      (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
      (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
    if (cut && element.textContent?.trim() && !hidden(element)) {
      const sizes = `${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`;
      problems.push(`cut off: ${describe(element, element.textContent)} (${sizes})`);
    }
  }
  // Each text against every box around it, up to the first that scrolls or clips (those show the
  // rest when scrolled, or are the cut-off check's) or that is placed on its own (absolute, fixed).
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (!node.textContent?.trim() || hidden(node.parentElement)) continue;
    const { textAlign, direction } = styleOf(node.parentElement!);
    if (textAlign === (direction === "rtl" ? "left" : "right")) {
      problems.push(
        `set against the far edge (${direction}): ${describe(node.parentElement!, node.textContent)}`,
      );
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = styleOf(box);
      if (style.overflowX !== "visible") break;
      if (/^(inline|contents)$/.test(style.display)) continue;
      const edges = rectOf(box);
      const by = Math.round(Math.max(edges.left - text.left, text.right - edges.right));
      if (by > 1) {
        problems.push(`runs out sideways by ${by}px: ${describe(box, node.textContent)}`);
        break;
      }
      if (style.position === "absolute" || style.position === "fixed") break;
    }
  }
  return problems;
}
