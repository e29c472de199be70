import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test machines and
// components in isolation, in Node; a file that needs a DOM says so on its
// first line (`// @vitest-environment jsdom`).
export default defineConfig({
  // "~/content/*" is the English edition's words, as in the build (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Test files share their worker's environment instead of each building its own (jsdom
    // costs a second a file): 14 s instead of 42 s here. Each file cleans up after itself
    // (vitest.setup.ts, restoreMocks), and the files pass in any order (--sequence.shuffle).
    isolate: false,
  },
});
