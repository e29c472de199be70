import { describe, expect, it } from "vitest";
import {
  ALLOWED_METHODS,
  ASSET_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  cacheControlFor,
  contentSecurityPolicy,
  headersFile,
  isPage,
  nginxHeaders,
  nginxLocations,
  nginxServerHeaders,
  pageHeaders,
} from "./headers.mjs";

describe("which responses are pages", () => {
  it.each([
    ["/", true],
    ["/schedule", true],
    ["/schedule/", true],
    ["/404.html", true],
    ["/assets/app-1234.js", false],
    ["/favicon.svg", false],
    ["/robots.txt", false],
  ])("%s is a page: %s", (path, page) => {
    expect(isPage(path)).toBe(page);
  });

  it("caches assets forever, revalidates pages, the worker and the manifest, keeps other files an hour", () => {
    expect(cacheControlFor("/assets/app-1234.js")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/assets/app-1234.css")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/schedule")).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor("/sw.js")).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor("/manifest.webmanifest")).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor("/icon-192.png")).toBe(CACHE_SHORT);
  });
});

describe("the Content-Security-Policy", () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["abc=", "def="],
    frameOrigins: ["https://video.example"],
    mediaOrigins: ["https://media.example"],
  });

  it("allows scripts only from the site and by hash", () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-src https://video.example");
    expect(csp).toContain("media-src 'self' https://media.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("forbids frames when there is no frame origin", () => {
    expect(
      contentSecurityPolicy({ scriptHashes: [], frameOrigins: [], mediaOrigins: [] }),
    ).toContain("frame-src 'none'");
  });
});

describe("headers on every response", () => {
  it("keeps pages and files same-origin and on HTTPS for two years", () => {
    for (const headers of [ASSET_HEADERS, pageHeaders("default-src 'self'")]) {
      expect(headers).toMatchObject({
        "Cross-Origin-Resource-Policy": "same-origin",
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
      });
    }
  });
});

describe("header files", () => {
  const headers = pageHeaders("default-src 'self'");

  it("gives nginx's answers outside any location the page policy and Allow", () => {
    const lines = nginxServerHeaders(headers).split("\n");
    for (const [name, value] of Object.entries(headers)) {
      expect(lines).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(lines).toContain(`add_header Allow "${ALLOWED_METHODS}" always;`);
    expect(lines.filter((line) => line.startsWith("location"))).toEqual([]);
  });

  it("writes nginx add_header lines that also apply to error pages", () => {
    expect(nginxHeaders({ "X-Test": 'say "hi"' })).toEqual([
      'add_header X-Test "say \\"hi\\"" always;',
    ]);
  });

  it("writes nginx locations that split pages, assets and files as isPage does", () => {
    const config = nginxLocations(headers, ["/es/"]);
    const blocks = new Map(
      [...config.matchAll(/^location (.+) \{\n([^}]*)\}/gm)].map(([, match, body]) => [
        match!,
        body!,
      ]),
    );
    expect([...blocks.keys()]).toEqual([
      "/",
      "^~ /assets/",
      "= /sw.js",
      "= /manifest.webmanifest",
      "~* \\.(?!html$)[a-z0-9]+$",
      "^~ /es/",
      "= /404.html",
      "= /es/404.html",
      "= /_headers",
    ]);
    // An edition's unknown paths, files included, get its own not-found page;
    // its files (the shared-link cards) get the file headers, as at the root.
    expect(blocks.get("^~ /es/")).toContain("error_page 404 /es/404.html;");
    expect(blocks.get("^~ /es/")).toContain(
      `    location ~* \\.(?!html$)[a-z0-9]+$ {\n        add_header X-Content-Type-Options "nosniff" always;`,
    );
    expect(blocks.get("^~ /es/")).toContain(
      `        add_header Cache-Control "${CACHE_SHORT}" always;\n        try_files $uri =404;`,
    );
    expect(blocks.get("= /es/404.html")).toContain("internal;");
    expect(blocks.get("= /es/404.html")).toContain("error_page 404 /es/404.html;");
    for (const page of ["/", "^~ /es/", "= /404.html", "= /es/404.html"]) {
      expect(blocks.get(page)).toContain(
        "add_header Content-Security-Policy \"default-src 'self'\"",
      );
      expect(blocks.get(page)).toContain('add_header Cache-Control "no-cache" always;');
    }
    expect(blocks.get("^~ /assets/")).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}"`);
    expect(blocks.get("^~ /assets/")).not.toContain("Content-Security-Policy");
    for (const revalidated of ["= /sw.js", "= /manifest.webmanifest"]) {
      expect(blocks.get(revalidated)).toContain('add_header Cache-Control "no-cache" always;');
      expect(blocks.get(revalidated)).not.toContain("Content-Security-Policy");
    }
    // nginx's file pattern, read as a JavaScript regular expression, agrees with isPage.
    const file = new RegExp("\\.(?!html$)[a-z0-9]+$", "i");
    for (const path of ["/", "/schedule", "/schedule/", "/404.html", "/icon.svg", "/robots.txt"]) {
      expect(file.test(path), path).toBe(!isPage(path));
    }
  });

  it("writes a _headers file with the page policy everywhere and each file's cache policy", () => {
    const file = headersFile(headers, ["/", "/schedule", "/es/"], ["/404.html", "/es/404.html"]);
    const blocks = file.split("\n\n");
    // Unknown paths get the not-found page with only what /* gives: the whole policy.
    const everywhere = blocks.find((block) => block.startsWith("/*\n"));
    expect(everywhere).toContain("Content-Security-Policy: default-src 'self'");
    expect(everywhere).toContain(
      `X-Content-Type-Options: ${ASSET_HEADERS["X-Content-Type-Options"]}`,
    );
    expect(blocks).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(blocks).toContain(`/schedule/\n  Cache-Control: ${CACHE_REVALIDATE}`);
    expect(blocks).toContain(`/404.html\n  Cache-Control: ${CACHE_REVALIDATE}`);
    expect(blocks).toContain(`/es/\n  Cache-Control: ${CACHE_REVALIDATE}`);
    expect(blocks).toContain(`/es/404.html\n  Cache-Control: ${CACHE_REVALIDATE}`);
    expect(everywhere).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(everywhere).toContain("Cross-Origin-Resource-Policy: same-origin");
    // Hosts add every matching rule's headers: no other rule repeats the policy.
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(1);
  });
});
