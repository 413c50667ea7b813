import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("smoke", () => {
  it("pings", async () => {
    const res = await exports.default.fetch("http://x/api/ping");
    expect(res.status).toBe(200);
    const r = await env.DB.prepare("select count(*) as n from consultations").first<{ n: number }>();
    expect(r?.n).toBe(0);
  });
});
