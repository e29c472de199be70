import type { Plugin } from "vite";

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const SONNER_STYLES = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]styles\.css$/;
// Rules that give `<html>` sonner's direction variables; the toaster, which has its own `dir`,
// gets the same from the selector beside them.
const ON_HTML = /^html\[dir='(ltr|rtl)'\],\n/gm;

/**
 * Sonner, as our policy and our start-up need it (ADR 003, ADR 030):
 * - its inline `<style>`, which `style-src 'self'` blocks, goes; its CSS comes as a file instead,
 *   imported by app/components/layout/toaster.tsx;
 * - that file, which arrives after hydration, no longer styles `<html>`: inherited variables on
 *   the root made every element's style be computed again, one long task on a slow phone.
 */
export function cspSafeStyles(): Plugin {
  return {
    name: "lumina:csp-safe-styles",
    enforce: "pre",
    transform(code, id) {
      const [pattern, change, what] = SONNER_ENTRY.test(id)
        ? [/^__insertCSS\(".*"\);$/m, "inject its CSS with __insertCSS()", "entry"]
        : SONNER_STYLES.test(id)
          ? [ON_HTML, "style html[dir] in its stylesheet", "stylesheet"]
          : [];
      if (!pattern) return undefined;
      const changed = code.replace(pattern, "");
      if (changed === code) {
        this.error(`sonner's ${what} no longer does ${change}: revisit csp-safe-styles`);
      }
      return { code: changed, map: null };
    },
  };
}
