import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRows, postJson } from "./fixtures.ts";

describe("bounds on POST /api/visits", () => {
  it("accepts fields at their bounds (path 512, referrer 1024)", async () => {
    const path = `/${"p".repeat(511)}`;
    const referrer = `https://r.example/${"r".repeat(1024 - 18)}`;
    const { res, body } = await postJson("/api/visits", { path, referrer, screen: "1920x1080" });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT path, referrer FROM visits WHERE id = ?1").bind(body.data!.id).first();
    expect(row).toEqual({ path, referrer });
  });

  it.each([
    [{ path: `/${"p".repeat(512)}` }, "path"],
    [{ path: "/x", referrer: `https://r.example/${"r".repeat(1024)}` }, "referrer"],
    [{ path: "/x", screen: `${"1".repeat(20)}x${"1".repeat(12)}` }, "screen"],
  ])("answers 400 past a bound (%#), storing nothing", async (payload, field) => {
    const before = await countRows("visits");
    const { res, body } = await postJson("/api/visits", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain(field);
    expect(await countRows("visits")).toBe(before);
  });

  it("trims the user agent to 256 characters", async () => {
    const { body } = await postJson("/api/visits", { path: "/pc_index" }, { "User-Agent": `Mozilla/5.0 ${"x".repeat(3000)}` });
    const row = await env.DB.prepare("SELECT user_agent FROM visits WHERE id = ?1").bind(body.data!.id).first<{ user_agent: string }>();
    expect(row!.user_agent).toHaveLength(256);
    expect(row!.user_agent.startsWith("Mozilla/5.0 ")).toBe(true);
  });
});
