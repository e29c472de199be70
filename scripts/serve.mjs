// @ts-check
// Serves the build with Debian's nginx and the production server's files (deploy/site.conf,
// deploy/tls.conf, build/nginx/*.conf, included as deploy/nginx.conf includes them), on loopback:
// the site over plain HTTP on `port` (`npm start`, the tests, the bench) and, with `tls`, as
// production serves it too: HTTPS on port + 1, and HTTP on port + 2 that only redirects there.
// `node scripts/serve.mjs [client directory]` serves build/client (or that directory: the tests'
// build, build-pseudo/client) that way on PORT (4173) until stopped.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { basename, dirname, join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { BROTLI_MODULE, NGINX, OPENSSL, ensurePackages } from "./apt.mjs";

const projectDir = resolve(import.meta.dirname, "..");

/** deploy/'s files that deploy/nginx.conf includes, beside the build's build/nginx/*.conf. */
const INCLUDED = ["site.conf", "tls.conf"];

/** Where the browser tests' server answers (and HTTPS on the next two ports: tls.spec.ts). */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4317);
/** Where the tests' build with the pseudo-locale edition is served (build-pseudo/). */
export const PSEUDO_PORT = TEST_PORT + 3;

/** A port nothing listens on now, for a server of a test's own. */
export async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Where a server on `port` answers, and its run files: `caFile` is the CA of its certificate.
 * @param {number} port
 */
export function servedAt(port) {
  const dir = join(projectDir, ".tmp", "serve", String(port));
  return {
    dir,
    url: `http://127.0.0.1:${port}`,
    tlsUrl: `https://127.0.0.1:${port + 1}`,
    redirectUrl: `http://127.0.0.1:${port + 2}`,
    caFile: join(dir, "tls", "ca.pem"),
  };
}

/**
 * Playwright's `webServer` for a suite on `port`: this script, as `npm start` runs it.
 * @param {number} port
 * @param {string} [root] the build's client directory, if not build/client
 */
export function webServer(port, root) {
  return {
    command: root ? `node scripts/serve.mjs ${root}` : "node scripts/serve.mjs",
    env: { PORT: String(port) },
    url: servedAt(port).url,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

/**
 * A throwaway self-signed certificate (production's are in /etc/ssl/lumina-academy/); ECDSA
 * P-256, as Mozilla's guidelines prefer. Clients that verify the server trust it as their CA.
 * @param {string} tlsDir
 */
function makeTestCertificate(tlsDir) {
  mkdirSync(tlsDir, { recursive: true });
  // Split on whitespace: no argument may hold a space.
  const args = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2
    -keyout privkey.pem -out fullchain.pem -subj /CN=localhost
    -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -addext extendedKeyUsage=serverAuth`;
  execFileSync(OPENSSL, args.split(/\s+/), { cwd: tlsDir, stdio: "pipe" });
  // Self-signed, it is its own chain (which verifies OCSP responses) and the clients' CA.
  copyFileSync(join(tlsDir, "fullchain.pem"), join(tlsDir, "chain.pem"));
  copyFileSync(join(tlsDir, "fullchain.pem"), join(tlsDir, "ca.pem"));
}

/**
 * The servers on loopback: what deploy/nginx.conf says of its own (ports, root, certificate), here,
 * and the site and its TLS settings from the same included files. The site as plain HTTP on
 * `port`, and with `tls` as production serves it: HTTPS on the next port, the redirect on the one
 * after.
 * @param {number} port
 * @param {string} root the build's client directory
 * @param {string} tlsDir
 * @param {boolean} tls
 */
function servers(port, root, tlsDir, tls) {
  const site = `server {
  listen 127.0.0.1:${port};
  root ${root};
  include lumina-academy/site.conf;
}
`;
  if (!tls) return site;
  return `${site}
server {
  listen 127.0.0.1:${port + 1} ssl http2;
  root ${root};
  ssl_certificate ${tlsDir}/fullchain.pem;
  ssl_certificate_key ${tlsDir}/privkey.pem;
  ssl_trusted_certificate ${tlsDir}/chain.pem;
  resolver 127.0.0.1;
  include lumina-academy/tls.conf;
  include lumina-academy/site.conf;
}

server {
  listen 127.0.0.1:${port + 2};
  server_tokens off;
  include lumina-academy/headers.conf;
  # $host carries no port: the redirect names the HTTPS port.
  return 301 https://$host:${port + 1}$request_uri;
}
`;
}

/** @param {string} dir */
function mainConfig(dir) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return `# Generated by scripts/serve.mjs
${isRoot ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI_MODULE};
events { worker_connections 512; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include servers.conf;
}
`;
}

/**
 * nginx serving the build in `root` (build/client by default) until `stop()`.
 * @param {{ port: number, root?: string, tls?: boolean }} options
 */
export async function serve({ port, root = join(projectDir, "build", "client"), tls = false }) {
  const generated = ["locations.conf", "headers.conf"].map((file) =>
    join(dirname(root), "nginx", file),
  );
  if (![join(root, "index.html"), ...generated].every((file) => existsSync(file))) {
    throw new Error(
      `No build in ${dirname(root)}: run \`npm run build\` (\`npm start\` does both).`,
    );
  }
  const served = servedAt(port);
  const { dir } = served;
  const log = join(dir, "error.log");
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", log];
  // An nginx left by a run that was killed would hold the port.
  if (existsSync(join(dir, "nginx.pid"))) spawnSync(NGINX, [...args, "-s", "stop"]);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "temp"), { recursive: true });
  if (tls) makeTestCertificate(join(dir, "tls"));
  // What production copies to /etc/nginx/lumina-academy/, beside this nginx.conf.
  const included = join(dir, "lumina-academy");
  mkdirSync(included);
  for (const file of [...INCLUDED.map((name) => join(projectDir, "deploy", name)), ...generated]) {
    symlinkSync(file, join(included, basename(file)));
  }
  writeFileSync(join(dir, "servers.conf"), servers(port, root, join(dir, "tls"), tls));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
  // In the foreground, in this process's group: whoever kills the group stops nginx too.
  const nginx = spawn(NGINX, args, { stdio: "ignore" });
  let running = true;
  const exited = new Promise((done) => nginx.once("exit", done)).then(() => (running = false));
  const kill = () => nginx.kill();
  process.once("exit", kill);
  // nginx writes its pid file once its ports are open.
  while (!existsSync(join(dir, "nginx.pid"))) {
    if (!running) throw new Error(`nginx did not start:\n${readFileSync(log)}`);
    await delay(20);
  }
  // Expected: the test certificate names no OCSP responder, so nginx will not staple.
  const expected = /"ssl_stapling" ignored, no OCSP responder URL in the certificate/;
  const messages = readFileSync(log, "utf8")
    .split("\n")
    .filter((line) => line && !expected.test(line));
  if (messages.length > 0) console.error(messages.join("\n"));
  return {
    ...served,
    async stop() {
      process.off("exit", kill);
      if (running) kill();
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePackages("nginx");
  const [root] = process.argv.slice(2).map((dir) => resolve(dir));
  const server = await serve({ port: Number(process.env.PORT ?? 4173), root, tls: true }).catch(
    (/** @type {Error} */ error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
  console.log(`Lumina Academy is being served at ${server.url}/`);
  console.log(
    `As in production, also at ${server.tlsUrl}/ (certificate made for this run, its CA in ${server.caFile}); ${server.redirectUrl}/ redirects there.`,
  );
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => server.stop().then(() => process.exit(0)));
  }
}
