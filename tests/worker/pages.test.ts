import { describe, expect, it } from "vitest";
import { decidePage } from "../../worker/routes/pages.ts";
import { call } from "./fixtures.ts";

const decide = (path: string) => decidePage(new URL(`https://example.com${path}`));

describe("GET /", () => {
  it("redirects 302 to /pc_index keeping the query", async () => {
    const res = await call("/?lang=en&utm_source=x");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pc_index?lang=en&utm_source=x");
  });
});

describe("page decision", () => {
  it("serves the SPA for every route of the route table, case and trailing-slash tolerant", () => {
    for (const path of ["/pc_index", "/pc_index/news", "/digital/eicad", "/DIGITAL/", "/updateLogDetail", "/phone_index"]) {
      expect(decide(path), path).toEqual({ kind: "spa" });
    }
  });

  it("passes paths with a file extension to the assets", () => {
    expect(decide("/robots.txt")).toEqual({ kind: "asset" });
    expect(decide("/sitemap.xml")).toEqual({ kind: "asset" });
  });

  it("answers not-found for unknown pages", () => {
    expect(decide("/no-such-page")).toEqual({ kind: "not-found" });
    expect(decide("/digital/unknown")).toEqual({ kind: "not-found" });
  });

  it("leaves /api, /open-api and /files to their own handlers", () => {
    for (const path of ["/api", "/api/x", "/open-api/news", "/files/a.pdf"]) expect(decide(path)).toEqual({ kind: "reserved" });
    expect(decide("/apix")).toEqual({ kind: "not-found" });
  });
});
