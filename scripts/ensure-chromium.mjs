// Makes sure a Chromium is there for the browser tests: installs Debian's
// `chromium` package when none is found and we run as root, else says what to do.
import { execFileSync } from "node:child_process";
import { findChromium } from "./chromium.mjs";

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) " +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}
console.log("No Chromium found: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
if (!findChromium()) {
  console.error("apt-get finished but /usr/bin/chromium is still missing.");
  process.exit(1);
}
