/**
 * A stand-in for `react-style-singleton`'s `stylesheetSingleton`, which Radix
 * dialogs use (through react-remove-scroll) to lock page scrolling. The
 * original writes its CSS into a new inline `<style>` element, which the
 * Content-Security-Policy (`style-src 'self'`) blocks; this one adopts a
 * constructed stylesheet instead, which CSP allows. `vite.config.ts` swaps it
 * in at build time. Same contract: the first `add` applies the CSS, the last
 * matching `remove` takes it away.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter === 0 && typeof document !== "undefined") {
        try {
          const created = new CSSStyleSheet();
          created.replaceSync(css);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, created];
          sheet = created;
        } catch {
          // No constructable stylesheets (Safari before 16.4): the dialog still
          // works, the page behind it just keeps scrolling.
        }
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const applied = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== applied);
        sheet = null;
      }
    },
  };
}
