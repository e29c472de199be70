import { readFileSync } from "node:fs";
import { connect, type ConnectionOptions, type TLSSocket } from "node:tls";
import { TEST_PORT, servedAt } from "../../scripts/serve.mjs";
import { expect, gotoHydrated, test } from "./fixtures";

// Transport security of deploy/tls.conf (docs/decisions/009): scripts/serve.mjs serves the
// suite's site over HTTPS too, with a certificate made for the run (its CA trusted here), and plain
// HTTP on the port after that only redirects.
const { tlsUrl, redirectUrl, caFile } = servedAt(TEST_PORT);
const HSTS = "max-age=63072000; includeSubDomains";

test.use({ baseURL: tlsUrl, ignoreHTTPSErrors: true });

/** The HTTPS server's host and port, from the suite's base URL. */
function httpsTarget(baseURL: string | undefined) {
  const url = new URL(baseURL ?? "");
  expect(url.protocol).toBe("https:");
  return { host: url.hostname, port: Number(url.port) };
}

interface Handshake {
  protocol: string | null;
  cipher: string;
  alpn: string | false | null;
  authorized: boolean;
}

/**
 * A TLS handshake with the server that trusts only the test CA: what was
 * agreed, or the error code the handshake failed with.
 */
function handshake(
  baseURL: string | undefined,
  options: ConnectionOptions,
): Promise<Handshake | { error: string }> {
  const { host, port } = httpsTarget(baseURL);
  return new Promise((done) => {
    const socket: TLSSocket = connect({
      host,
      port,
      servername: "localhost",
      ca: readFileSync(caFile),
      rejectUnauthorized: false,
      ...options,
    });
    socket.once("secureConnect", () => {
      done({
        protocol: socket.getProtocol(),
        cipher: socket.getCipher().standardName,
        alpn: socket.alpnProtocol,
        authorized: socket.authorized,
      });
      socket.end();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      done({ error: error.code ?? error.message });
      socket.destroy();
    });
  });
}

test.describe("transport security", () => {
  test("plain HTTP only redirects, to the same path on HTTPS", async ({ request, baseURL }) => {
    for (const path of ["/", "/schedule", "/schedule/?tab=week", "/no/such-page"]) {
      const response = await request.get(`${redirectUrl}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(`${baseURL}${path}`);
    }
  });

  test("every HTTPS answer carries HSTS for two years, subdomains included", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    for (const [path, status, method] of [
      ["/", 200, "GET"],
      ["/schedule/", 200, "GET"],
      [asset!, 200, "GET"],
      ["/robots.txt", 200, "GET"],
      ["/no/such-page", 404, "GET"],
      ["/%ZZ", 400, "GET"],
      ["/", 405, "TRACE"],
    ] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(status);
      expect(response.headers()["strict-transport-security"], `${method} ${path}`).toBe(HSTS);
    }
  });

  test("the certificate verifies for localhost against the test CA", async ({ baseURL }) => {
    const result = await handshake(baseURL, {});
    expect(result).toMatchObject({ authorized: true });
  });

  test("TLS 1.2 and 1.3 only", async ({ baseURL }) => {
    expect(await handshake(baseURL, { minVersion: "TLSv1.3" })).toMatchObject({
      protocol: "TLSv1.3",
    });
    expect(
      await handshake(baseURL, { minVersion: "TLSv1.2", maxVersion: "TLSv1.2" }),
    ).toMatchObject({ protocol: "TLSv1.2" });
    // The client offers TLS 1.1 (its own floor lowered); the server refuses with an alert.
    expect(
      await handshake(baseURL, {
        minVersion: "TLSv1",
        maxVersion: "TLSv1.1",
        ciphers: "DEFAULT@SECLEVEL=0",
      }),
    ).toEqual({ error: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION" });
  });

  test("TLS 1.2 agrees only on Mozilla's intermediate ciphers", async ({ baseURL }) => {
    // The test certificate is ECDSA, so these are the ECDSA halves of the list.
    for (const cipher of [
      "ECDHE-ECDSA-AES128-GCM-SHA256",
      "ECDHE-ECDSA-AES256-GCM-SHA384",
      "ECDHE-ECDSA-CHACHA20-POLY1305",
    ]) {
      const result = await handshake(baseURL, { maxVersion: "TLSv1.2", ciphers: cipher });
      expect(result, cipher).toMatchObject({ protocol: "TLSv1.2", authorized: true });
    }
    // CBC ciphers, which the intermediate list left out.
    for (const cipher of [
      "ECDHE-ECDSA-AES128-SHA",
      "ECDHE-ECDSA-AES256-SHA",
      "ECDHE-ECDSA-AES128-SHA256",
    ]) {
      const result = await handshake(baseURL, { maxVersion: "TLSv1.2", ciphers: cipher });
      expect(result, cipher).toEqual({ error: "ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE" });
    }
  });

  test("HTTP/2 is offered, and the browser loads the site over it", async ({ page, baseURL }) => {
    expect(await handshake(baseURL, { ALPNProtocols: ["h2", "http/1.1"] })).toMatchObject({
      alpn: "h2",
    });
    await gotoHydrated(page, "/");
    const protocol = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
    expect(protocol).toBe("h2");
  });
});
