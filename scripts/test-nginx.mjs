// @ts-check
// Runs the browser suite against Debian's nginx serving the build with
// deploy/nginx.conf (see scripts/nginx.mjs), then stops nginx, even on
// failure. Extra arguments go to `playwright test`. Expects a fresh build
// (`npm run test:nginx` builds first).
import { spawnSync } from "node:child_process";
import { startNginx } from "./nginx.mjs";

const port = Number(process.env.NGINX_PORT ?? 4318);
let status = 1;
let server;
try {
  server = await startNginx(port);
  console.log(`nginx is serving the build at ${server.baseUrl}/: running the browser suite`);
  const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: server.baseUrl },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server?.stop();
}
process.exit(status);
