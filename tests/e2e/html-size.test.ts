// Every page's HTML as served (the Worker's data pages with their data), compressed as the edge
// compresses it, stays within its budget (common/html-budgets.ts).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTML_BUDGET } from "../../common/html-budgets.ts";
import { startCompressionProxy, type CompressionProxy } from "../../bench/lib/proxy.ts";
import { baseUrl } from "./support/session.ts";
import { detailIds, LANGS, pathFor, ROUTES } from "./support/site.ts";

let proxy: CompressionProxy;
let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  proxy = await startCompressionProxy(0, baseUrl());
  ids = await detailIds();
});
afterAll(() => proxy?.close());

/** Bytes of the body as it came over the wire, and its encoding. */
function fetchRaw(path: string, lang: string, encoding: string): Promise<{ body: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, proxy.origin), { headers: { "accept-encoding": encoding, cookie: `lang=${lang}` } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => { body += chunk.length; });
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
