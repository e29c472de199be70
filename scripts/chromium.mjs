// @ts-check
// The Chromium for tests and benchmarks: $CHROME_PATH, else Debian's, as Playwright cannot download
// its own here. Like Playwright's own, the tests that need no browser window (tests/e2e, the screen
// reader's) run in Chromium's headless shell, the same engine without the browser around it: on
// two cores they took half the time they took in the browser (ADR 038). The journeys of
// tests/engines and the benchmarks run in the browser a visitor has.
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // Each site's frames in a process of their own, as the browser has them by default and the
  // headless shell does not: Tab moves past another site's frame with nothing to focus.
  "--site-per-process",
];

/**
 * For the tests' Chromium: no host name but the loopback's resolves, so a request for another host
 * fails at once, as with no connection, and no test can reach the network or depend on it.
 */
export const ONLY_LOOPBACK =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

/** @param {"browser" | "headless shell"} kind */
export function findChromium(kind = "browser") {
  const candidates = [
    process.env.CHROME_PATH,
    ...(kind === "browser"
      ? ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
      : ["/usr/bin/chromium-headless-shell"]),
  ];
  return candidates.find((path) => path && existsSync(path));
}
