// @ts-check
// `npm run test:nginx`: only the server's specs run against nginx (scripts/nginx.mjs), as the rest
// of the suite does not depend on the server. A spec among the arguments replaces NGINX_SPECS.
import { spawnSync } from "node:child_process";
import { startNginx } from "./nginx.mjs";

const NGINX_SPECS = ["tests/e2e/server.spec.ts", "tests/e2e/tls.spec.ts"];

const port = Number(process.env.NGINX_PORT ?? 4318);
const args = process.argv.slice(2);
const specs = args.some((arg) => /\.spec\.ts\b/.test(arg)) ? [] : NGINX_SPECS;
let status = 1;
let server;
try {
  server = await startNginx(port);
  console.log(
    `nginx is serving the build at ${server.baseUrl}/ (HTTP at ${server.httpUrl}/ redirects): running ${specs.length > 0 ? specs.join(", ") : args.join(" ")}`,
  );
  const run = spawnSync("npx", ["playwright", "test", ...specs, ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_BASE_URL: server.baseUrl,
      E2E_HTTP_URL: server.httpUrl,
      E2E_TLS_CA: server.caFile,
      E2E_IGNORE_HTTPS_ERRORS: "1",
    },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server?.stop();
}
process.exit(status);
