import type { Plugin } from "vite";

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/**
 * Drops sonner's inline `<style>`, which `style-src 'self'` blocks (ADR 003); its CSS comes as a
 * file instead, imported by app/components/layout/toaster.tsx.
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
