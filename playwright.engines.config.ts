// The same user journeys in Chromium, Firefox (Gecko) and WebKit: issue 29.
// Playwright is the runner only; tests/engines/fixtures.ts drives each engine
// (puppeteer-core for Chromium and Firefox, webdriverio for WebKit).
import { defineConfig } from "@playwright/test";
import { servedAt, webServer } from "./scripts/serve.mjs";
import type { Engine } from "./tests/engines/fixtures";

const PORT = Number(process.env.ENGINES_PORT ?? 4327);

const engine = (name: Engine) => ({ name, use: { engine: name } });

export default defineConfig<{ engine: Engine }>({
  testDir: "tests/engines",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { baseURL: servedAt(PORT).url },
  projects: [engine("chromium"), engine("firefox"), engine("webkit")],
  // The production build (`npm run build` first), served as `npm start` serves it.
  webServer: webServer(PORT),
});
