import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const STYLE_SINGLETON_DIR = /[\\/]node_modules[\\/]react-style-singleton[\\/]dist[\\/]/;
const STYLE_SHEET_SINGLETON = fileURLToPath(
  new URL("../app/lib/style-sheet-singleton.ts", import.meta.url),
);

/**
 * Keeps third-party code from creating inline `<style>` elements, which the
 * Content-Security-Policy (`style-src 'self'`) blocks:
 * - sonner injects its toast CSS when imported: the injection is dropped and
 *   `app/components/layout/toaster.tsx` imports `sonner/dist/styles.css`, a stylesheet file, instead;
 * - react-style-singleton (Radix dialogs' scroll lock) writes CSS into a
 *   `<style>` element: its singleton is swapped for
 *   `app/lib/style-sheet-singleton.ts`, which adopts a constructed stylesheet.
 * The build fails if sonner changes shape; the browser tests, run under the
 * policy, fail on any CSP violation.
 */
export function cspSafeStyles(): Plugin {
  return {
    name: "lumina:csp-safe-styles",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && STYLE_SINGLETON_DIR.test(importer) && /^\.\/singleton(\.js)?$/.test(source)) {
        return STYLE_SHEET_SINGLETON;
      }
      return undefined;
    },
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return undefined;
      const withoutInjection = code.replace(/^__insertCSS\(".*"\);$/m, "");
      if (withoutInjection === code) {
        this.error("sonner no longer injects its CSS with __insertCSS(): revisit csp-safe-styles");
      }
      return { code: withoutInjection, map: null };
    },
  };
}
