import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRows, nextIp, postJson } from "./fixtures.ts";

describe("POST /api/module-clicks", () => {
  it("stores the clicked module with the request language and answers its id", async () => {
    const { res, body } = await postJson("/api/module-clicks", { module: "3" }, { "Accept-Language": "en" });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT module, language, ip_hash FROM module_clicks WHERE id = ?1")
      .bind(body.data!.id)
      .first<{ module: string; language: string; ip_hash: string }>();
    expect(row).toMatchObject({ module: "3", language: "en" });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([[{ module: "7" }], [{ module: 3 }], [{}]])("answers 400 naming module for %j", async (payload) => {
    const { res, body } = await postJson("/api/module-clicks", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain("module");
  });

  it("answers 429 after 120 events from one client within a minute", async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 120 }, () => postJson("/api/module-clicks", { module: "1" }, { "CF-Connecting-IP": ip })),
    );
    expect(results.every((r) => r.res.status === 200)).toBe(true);
    const over = await postJson("/api/visits", { path: "/pc_index" }, { "CF-Connecting-IP": ip });
    expect(over.res.status).toBe(429);
    expect(over.body.code).toBe(429);
  });
});

describe("POST /api/visits", () => {
  it("stores path, referrer, language and screen", async () => {
    const { res, body } = await postJson(
      "/api/visits",
      { path: "/digital/eicad", referrer: "https://search.example/", language: "en", screen: "1920x1080" },
      { "User-Agent": "test-agent" },
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM visits WHERE id = ?1").bind(body.data!.id).first();
    expect(row).toMatchObject({
      path: "/digital/eicad",
      referrer: "https://search.example/",
      language: "en",
      screen: "1920x1080",
      user_agent: "test-agent",
    });
  });

  it("takes the request language when the body has none", async () => {
    const { body } = await postJson("/api/visits?language=en", { path: "/pc_index" });
    const row = await env.DB.prepare("SELECT language FROM visits WHERE id = ?1").bind(body.data!.id).first<{ language: string }>();
    expect(row!.language).toBe("en");
  });

  it.each([
    [{}, "path"],
    [{ path: "pc_index" }, "path"],
    [{ path: "/x", language: "fr" }, "language"],
    [{ path: "/x", screen: "huge" }, "screen"],
    [{ path: `/${"p".repeat(600)}` }, "path"],
  ])("answers 400 for %j naming %s, storing nothing", async (payload, field) => {
    const before = await countRows("visits");
    const { res, body } = await postJson("/api/visits", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain(field);
    expect(await countRows("visits")).toBe(before);
  });
});

describe("the local bench switch DISABLE_RATE_LIMIT", () => {
  it("only lifts limits for requests addressed to localhost or 127.0.0.1", async () => {
    const { rateLimitBypassed } = await import("../../worker/middleware/rate-limit.ts");
    const withFlag = { ...env, DISABLE_RATE_LIMIT: "1" } as typeof env;
    expect(rateLimitBypassed(withFlag, "http://localhost:8801/api/visits")).toBe(true);
    expect(rateLimitBypassed(withFlag, "http://127.0.0.1/api/visits")).toBe(true);
    expect(rateLimitBypassed(withFlag, "https://www.example.com/api/visits")).toBe(false);
    expect(rateLimitBypassed(withFlag, "https://localhost.example.com/api/visits")).toBe(false);
    expect(rateLimitBypassed(env, "http://localhost/api/visits")).toBe(false);
  });
});
