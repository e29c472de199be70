/**
 * The one source of truth for HTTP response headers. `scripts/serve.mjs`
 * applies it, and the deploy generators write it out for nginx and for
 * static hosts that read a `_headers` file.
 */

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/** Hashed build assets live under /assets/ and never change. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (pathname.endsWith("/") || pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) {
    return CACHE_REVALIDATE;
  }
  return CACHE_SHORT;
}

/** Headers sent with every response. */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
