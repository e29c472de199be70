// Installs Debian packages the checks need when they are missing: as root it
// runs apt-get, otherwise it says exactly what to install and exits.
import { execFileSync } from "node:child_process";

/**
 * @param {string[]} packages Debian package names
 * @param {string} what what they are for, for the messages
 */
export function installDebianPackages(packages, what) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${what} is missing. Install it with: sudo apt-get install -y ${packages.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing: installing ${packages.join(" ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}
