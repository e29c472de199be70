// @ts-check
// Makes sure a Chromium is there for the browser tests: installs Debian's
// `chromium` package when none is found and we run as root, else says what to do.
import { ensureDebianPackages } from "./apt.mjs";
import { findChromium } from "./chromium.mjs";

if (!findChromium()) {
  ensureDebianPackages({ "/usr/bin/chromium": "chromium" }, "Chromium (for the browser tests)");
}
