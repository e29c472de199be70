import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { LOCALES, type LocaleId } from "./app/locales";
import { compileHints } from "./scripts/compile-hints.ts";
import { cspSafeStyles } from "./scripts/csp-safe-styles.ts";

/**
 * The edition to build: `EDITION=es npm run build` builds the site with the
 * words of app/content/es/ (and that locale's lang, dir and Intl formats);
 * English by default. `~/content/*` is that folder; tsconfig.json points it at
 * English, which every edition's modules are typed against.
 */
function edition(): LocaleId {
  const id = process.env.EDITION ?? "en";
  if (!Object.hasOwn(LOCALES, id)) {
    throw new Error(`EDITION=${id} is not in app/locales.ts (${Object.keys(LOCALES).join(", ")})`);
  }
  return id as LocaleId;
}

const content = fileURLToPath(new URL(`./app/content/${edition()}/`, import.meta.url));

export default defineConfig({
  plugins: [cspSafeStyles(), tailwindcss(), reactRouter(), compileHints()],
  resolve: {
    alias: [{ find: /^~\/content\//, replacement: content }],
    tsconfigPaths: true,
  },
});
