// @ts-check
// Installs Debian's Chromium for the browser tests when none is found (Playwright cannot download
// its own here: scripts/chromium.mjs).
import { ensureDebianPackages } from "./apt.mjs";
import { findChromium } from "./chromium.mjs";

if (!findChromium()) {
  ensureDebianPackages({ "/usr/bin/chromium": "chromium" }, "Chromium (for the browser tests)");
}
