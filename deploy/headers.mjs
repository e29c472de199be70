// @ts-check
/**
 * The one source of truth for HTTP response headers. At build time
 * `scripts/postbuild.ts` turns it into the files each server reads:
 * `build/nginx/locations.conf`
 * (deploy/site.conf includes it: its location rules and their headers),
 * `build/nginx/headers.conf` (the headers of responses no location answers:
 * malformed requests, refused methods, the HTTP-to-HTTPS redirect) and
 * `build/client/_headers` (static hosts and CDNs). Pages get the whole
 * policy; other files (scripts, styles, images) only what applies to them,
 * which keeps a kilobyte of policy off every asset response.
 */

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/** Where the build's hashed, immutable assets live. */
export const ASSETS_PREFIX = "/assets/";
/** The service worker (ADR 012); it is registered with the whole site as its scope. */
export const SERVICE_WORKER_PATH = "/sw.js";
/**
 * Files that say which version of the site is current: asked again on every
 * use, so a new deploy is seen at once (the browser checks the worker for
 * changes on each visit; the app manifest names the icons and colours).
 */
const REVALIDATED_FILES = [SERVICE_WORKER_PATH, "/manifest.webmanifest"];
/** A file's extension at the end of a path; a path without one (or with .html) is a page. */
const FILE_EXTENSION = "\\.[a-z0-9]+$";

/**
 * Whether a path names a page (an HTML document) rather than a file.
 * @param {string} pathname
 */
export function isPage(pathname) {
  if (pathname.startsWith(ASSETS_PREFIX)) return false;
  return (
    pathname.endsWith("/") ||
    pathname.endsWith(".html") ||
    !new RegExp(FILE_EXTENSION, "i").test(pathname)
  );
}

/**
 * Hashed build assets live under /assets/ and never change; pages, the
 * service worker and the app manifest are revalidated on every visit; other
 * public files (icons, captions) are cached for an hour.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith(ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  if (REVALIDATED_FILES.includes(pathname)) return CACHE_REVALIDATE;
  return isPage(pathname) ? CACHE_REVALIDATE : CACHE_SHORT;
}

/**
 * The Content-Security-Policy. Scripts and styles come only from the site
 * itself; the inline scripts React Router writes into each prerendered page
 * are allowed by their SHA-256 hashes, computed from the build.
 * @param {{ scriptHashes: string[], frameOrigins: string[], mediaOrigins: string[] }} sources
 */
export function contentSecurityPolicy({ scriptHashes, frameOrigins, mediaOrigins }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", ...mediaOrigins],
    "frame-src": frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // DOM sinks take no plain string; the one policy (app/lib/head-scripts.ts)
    // vouches for what the site itself writes. ADR 009.
    "require-trusted-types-for": ["'script'"],
    "trusted-types": ["default"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The only methods the site answers; any other gets 405 with this `Allow` header. */
export const ALLOWED_METHODS = "GET, HEAD";

/**
 * HTTP Strict Transport Security: two years, subdomains included (Mozilla's
 * "intermediate" guideline and the HTTP Observatory's minimum of six months).
 * Browsers ignore it on plain HTTP (RFC 6797, 8.1), so a loopback server
 * that sends it changes nothing; behind TLS it keeps every later visit on
 * HTTPS.
 */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Headers sent with every response. */
export const ASSET_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // No other site may load these files (scripts, styles, images) into its pages.
  "Cross-Origin-Resource-Policy": "same-origin",
  "Strict-Transport-Security": HSTS,
};

/**
 * Headers sent with every page (HTML document).
 * @param {string} csp the Content-Security-Policy value
 * @returns {Record<string, string>}
 */
export function pageHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    ...ASSET_HEADERS,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The `_headers` file read by Netlify, Cloudflare Pages and similar hosts.
 * Such hosts match rules against the requested URL, so the not-found page
 * they serve for an unknown path only gets what `/*` gives: the whole page
 * policy goes on `/*` (files get it too, harmlessly), and each kind of file
 * gets its cache policy.
 * Each edition's not-found page is `404.html` in its own directory, which
 * hosts such as Cloudflare Pages serve for unknown paths below it.
 * @param {Record<string, string>} headers the page headers
 * @param {string[]} pagePaths every prerendered page, e.g. "/", "/schedule", "/es/"
 * @param {string[]} notFoundFiles each edition's not-found page, e.g. "/404.html", "/es/404.html"
 */
export function headersFile(headers, pagePaths, notFoundFiles) {
  /** @param {string} pattern @param {Record<string, string>} entries */
  const block = (pattern, entries) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const pages = pagePaths.flatMap((path) => (path.endsWith("/") ? [path] : [path, `${path}/`]));
  return [
    "# Generated by scripts/postbuild.ts from deploy/headers.mjs. Do not edit.",
    block("/*", headers),
    block("/assets/*", { "Cache-Control": CACHE_IMMUTABLE }),
    ...[...pages, ...notFoundFiles, ...REVALIDATED_FILES].map((path) =>
      block(path, { "Cache-Control": cacheControlFor(path) }),
    ),
    "",
  ].join("\n\n");
}

/**
 * The same headers as nginx `add_header` lines (`always`, so error pages
 * carry them too).
 * @param {Record<string, string>} headers
 */
export function nginxHeaders(headers) {
  return Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
}

/**
 * The headers of the responses nginx gives before any location is chosen,
 * included at server level: a malformed request (400), TRACE and any other
 * refused method (405), the HTTP-to-HTTPS redirect. They get the page policy
 * (nginx's error body is an HTML page) and `Allow`. Locations that add
 * headers of their own do not inherit these.
 * @param {Record<string, string>} pageHeaders the page headers
 */
export function nginxServerHeaders(pageHeaders) {
  return [
    "# Generated by scripts/postbuild.ts from deploy/headers.mjs. Do not edit.",
    "# Responses no location answers (400, 405, the HTTP redirect): the page policy.",
    ...nginxHeaders({ ...pageHeaders, Allow: ALLOWED_METHODS }),
    "",
  ].join("\n");
}

/**
 * nginx's location rules, with the same split of pages, assets and other
 * files as `isPage` and `cacheControlFor`, each location with all its
 * headers (nginx drops inherited `add_header` lines as soon as a location
 * adds its own). deploy/site.conf includes this inside the site's server block.
 * Each other edition's directory is a location of its own, whose files get
 * the file headers as at the root, and whose unknown paths (files included)
 * get that edition's not-found page.
 * @param {Record<string, string>} pageHeaders the page headers
 * @param {string[]} editions the other editions' base paths, e.g. "/es/"
 */
export function nginxLocations(pageHeaders, editions) {
  /** @param {string} match @param {Record<string, string>} headers @param {string[]} rules */
  const location = (match, headers, rules) =>
    [
      `location ${match} {`,
      ...[...nginxHeaders(headers), ...rules].map((line) => `    ${line}`),
      "}",
    ].join("\n");
  const page = { ...pageHeaders, "Cache-Control": CACHE_REVALIDATE };
  const files = location(
    `~* ${FILE_EXTENSION.replace("\\.", "\\.(?!html$)")}`,
    { ...ASSET_HEADERS, "Cache-Control": CACHE_SHORT },
    ["try_files $uri =404;"],
  );
  return [
    "# Generated by scripts/postbuild.ts from deploy/headers.mjs. Do not edit.",
    `# Pages: paths without a file extension, and .html.\n` +
      location("/", page, ["try_files $uri $uri/index.html =404;"]),
    `# Hashed, immutable build assets.\n` +
      location(`^~ ${ASSETS_PREFIX}`, { ...ASSET_HEADERS, "Cache-Control": CACHE_IMMUTABLE }, [
        "try_files $uri =404;",
      ]),
    `# The service worker and the app manifest, asked again on every use.\n` +
      REVALIDATED_FILES.map((path) =>
        location(`= ${path}`, { ...ASSET_HEADERS, "Cache-Control": CACHE_REVALIDATE }, [
          "try_files $uri =404;",
        ]),
      ).join("\n"),
    `# Every other file (icons, sitemap, robots, captions).\n${files}`,
    ...editions.map(
      (base) =>
        `# The ${base} edition's pages and files (its shared-link cards), and its not-found\n` +
        `# page for any other path in it.\n` +
        location(`^~ ${base}`, page, [
          "try_files $uri $uri/index.html =404;",
          `error_page 404 ${base}404.html;`,
          ...files.split("\n"),
        ]),
    ),
    `# The not-found pages, served by error_page only.\n` +
      ["/", ...editions]
        .map((base) =>
          location(`= ${base}404.html`, page, [
            "internal;",
            // Asked for by name, it is an unknown path of its own edition.
            ...(base === "/" ? [] : [`error_page 404 ${base}404.html;`]),
          ]),
        )
        .join("\n"),
    `# The header rules for static hosts are not a page.\n` +
      location("= /_headers", {}, ["return 404;"]),
    "",
  ].join("\n\n");
}
