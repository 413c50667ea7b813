// The page editor's live preview frames the public page: only a page asked for with `?preview=` may
// be framed, and only by this origin; only the admin may frame, and only this origin. Everything
// else stays unframeable (clickjacking).
import { describe, expect, it } from "vitest";
import { call } from "./fixtures.ts";

const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";

describe("framing", () => {
  it("lets this origin frame a page opened for the preview, and nobody else", async () => {
    const res = await call("/digital/eicad?preview=1&lang=en");
    expect(csp(res)).toContain("frame-ancestors 'self'");
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    // The page frames nothing itself.
    expect(csp(res)).toContain("frame-src 'none'");
  });

  it.each(["/digital/eicad", "/digital/eicad?lang=en", "/api/products?preview=1", "/files/none-00000000.png?preview=1"])(
    "keeps %s unframeable",
    async (path) => {
      const res = await call(path);
      expect(csp(res)).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    },
  );

  it("lets the admin frame this origin's pages only, and never be framed", async () => {
    const res = await call("/admin/pages/1");
    expect(csp(res)).toMatch(/frame-src 'self'(;|$)/);
    expect(csp(res)).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
