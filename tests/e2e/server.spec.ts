import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import type { APIResponse } from "@playwright/test";
import { SAMPLE_VIDEO } from "../../app/content/data/immersive";
import { DEMO_VIDEO } from "../../app/content/data/landing";
import { NOT_FOUND_WORDS as SPANISH_NOT_FOUND } from "../../app/content/es/pages";
import {
  NOT_FOUND_WORDS as ARABIC_NOT_FOUND,
  PAGE_WORDS as ARABIC_PAGES,
} from "../../app/content/ar/pages";
import { LOCALE_IDS } from "../../app/locales";
import { ALL_PAGE_PATHS, absoluteUrl } from "../../app/pages";
import { ASSET_HEADERS } from "../../deploy/headers.mjs";
import {
  SITE_PAGES,
  expect,
  gotoHydrated,
  recordViolations,
  test,
  violationsRecorded,
} from "./fixtures";

// nginx with deploy/site.conf (scripts/serve.mjs), over plain HTTP; tls.spec.ts checks HTTPS.

const BUILD_DIR = resolve(import.meta.dirname, "../../build");
/** The page policy with this build's script hashes: the `/*` rule of the build's `_headers`. */
const pageRule = readFileSync(resolve(BUILD_DIR, "client", "_headers"), "utf8").match(
  /^\/\*\n((?: {2}.+\n)+)/m,
)?.[1];
if (!pageRule) throw new Error("build/client/_headers has no /* rule");
const HEADERS: Record<string, string> = Object.fromEntries(
  pageRule
    .trimEnd()
    .split("\n")
    .map((line) => line.trim().split(/: (.*)/, 2)),
);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Pages carry the whole policy. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
  }
}

/** Files carry what applies to them, and not the page policy. */
function expectAssetHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(ASSET_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
  }
  expect(headers["content-security-policy"], response.url()).toBeUndefined();
}

test.describe("the policy", () => {
  test("the Content-Security-Policy is strict", () => {
    const csp = directives(HEADERS["Content-Security-Policy"] ?? "");
    const scripts = csp.get("script-src") ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
      true,
    );
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.has("style-src-attr")).toBe(false);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual([new URL(DEMO_VIDEO.embedUrl).origin]);
    expect(csp.get("media-src")).toEqual(["'self'", new URL(SAMPLE_VIDEO.src).origin]);
    // DOM sinks take no plain string, and the site's one policy is the only one allowed.
    expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(csp.get("trusted-types")).toEqual(["default"]);
  });

  test("no prerendered page carries inline styles, which style-src 'self' would block", () => {
    const pages = readdirSync(resolve(BUILD_DIR, "client"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => ({ file, html: readFileSync(resolve(BUILD_DIR, "client", file), "utf8") }));
    // Every page of every edition, and each edition's not-found and offline pages.
    expect(pages.length).toBe(ALL_PAGE_PATHS.length + 2 * LOCALE_IDS.length);
    for (const { file, html } of pages) {
      expect(html.match(/<[^>]+\sstyle=[^>]*>/g), file).toBeNull();
      expect(html.match(/<style[\s>]/g), file).toBeNull();
    }
  });

  test("the other security headers", () => {
    expect(HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    for (const feature of ["camera", "microphone", "geolocation"]) {
      expect(HEADERS["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  test("pages and files are same-origin resources, kept on HTTPS for two years", () => {
    for (const policy of [HEADERS, ASSET_HEADERS]) {
      expect(policy["Cross-Origin-Resource-Policy"]).toBe("same-origin");
      expect(policy["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    }
  });
});

test.describe("server", () => {
  test("every page, as /route and /route/, is its prerendered page with every header, no redirect", async ({
    request,
  }) => {
    for (const path of ALL_PAGE_PATHS) {
      const forms = path.endsWith("/") ? [path] : [path, `${path}/`];
      for (const form of forms) {
        const response = await request.get(form, {
          maxRedirects: 0,
          headers: { "accept-encoding": "br, gzip" },
        });
        expect(response.status(), form).toBe(200);
        expect(response.headers()["content-type"], form).toMatch(/^text\/html; ?charset=utf-8$/i);
        expect(response.headers()["content-encoding"], form).toBe("br");
        expect(response.headers()["cache-control"], form).toBe("no-cache");
        expectSecurityHeaders(response);
        expect(await response.text(), form).toContain(
          `<link rel="canonical" href="${absoluteUrl(path)}"/>`,
        );
      }
    }
  });

  test("unknown paths get the not-found page with status 404 and the headers", async ({
    request,
  }) => {
    for (const path of ["/no/such-page", "/schedule/extra", "/schedule%3Fx"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await response.text()).toContain("Oops! Page not found");
      expectSecurityHeaders(response);
    }
    expect((await request.get("/assets/missing.js")).status()).toBe(404);
  });

  test("unknown paths in an edition get that edition's not-found page with 404", async ({
    request,
  }) => {
    for (const [path, heading] of [
      ["/es/no/such-page", SPANISH_NOT_FOUND.heading],
      ["/es/schedule/extra", SPANISH_NOT_FOUND.heading],
      ["/ar/missing.png", ARABIC_NOT_FOUND.heading],
      ["/ar/404", ARABIC_NOT_FOUND.heading],
      ["/es/404.html", SPANISH_NOT_FOUND.heading],
      ["/espanol", "Oops! Page not found"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(heading);
      expectSecurityHeaders(response);
    }
  });

  test("the not-found page and _headers are never served as files, however spelt", async ({
    request,
    baseURL,
  }) => {
    for (const path of [
      "/404",
      "/404/",
      "/404.html",
      "/%34%30%34.html",
      "/_headers",
      "/%5Fheaders",
      "/%5fheaders/",
      // Absolute, or "//_headers" would be read as a host name.
      `${baseURL}//_headers`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
      expectSecurityHeaders(response);
    }
  });

  test("malformed paths get 400 with the headers", async ({ request }) => {
    for (const path of ["/%00", "/schedule%00.html", "/%ZZ", "/..%2f", "/assets/..%2f..%2f"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expectSecurityHeaders(response);
    }
  });

  test("methods other than GET and HEAD get 405 with Allow and the headers", async ({
    request,
  }) => {
    const asset = (await (await request.get("/")).text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    for (const path of ["/", "/schedule", "/favicon.svg", asset!]) {
      for (const method of ["OPTIONS", "POST", "PUT", "DELETE", "PATCH", "TRACE"]) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${path}`).toBe("GET, HEAD");
        expectSecurityHeaders(response);
      }
    }
    const head = await request.head("/schedule");
    expect(head.status()).toBe(200);
    expectSecurityHeaders(head);
  });

  test("a 304 Not Modified carries the headers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
    for (const [path, expectHeaders] of [
      ["/schedule", expectSecurityHeaders],
      [asset!, expectAssetHeaders],
      ["/favicon.svg", expectAssetHeaders],
    ] as const) {
      const etag = (await request.get(path)).headers()["etag"];
      expect(etag, path).toBeTruthy();
      const response = await request.get(path, { headers: { "if-none-match": etag! } });
      expect(response.status(), path).toBe(304);
      expectHeaders(response);
    }
  });

  test("hashed assets are immutable and sent compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The page's modules; ICU's worker (ADR 036) is under postbuild's 512 bytes, sent as it is.
    const scripts = [...html.matchAll(/rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map(
      ([, asset]) => asset!,
    );
    const styles = [...html.matchAll(/\/assets\/[\w.-]+\.css/g)].map(([asset]) => asset);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const [asset, encoding] of [
      [scripts[0]!, "br"],
      [scripts[0]!, "gzip"],
      [styles[0]!, "br"],
    ] as const) {
      const response = await request.get(asset, { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"], `${asset} as ${encoding}`).toBe(encoding);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["vary"]).toMatch(/accept-encoding/i);
      expectAssetHeaders(response);
    }
    const script = await request.get(scripts[0]!, { headers: { "accept-encoding": "identity" } });
    expect(script.headers()["content-encoding"]).toBeUndefined();
    expect(script.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
    const [icuWorker] = html.match(/\/assets\/icu-worker-[\w-]+\.js/) ?? [];
    const worker = await request.get(icuWorker!);
    expect(worker.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(worker.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
  });

  test("public files have their types; an hour of caching, the worker and the manifest none", async ({
    request,
  }) => {
    const hour = "public, max-age=3600";
    const files: Record<string, [type: RegExp, cache: string]> = {
      "/favicon.ico": [/^image\/(x-icon|vnd\.microsoft\.icon)/, hour],
      "/favicon.svg": [/^image\/svg\+xml/, hour],
      "/icon-192.png": [/^image\/png/, hour],
      // Shared-link cards, the original's and a translated edition's (ADR 018).
      "/og/home.png": [/^image\/png/, hour],
      "/ar/og/schedule.png": [/^image\/png/, hour],
      "/robots.txt": [/^text\/plain/, hour],
      "/sitemap.xml": [/^(application|text)\/xml/, hour],
      // Asked again on every use, so a new deploy is seen at once (ADR 012).
      "/sw.js": [/^(application|text)\/javascript/, "no-cache"],
      "/manifest.webmanifest": [/^application\/manifest\+json/, "no-cache"],
    };
    for (const [path, [type, cache]] of Object.entries(files)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
      expect(response.headers()["cache-control"], path).toBe(cache);
      expectAssetHeaders(response);
    }
  });

  test("sitemap.xml lists every page of every edition and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.toSorted()).toEqual(ALL_PAGE_PATHS.map(absoluteUrl).toSorted());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});

test.describe("Trusted Types", () => {
  // The two refusals below are reported on the console too.
  test.use({
    allowedConsole: /requires 'TrustedHTML' assignment|TrustedTypePolicy named 'mine' violates/,
  });

  test("ICU's worker (ADR 036) starts in every edition, the policy and the CSP letting it", async ({
    page,
  }) => {
    await recordViolations(page);
    for (const edition of ["/", "/es/", "/ar/"]) {
      const icu = page.waitForEvent("worker", (worker) =>
        /\/assets\/icu-worker-[\w-]+\.js$/.test(worker.url()),
      );
      await gotoHydrated(page, edition);
      await icu;
      expect(await violationsRecorded(page), edition).toEqual([]);
    }
  });

  test("a translated edition's own data blocks pass too", async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, "/ar/");
    // Each edition's policy knows its own pages' JSON-LD (in its own words).
    await page
      .getByRole("main")
      .getByRole("link", { name: ARABIC_PAGES.immersiveArVr.label })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ar\/immersive-ar-vr$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(await violationsRecorded(page)).toEqual([]);
  });

  test("the site's own writes pass, markup from any other string is refused", async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, "/");
    // A client-side visit renders the video's JSON-LD data block with innerHTML.
    const immersive = SITE_PAGES.find((entry) => entry.id === "immersiveArVr")!;
    await page.getByRole("main").getByRole("link", { name: immersive.label }).first().click();
    await expect(page).toHaveURL(new RegExp(`${immersive.path}$`));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(await violationsRecorded(page)).toEqual([]);

    const attempt = await page.evaluate(() => {
      const results: string[] = [];
      const tryIt = (write: () => void) => {
        try {
          write();
          results.push("written");
        } catch (error) {
          results.push((error as Error).name);
        }
      };
      tryIt(() => {
        document.createElement("div").innerHTML = "<img src=x>";
      });
      tryIt(() => {
        type Factory = { createPolicy: (name: string, rules: object) => unknown };
        const factory = (window as unknown as { trustedTypes: Factory }).trustedTypes;
        factory.createPolicy("mine", { createHTML: (html: string) => html });
      });
      return results;
    });
    expect(attempt).toEqual(["TypeError", "TypeError"]);
    await expect
      .poll(() => violationsRecorded(page))
      .toEqual([
        "require-trusted-types-for blocked trusted-types-sink",
        "trusted-types blocked trusted-types-policy",
      ]);
  });
});
