// Every page's HTML as served (the Worker's data pages with their data), compressed as the edge
// compresses it, stays within its budget (common/html-budgets.ts); and a repeat visit, which gets the
// page as the Worker compressed it, takes one round trip.
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { HTML_BUDGET } from "../../common/html-budgets.ts";
import { startCompressionProxy, type CompressionProxy } from "../../bench/lib/proxy.ts";
import { baseUrl } from "./support/session.ts";
import { detailIds, LANGS, pathFor, ROUTES } from "./support/site.ts";
import { it } from "./support/fixture.ts";

let proxy: CompressionProxy;
let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  // Body bytes only, which the protocol does not change: the plain HTTP/1.1 proxy, read with node:http.
  proxy = await startCompressionProxy(0, baseUrl(), "h1");
  ids = await detailIds();
});
afterAll(() => proxy?.close());

/** Bytes of the body as it came over the wire, and its encoding. */
function fetchRaw(path: string, lang: string, encoding: string): Promise<{ body: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, proxy.origin), { headers: { "accept-encoding": encoding, cookie: `lang=${lang}` } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on("end", () => resolve({ body, encoding: res.headers["content-encoding"] }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe.each(LANGS)("served HTML in %s", (lang) => {
  it.each(ROUTES.map((r) => [r.key, r] as const))("%s stays within its budget, brotli and gzip", async (_key, route) => {
    const path = pathFor(route, ids);
    for (const encoding of ["br", "gzip"]) {
      const res = await fetchRaw(path, lang, encoding);
      expect(res.encoding, `${path} compressed`).toBe(encoding);
      expect(res.body, `${lang} ${path} (${encoding})`).toBeLessThanOrEqual(HTML_BUDGET[route.key]);
    }
  });
});

/** TCP's first congestion window (10 segments of 1460 bytes): what a phone gets in the first round trip. */
const FIRST_WINDOW = 14_600;

/** A page straight from the server, as a browser on a repeat visit asks for it: bytes on the wire, head included. */
function fetchPage(path: string, lang: string, encoding: string): Promise<{ body: Buffer; head: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": encoding, accept: "text/html", cookie: `lang=${lang}` };
    const req = http.get(new URL(path, baseUrl()), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ body: Buffer.concat(chunks), head, encoding: res.headers["content-encoding"] });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe.each(LANGS)("a repeat visit in %s (pages the Worker compressed itself, decision 0031)", (lang) => {
  it.each(ROUTES.map((r) => [r.key, r] as const))("%s arrives whole within the first congestion window", async (_key, route) => {
    const path = pathFor(route, ids);
    const plain = (await fetchPage(path, lang, "identity")).body.toString("utf8");
    await fetchPage(path, lang, "br"); // the first visit; the Worker compresses the page after answering it
    await expect
      .poll(
        async () => {
          const repeat = await fetchPage(path, lang, "br");
          expect(repeat.encoding).toBe("br");
          expect(brotliDecompressSync(repeat.body).toString("utf8")).toBe(plain);
          return repeat.head + repeat.body.length;
        },
        { message: `${lang} ${path}: head + brotli body` },
      )
      .toBeLessThanOrEqual(FIRST_WINDOW);
  });
});
