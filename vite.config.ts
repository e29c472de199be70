import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { cspSafeStyles } from "./scripts/csp-safe-styles.ts";

export default defineConfig({
  plugins: [cspSafeStyles(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
