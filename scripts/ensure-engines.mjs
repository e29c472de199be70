// @ts-check
// Makes sure the engines of the cross-engine journeys (tests/engines) are
// there: Chromium, Debian's Firefox ESR, WebKitGTK's WebDriver (with its
// MiniBrowser) and Xvfb (MiniBrowser has no headless mode). Installs what is
// missing when we run as root, else says what to install.
import { ensureDebianPackages } from "./apt.mjs";
import { findChromium } from "./chromium.mjs";

ensureDebianPackages(
  {
    ...(findChromium() ? {} : { "/usr/bin/chromium": "chromium" }),
    "/usr/bin/firefox-esr": "firefox-esr",
    "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser": "webkit2gtk-driver",
    "/usr/bin/xvfb-run": "xvfb",
  },
  "A browser engine for the browser tests",
);
