import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test machines and
// components in isolation, in jsdom.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
