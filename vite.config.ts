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
  // Whether this is the tests' build, with the pseudo-locale edition (app/locales.ts).
  define: { "process.env.PSEUDO_EDITION": JSON.stringify(process.env.PSEUDO_EDITION ?? "") },
  plugins: [cspSafeStyles(), tailwindcss(), reactRouter(), compileHints()],
  resolve: {
    alias: [{ find: /^~\/content\//, replacement: content }],
    tsconfigPaths: true,
  },
  // The server build is minified too: the document's head scripts are its functions' text
  // (app/lib/head-scripts.ts), which every page carries.
  environments: { ssr: { build: { minify: true } } },
  // Fewer, larger chunks (ADR 022): React, React DOM and React Router in one, and what four or
  // more entries (routes, the root, lazy dialogs) load at start in another; the rest is split
  // as Rolldown splits it.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: "shared", tags: ["$initial"], minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
});
