// The same user journeys in Chromium, Firefox (Gecko) and WebKit: issue 29.
// Playwright is the runner only; tests/engines/fixtures.ts drives each engine
// (puppeteer-core for Chromium and Firefox, webdriverio for WebKit).
import { defineConfig } from "@playwright/test";
import type { Engine } from "./tests/engines/fixtures";

const PORT = Number(process.env.ENGINES_PORT ?? 4327);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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
  use: { baseURL: BASE_URL },
  projects: [engine("chromium"), engine("firefox"), engine("webkit")],
  // The production build (`npm run build` first), served as `npm start` serves it.
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(PORT) },
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
