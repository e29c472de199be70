// @ts-check
// Installs the Debian packages a check needs when they are missing: with apt-get as root, otherwise
// by exiting with the exact command to run. `node scripts/apt.mjs nginx engines` does it for those.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const NGINX = "/usr/sbin/nginx";
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const OPENSSL = "/usr/bin/openssl";

/**
 * Liberation Sans, Arial's metric twin: the text face's fallback (app/styles/app.css) is scaled
 * from Arial's metrics and names it, as a visitor's device has Arial, Roboto or Helvetica. Without
 * it the browsers draw DejaVu Sans, wider, and the layout tests measure a page no visitor sees.
 */
const FALLBACK_FACE = {
  "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf": "fonts-liberation",
};

/** What each need is for, and its Debian packages by a file each installs. */
const NEEDS = {
  chromium: [
    "Chromium and its headless shell (for the browser tests)",
    {
      "/usr/bin/chromium": "chromium",
      "/usr/bin/chromium-headless-shell": "chromium-headless-shell",
      ...FALLBACK_FACE,
    },
  ],
  nginx: [
    "nginx (and openssl, for the test certificate)",
    { [NGINX]: "nginx", [BROTLI_MODULE]: "libnginx-mod-http-brotli-static", [OPENSSL]: "openssl" },
  ],
  // Xvfb because WebKitGTK's MiniBrowser has no headless mode.
  engines: [
    "A browser engine for the cross-engine journeys",
    {
      "/usr/bin/firefox-esr": "firefox-esr",
      "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
      "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser": "webkit2gtk-driver",
      "/usr/bin/xvfb-run": "xvfb",
      ...FALLBACK_FACE,
    },
  ],
  java: ["Java (for the Nu Html Checker)", { "/usr/bin/java": "default-jre-headless" }],
};

/** @param {...keyof typeof NEEDS} names */
export function ensurePackages(...names) {
  // A Chromium of one's own ($CHROME_PATH) will do for the browser and the headless shell.
  const ownChromium = process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH);
  const wanted = names.filter((name) => name !== "chromium" || !ownChromium);
  const what = wanted.map((name) => NEEDS[name][0]).join("; ");
  /** @type {Record<string, string>} */
  const needed = Object.assign({}, ...wanted.map((name) => NEEDS[name][1]));
  const missing = () => [
    ...new Set(
      Object.entries(needed)
        .filter(([file]) => !existsSync(file))
        .map(([, name]) => name),
    ),
  ];
  const packages = missing();
  if (packages.length === 0) return;
  if (typeof process.getuid !== "function" || process.getuid() !== 0) {
    console.error(`${what}: missing. Install with: sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
  console.log(`${what}: installing ${packages.join(" ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  // What the checks need and what it depends on, not what it recommends for a desktop (sound,
  // printing, video codecs, spelling): about 90 packages instead of 337 for the browsers and nginx.
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
  if (missing().length > 0) {
    console.error(`apt-get finished but ${missing().join(" ")} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePackages(.../** @type {(keyof typeof NEEDS)[]} */ (process.argv.slice(2)));
}
