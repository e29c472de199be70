// @ts-check
// Turns a build's service worker off (ADR 012); its .br/.gz copies go too, or servers would still
// send the old worker. Usage: node scripts/kill-switch.mjs [build/client], then deploy.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { SERVICE_WORKER_PATH } from "../deploy/headers.mjs";

const clientDir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "build", "client"));
const worker = join(clientDir, SERVICE_WORKER_PATH);
if (!existsSync(worker)) {
  console.error(`No service worker at ${worker}: build first (npm run build).`);
  process.exit(1);
}
copyFileSync(join(import.meta.dirname, "inline", "service-worker-off.js"), worker);
for (const copy of [`${worker}.br`, `${worker}.gz`]) rmSync(copy, { force: true });
console.log(`${worker} is now the kill switch: deploy this build to turn the worker off.`);
