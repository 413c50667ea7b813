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

  it("caches hashed build assets immutably", () => {
    expect(headersFile).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
