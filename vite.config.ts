import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints.ts";
import { cspSafeStyles } from "./scripts/csp-safe-styles.ts";
import { buildEdition } from "./scripts/edition.ts";

// `~/content/*` is the words of the edition being built (scripts/edition.ts);
// tsconfig.json points it at English, which every edition's modules are typed against.
const content = fileURLToPath(new URL(`./app/content/${buildEdition()}/`, import.meta.url));

export default defineConfig({
  plugins: [cspSafeStyles(), tailwindcss(), reactRouter(), compileHints()],
  resolve: {
    alias: [{ find: /^~\/content\//, replacement: content }],
    tsconfigPaths: true,
  },
});
