// @ts-check
// Installs the Debian packages a check needs when they are missing: with apt-get as root, otherwise
// by exiting with the exact command to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {Record<string, string>} needed Debian package name, by a file it installs
 * @param {string} what what they are for, for the messages
 */
export function ensureDebianPackages(needed, what) {
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
    console.error(
      `${what} is missing. Install it with: sudo apt-get install -y ${packages.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing: installing ${packages.join(" ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  if (missing().length > 0) {
    console.error(`apt-get finished but ${missing().join(" ")} is still missing.`);
    process.exit(1);
  }
}
