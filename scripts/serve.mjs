// Serves the production build in build/client the way a real static host
// does: /route and /route/ get the prerendered page, unknown paths get the
// not-found page with HTTP 404, precompressed br/gzip files are sent when the
// client accepts them, and caching follows deploy/headers.mjs.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { SECURITY_HEADERS, cacheControlFor } from "../deploy/headers.mjs";

const root = resolve(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(root, "index.html"))) {
  console.error(
    `No build found in ${root}. Run \`npm run build\` first (\`npm start\` does both).`,
  );
  process.exit(1);
}

const notFound = {
  identity: readFileSync(join(root, "404.html")),
  br: readFileSync(join(root, "404.html.br")),
  gzip: readFileSync(join(root, "404.html.gz")),
};

function applyCommonHeaders(res, pathname) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControlFor(pathname));
}

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ["html"],
  setHeaders: (res, pathname) => applyCommonHeaders(res, pathname),
});

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
  assets(req, res, () => sendNotFound(req, res));
});

server.listen(port, host, () => {
  console.log(`Lumina Academy is being served at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
