// @ts-check
// Installs Debian packages the checks need when they are missing: as root it
// runs apt-get, otherwise it throws an error that says exactly what to install
// (callers' cleanup still runs).
import { execFileSync } from "node:child_process";

/**
 * @param {string[]} packages Debian package names
 * @param {string} what what they are for, for the messages
 */
export function installDebianPackages(packages, what) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${what} is missing. Install it with: sudo apt-get install -y ${packages.join(" ")}`,
    );
  }
  console.log(`${what} is missing: installing ${packages.join(" ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}
