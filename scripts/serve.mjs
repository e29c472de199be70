// @ts-check
// Serves the build as a real static host does (edition not-found pages, precompressed files), with
// the headers of deploy/headers.mjs as the build writes them, CSP hashes included, to headers.json.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import { join, posix, resolve } from "node:path";
import sirv from "sirv";
import { ALLOWED_METHODS, cacheControlFor, isPage } from "../deploy/headers.mjs";

// BUILD_DIR: another build to serve (the offline tests serve a copy they change).
const buildDir = resolve(process.env.BUILD_DIR ?? join(import.meta.dirname, "..", "build"));
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

/** Directories with a not-found page of their own: "" for the original at the root, "es"... */
const notFoundDirs = ["", ...readdirSync(root)].filter((dir) =>
  existsSync(join(root, dir, "404.html")),
);

/** The edition directory a decoded path is in ("" for the original). @param {string} pathname */
function editionDirectory(pathname) {
  const first = pathname.split("/")[1] ?? "";
  return first !== "" && notFoundDirs.includes(first) ? first : "";
}

/**
 * Build files that are no page (a not-found page is only an answer; _headers is for CDNs), compared
 * decoded, without a trailing slash or `.html`: /404/, /%34%30%34.html and /es/404 all get a 404.
 */
const NOT_SERVED = new Set([
  "/_headers",
  ...notFoundDirs.map((dir) => (dir ? `/${dir}/404` : "/404")),
]);

/** Types sirv's MIME table lacks. @type {Record<string, string>} */
const EXTRA_TYPES = { ".ico": "image/x-icon" };

/**
 * Set before the file is looked up, so every answer carries them, a 304 Not Modified included.
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

/**
 * The path decoded once and normalised as nginx does, or null when malformed (bad encoding, a NUL,
 * a `..` above the root, a target that is not a path).
 * @param {string} target the request target (req.url)
 */
function requestPath(target) {
  const raw = target.split("?", 1)[0] ?? "";
  if (!raw.startsWith("/")) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  // Normalised relative to the root, a `..` above it is left at the start.
  const path = posix.normalize(`.${decoded}`);
  if (path === ".." || path.startsWith("../")) return null;
  return path === "." || path === "./" ? "/" : `/${path}`;
}

/** @param {string} pathname a decoded path */
function isNotServed(pathname) {
  const bare = pathname.replace(/\/$/, "").replace(/\.html$/, "");
  return NOT_SERVED.has(bare);
}

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ["html"],
});

/**
 * The not-found page of the edition `pathname` is in, with HTTP 404.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname the decoded path
 */
function sendNotFound(req, res, pathname) {
  const accepts = req.headers["accept-encoding"] ?? "";
  const [encoding, suffix] = /\bbr\b/.test(accepts)
    ? ["br", ".br"]
    : /\bgzip\b/.test(accepts)
      ? ["gzip", ".gz"]
      : [null, ""];
  const body = readFileSync(join(root, editionDirectory(pathname), `404.html${suffix}`));
  applyCommonHeaders(res, "/404.html");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.statusCode = 404;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * An error without a page of its own (400, 405), with the page policy.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {400 | 405} status
 */
function sendError(req, res, status) {
  applyCommonHeaders(res, "/");
  if (status === 405) res.setHeader("Allow", ALLOWED_METHODS);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.statusCode = status;
  res.end(req.method === "HEAD" ? undefined : `${STATUS_CODES[status]}\n`);
}

const server = createServer((req, res) => {
  const pathname = requestPath(req.url ?? "/");
  if (pathname === null) {
    sendError(req, res, 400);
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendError(req, res, 405);
    return;
  }
  if (isNotServed(pathname)) {
    sendNotFound(req, res, pathname);
    return;
  }
  // sirv keeps a header already set (an .ico's Content-Type too) and adds its own.
  applyCommonHeaders(res, pathname);
  // sirv decodes again: it gets the checked path, each segment encoded, so a decoded "?" or "#"
  // stays part of the name, as in nginx.
  req.url = pathname.split("/").map(encodeURIComponent).join("/");
  assets(req, res, () => sendNotFound(req, res, pathname));
});

server.listen(port, host, () => {
  console.log(`Lumina Academy is being served at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
