import { describe, expect, it } from "vitest";
import { call } from "./fixtures.ts";
// The asset server reads public/_headers; it must promise the same security headers as the Worker.
import headersFile from "../../public/_headers?raw";

describe("public/_headers", () => {
  it("gives static files the same security headers as the Worker", async () => {
    const res = await call("/api/products");
    for (const name of ["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]) {
      expect(headersFile, name).toContain(`  ${name}: ${res.headers.get(name)}\n`);
    }
  });

  it("and the Worker sends no security header the asset server does not (one set, paid once per answer)", async () => {
    const res = await call("/api/products");
    const global = headersFile.slice(headersFile.indexOf("/*\n"), headersFile.indexOf("\n\n", headersFile.indexOf("/*\n")));
    const promised = new Set([...global.matchAll(/^ {2}([\w-]+):/gm)].map((m) => m[1].toLowerCase()));
    const perAnswer = new Set([
      "content-type",
      "content-length",
      "cache-control",
      "vary",
      "x-request-id",
      "x-read-cache",
      "x-d1-bookmark",
      "etag",
      "last-modified",
    ]);
    const extra = [...res.headers.keys()].filter((name) => !promised.has(name) && !perAnswer.has(name));
    expect(extra).toEqual([]);
  });

  it("caches hashed build assets immutably", () => {
    expect(headersFile).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
