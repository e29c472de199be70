// Every browser test, in one run against one server: tests/e2e in Chromium through Playwright, and
// the journeys of tests/engines, written once, in Chromium, Firefox and WebKit (Playwright is their
// runner only; tests/engines/fixtures.ts drives each engine: ADR 014).
// `npx playwright test --project=webkit` runs one project; `--trace on` records traces.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, ONLY_LOOPBACK, findChromium } from "./scripts/chromium.mjs";
import { PSEUDO_PORT, TEST_PORT, servedAt, webServer } from "./scripts/serve.mjs";
import type { Engine } from "./tests/engines/fixtures";

const engine = (name: Engine, testIgnore?: RegExp) => ({
  name,
  testDir: "tests/engines",
  testIgnore,
  use: { engine: name },
});

/**
 * tests/e2e's Chromium, through Playwright: its headless shell, as Playwright's own (ADR 038). No
 * test may depend on the network (`ONLY_LOOPBACK`; not a route that answers other hosts: while a
 * route is set, Playwright intercepts every request and turns the browser's cache off, which cost
 * the e2e tests a tenth of their time). A test that needs such a host to answer gives it a route
 * of its own.
 */
const chromium = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: {
    executablePath: findChromium("headless shell"),
    args: [...CHROMIUM_ARGS, ONLY_LOOPBACK],
  },
  // The service worker saves the site after a visit (ADR 012): only the offline tests, which
  // serve a build of their own, let it run.
  serviceWorkers: "block" as const,
};

export default defineConfig<{ engine: Engine }>({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes only on a retry is a failed test (issue 43).
  retries: 0,
  workers: 2,
  reporter: [["list"], ["./tests/timings-reporter.ts"]],
  // Timeouts catch a hang; they never measure speed (that is the bench's job). Generous, so
  // that a slow or busy machine fails only where the site is wrong.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL: servedAt(TEST_PORT).url },
  // The engines first: their long journeys start early, and the many short e2e tests even out
  // the two workers at the end.
  projects: [
    // In Chromium, tests/e2e plays every widget and the offline visit more closely than the
    // journeys do: there the journeys check only what is laid out (pages, dialogs). In each engine
    // every page and dialog is also laid out in the pseudo-locale edition, in the same workers
    // (`alsoInThePseudoEdition`, tests/engines/fixtures.ts).
    engine("chromium", /(widgets|offline)\.spec\.ts$/),
    engine("firefox"),
    engine("webkit"),
    { name: "e2e", testDir: "tests/e2e", use: chromium },
    // What a screen reader says through each widget, against the reviewed logs in
    // docs/accessibility/ (`--update-snapshots` writes them anew, for review in the diff). The
    // reader is a script the test gives the page: this context alone bypasses the CSP.
    {
      name: "screen-reader",
      testDir: "tests/screen-reader",
      snapshotPathTemplate: "docs/accessibility/{arg}{ext}",
      use: { ...chromium, bypassCSP: true },
    },
  ],
  // The production build on nginx, served as `npm start` serves it, HTTPS included on the next
  // two ports (tls.spec.ts); `npm run build` first.
  // The tests' build with the pseudo-locale edition (build-pseudo/), on a server of its own.
  webServer: [webServer(TEST_PORT), webServer(PSEUDO_PORT, "build-pseudo/client")],
});
