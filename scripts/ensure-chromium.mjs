// @ts-check
// Makes sure a Chromium is there for the browser tests: installs Debian's
// `chromium` package when none is found and we run as root, else says what to do.
import { installDebianPackages } from "./apt.mjs";
import { findChromium } from "./chromium.mjs";

if (!findChromium()) {
  try {
    installDebianPackages(["chromium"], "Chromium (for the browser tests)");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!findChromium()) {
    console.error("apt-get finished but /usr/bin/chromium is still missing.");
    process.exit(1);
  }
}
