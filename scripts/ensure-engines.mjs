// @ts-check
// Installs the engines of the cross-engine journeys (tests/engines) when missing; Xvfb because
// WebKitGTK's MiniBrowser has no headless mode.
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
