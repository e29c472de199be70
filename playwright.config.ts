import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";
import { servedAt, webServer } from "./scripts/serve.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: servedAt(PORT).url,
    trace: "retain-on-failure",
    // The service worker saves the site after a visit (ADR 012): only the
    // offline tests, which serve a build of their own, let it run.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /responsive\.spec\.ts/,
    },
  ],
  // The production build on nginx, served as `npm start` serves it, HTTPS included on the next
  // two ports (tls.spec.ts); tests run `npm run build` first.
  webServer: webServer(PORT),
});
