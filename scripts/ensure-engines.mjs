// @ts-check
// Makes sure the engines of the cross-engine journeys (tests/engines) are
// there: Debian's Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser)
// and Xvfb (MiniBrowser has no headless mode). Installs what is missing when
// we run as root, else says what to install. Chromium: ensure-chromium.mjs.
import { existsSync } from "node:fs";
import { installDebianPackages } from "./apt.mjs";

/** Debian package, by the file it provides. */
const NEEDED = {
  "/usr/bin/firefox-esr": "firefox-esr",
  "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser": "webkit2gtk-driver",
  "/usr/bin/xvfb-run": "xvfb",
};

const missing = () =>
  Object.entries(NEEDED)
    .filter(([file]) => !existsSync(file))
    .map(([, name]) => name);

if (missing().length > 0) {
  try {
    installDebianPackages(missing(), "A browser engine for tests/engines");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (missing().length > 0) {
    console.error(`apt-get finished but these are still missing: ${missing().join(" ")}`);
    process.exit(1);
  }
}
