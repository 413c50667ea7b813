import { describe, expect, it } from "vitest";
import { message } from "../../worker/lib/messages.ts";
import { call, getJson, nextIp } from "./fixtures.ts";

const SECURITY = {
  "Strict-Transport-Security": /max-age=\d+/,
  "X-Content-Type-Options": /^nosniff$/,
  "Referrer-Policy": /^strict-origin-when-cross-origin$/,
  "Permissions-Policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  "Content-Security-Policy": /default-src 'self'; script-src 'self';.*frame-ancestors 'none'/,
};

describe("every response", () => {
  it.each([
    ["an API read", "/api/products"],
    ["an API 404", "/api/nothing-here"],
    ["a missing file", "/files/none-00000000.txt"],
    ["the root redirect", "/"],
  ])("carries the security headers and a request id: %s", async (_what, path) => {
    const res = await call(path);
    for (const [name, pattern] of Object.entries(SECURITY)) expect(res.headers.get(name), name).toMatch(pattern);
    expect(res.headers.get("Content-Security-Policy")).not.toContain("unsafe-eval");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[\w-]+$/);
  });

  it("echoes a well-formed incoming X-Request-Id", async () => {
    const res = await call("/api/products", { headers: { "X-Request-Id": "trace-123" } });
    expect(res.headers.get("X-Request-Id")).toBe("trace-123");
  });
});

describe("the envelope", () => {
  it("answers unknown API routes with a 404 envelope in Chinese by default", async () => {
    const { res, body } = await getJson("/api/unknown");
    expect(res.status).toBe(404);
    expect(body).toEqual({ code: 404, success: false, msg: "请求的内容不存在" });
  });

  it("answers in English for Accept-Language en and lets ?language win", async () => {
    expect((await getJson("/api/unknown", { "Accept-Language": "en-US,en;q=0.8" })).body.msg).toBe("The requested resource does not exist.");
    expect((await getJson("/api/unknown?language=zh", { "Accept-Language": "en" })).body.msg).toBe("请求的内容不存在");
    expect((await getJson("/api/unknown?language=en")).body.msg).toBe("The requested resource does not exist.");
  });

  it("answers 400 for any other language value", async () => {
    const { res, body } = await getJson("/api/products?language=English");
    expect(res.status).toBe(400);
    expect(body).toEqual({ code: 20001, success: false, msg: "参数 language 格式不正确" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 405 with Allow for a known path and a wrong method", async () => {
    for (const [method, path, allow] of [
      ["POST", "/api/news", "GET, HEAD"],
      ["DELETE", "/api/news/3", "GET, HEAD"],
      ["GET", "/api/consultations", "POST"],
      ["PUT", "/open-api/visits", "POST"],
    ] as const) {
      const res = await call(path, { method, headers: { "Accept-Language": "en", "CF-Connecting-IP": nextIp() } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow")).toBe(allow);
      expect(await res.json()).toEqual({ code: 405, success: false, msg: "This method is not allowed here." });
    }
  });

  it("serves the same API under /open-api", async () => {
    const a = await getJson("/api/news?pageSize=5");
    const b = await getJson("/open-api/news?pageSize=5");
    expect(b.res.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await getJson("/open-api/unknown")).res.status).toBe(404);
  });

  it("marks writes and errors no-store and public reads briefly cacheable", async () => {
    expect((await call("/api/news")).headers.get("Cache-Control")).toBe("public, max-age=15");
    expect((await call("/api/unknown")).headers.get("Cache-Control")).toBe("no-store");
    expect((await call("/api/site")).headers.get("Cache-Control")).toBe("no-store"); // 404: no settings in this file
  });
});

describe("envelope messages", () => {
  it("put values holding $ patterns into the sentence as they are", () => {
    const vars = { by: "o$&o$'k@example.com", at: "2026-03-01 $` $$" };
    expect(message("en", "stale", undefined, vars)).toBe(
      "Someone else (o$&o$'k@example.com) saved this item at 2026-03-01 $` $$. Reload it to see their changes before saving yours.",
    );
    expect(message("zh", "stale", undefined, vars)).toContain("该内容已被 o$&o$'k@example.com 于 2026-03-01 $` $$ 修改");
    expect(message("en", "invalid", "a$&b")).toBe('The field "a$&b" is not valid.');
  });
});
