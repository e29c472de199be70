import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

// jsdom has no modal dialogs: the part of `showModal()`, `close()` and Escape
// that the components rely on (open, then a `close` event), without the top layer.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    [...document.querySelectorAll("dialog")].findLast((dialog) => dialog.open)?.close();
  });
}

// jsdom lays nothing out: here an element is shown unless it or an ancestor is `hidden`.
if (typeof Element !== "undefined" && !Element.prototype.checkVisibility) {
  Element.prototype.checkVisibility = function checkVisibility(this: Element) {
    return this.closest("[hidden]") === null;
  };
}

// jsdom lays nothing out, so no size ever changes and nothing scrolls: an observer that is never
// called, and nothing to bring into view.
if (typeof Element !== "undefined") {
  globalThis.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
