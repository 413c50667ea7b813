import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postJson } from "./fixtures.ts";

const today = () => new Date().toISOString().slice(0, 10);
const total = async () => (await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM event_counts").first<{ n: number }>())!.n;
const keyCount = async (dim: string, key: string) =>
  (
    await env.DB.prepare("SELECT count AS n FROM event_counts WHERE day = ?1 AND kind = 'visit' AND dim = ?2 AND key = ?3")
      .bind(today(), dim, key)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("bounds on POST /api/visits", () => {
  it("accepts fields at their bounds (path 512, referrer 1024) and keeps only their keys: other, the host", async () => {
    const path = `/${"p".repeat(511)}`;
    const referrer = `https://r.example/${"r".repeat(1024 - 18)}`;
    const [other, host] = [await keyCount("page", "other"), await keyCount("referrer", "r.example")];
    const { res } = await postJson("/api/visits", { path, referrer, screen: "1920x1080" });
    expect(res.status).toBe(200);
    expect(await keyCount("page", "other")).toBe(other + 1);
    expect(await keyCount("referrer", "r.example")).toBe(host + 1);
    const longest = await env.DB.prepare("SELECT max(length(key)) AS n FROM event_counts").first<{ n: number }>();
    expect(longest!.n).toBeLessThan(100);
  });

  it.each([
    [{ path: `/${"p".repeat(512)}` }, "path"],
    [{ path: "/x", referrer: `https://r.example/${"r".repeat(1024)}` }, "referrer"],
    [{ path: "/x", screen: `${"1".repeat(20)}x${"1".repeat(12)}` }, "screen"],
  ])("answers 400 past a bound (%#), counting nothing", async (payload, field) => {
    const before = await total();
    const { res, body } = await postJson("/api/visits", payload);
    expect(res.status).toBe(400);
    expect(body.msg).toContain(field);
    expect(await total()).toBe(before);
  });

  it("keeps a user agent as its device class only, however long", async () => {
    const desktop = await keyCount("device", "desktop");
    const { res } = await postJson("/api/visits", { path: "/pc_index" }, { "User-Agent": `Mozilla/5.0 (Windows NT 10.0) ${"x".repeat(3000)}` });
    expect(res.status).toBe(200);
    expect(await keyCount("device", "desktop")).toBe(desktop + 1);
    const tablet = await keyCount("device", "tablet");
    await postJson("/api/visits", { path: "/pc_index" }, { "User-Agent": `Mozilla/5.0 (Linux; Android 14; SM-X710) ${"android ".repeat(2000)}` });
    expect(await keyCount("device", "tablet")).toBe(tablet + 1);
  });
});
