// @ts-check
// Serves the production build in build/client the way a real static host
// does: /route and /route/ get the prerendered page, unknown paths get the
// not-found page with HTTP 404, precompressed br/gzip files are sent when the
// client accepts them, and the security and caching headers follow
// deploy/headers.mjs (the build writes them, with the Content-Security-
// Policy's script hashes, to build/headers.json).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { cacheControlFor, isPage } from "../deploy/headers.mjs";

const buildDir = resolve(import.meta.dirname, "..", "build");
const root = join(buildDir, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const NEEDED = [
  join(root, "index.html"),
  join(root, "404.html"),
  join(root, "404.html.br"),
  join(root, "404.html.gz"),
  join(buildDir, "headers.json"),
];
if (!NEEDED.every((file) => existsSync(file))) {
  console.error(
    `No complete build found in ${buildDir}. Run \`npm run build\` first (\`npm start\` does both).`,
  );
  process.exit(1);
}

const headers = JSON.parse(readFileSync(join(buildDir, "headers.json"), "utf8"));

const NOT_SERVED = new Set(["/404.html", "/_headers"]);

const notFound = {
  identity: readFileSync(join(root, "404.html")),
  br: readFileSync(join(root, "404.html.br")),
  gzip: readFileSync(join(root, "404.html.gz")),
};

/** Types sirv's MIME table lacks. @type {Record<string, string>} */
const EXTRA_TYPES = { ".ico": "image/x-icon" };

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function applyCommonHeaders(res, pathname) {
  const extension = pathname.slice(pathname.lastIndexOf("."));
  const type = EXTRA_TYPES[extension];
  if (type) res.setHeader("Content-Type", type);
  const policy = isPage(pathname) ? headers.page : headers.asset;
  for (const [name, value] of Object.entries(policy)) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControlFor(pathname));
}

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ["html"],
  setHeaders: (res, pathname) => applyCommonHeaders(res, pathname),
});

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function sendNotFound(req, res) {
  const accepts = req.headers["accept-encoding"] ?? "";
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : "identity";
  applyCommonHeaders(res, "/404.html");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.statusCode = 404;
  res.end(req.method === "HEAD" ? undefined : notFound[encoding]);
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  // The not-found page is only ever an answer, and _headers is for CDNs.
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (NOT_SERVED.has(pathname)) {
    sendNotFound(req, res);
    return;
  }
  assets(req, res, () => sendNotFound(req, res));
});

server.listen(port, host, () => {
  console.log(`Lumina Academy is being served at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
