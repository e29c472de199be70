import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// What deploy/nginx.conf promises that the loopback test server cannot show:
// the production ports, and OCSP stapling (the test certificate names no
// OCSP responder). tests/e2e/tls.spec.ts checks the rest live: the loopback
// server includes the same site.conf and tls.conf (scripts/serve.mjs).
const read = (file: string) => readFileSync(resolve(import.meta.dirname, file), "utf8");

/** deploy/nginx.conf with deploy/'s included files in place (the build's stay includes). */
const config = read("nginx.conf").replace(
  /^\s*include lumina-academy\/(site|tls)\.conf;$/gm,
  (_, name: string) => read(`${name}.conf`).replace(/^/gm, "    "),
);

/** The directives of each server block, comments dropped. */
function serverBlocks(): string[][] {
  const code = config.replace(/#.*$/gm, "");
  return [...code.matchAll(/^server \{\n([\s\S]*?)^\}/gm)].map(([, body]) =>
    body!
      .split(";")
      .map((directive) => directive.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );
}

describe("deploy/nginx.conf", () => {
  const [plain, tls] = serverBlocks();

  it("has a plain HTTP server that only redirects to HTTPS", () => {
    expect(serverBlocks()).toHaveLength(2);
    expect(plain).toContain("listen 80 default_server");
    expect(plain).toContain("return 301 https://$host$request_uri");
    expect(plain!.some((directive) => directive.startsWith("root"))).toBe(false);
  });

  it("serves HTTPS and HTTP/2 on 443 with Mozilla's intermediate TLS settings", () => {
    expect(tls).toContain("listen 443 ssl http2 default_server");
    expect(tls).toContain("listen [::]:443 ssl http2 default_server");
    expect(tls).toContain("ssl_protocols TLSv1.2 TLSv1.3");
    expect(tls).toContain(
      "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305",
    );
    expect(tls).toContain("ssl_prefer_server_ciphers off");
    expect(tls).toContain("ssl_session_tickets off");
  });

  it("staples OCSP responses and verifies them", () => {
    expect(tls).toContain("ssl_stapling on");
    expect(tls).toContain("ssl_stapling_verify on");
    expect(tls!.some((directive) => directive.startsWith("ssl_trusted_certificate "))).toBe(true);
    expect(tls!.some((directive) => directive.startsWith("resolver "))).toBe(true);
  });

  it("gives every answer the build's headers, in both servers", () => {
    for (const server of [plain, tls]) {
      expect(server).toContain("include lumina-academy/headers.conf");
    }
    expect(tls).toContain("include lumina-academy/locations.conf");
  });
});
