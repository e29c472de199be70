import type { Plugin } from "vite";

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/**
 * Keeps sonner from creating an inline `<style>` element, which the
 * Content-Security-Policy (`style-src 'self'`) blocks: it injects its toast
 * CSS when imported; the injection is dropped and
 * `app/components/layout/toaster.tsx` imports `sonner/dist/styles.css`, a
 * stylesheet file, instead. The build fails if sonner changes shape; the
 * browser tests, run under the policy, fail on any CSP violation.
 */
export function cspSafeStyles(): Plugin {
  return {
    name: "lumina:csp-safe-styles",
    enforce: "pre",
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
