import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRows, lead, nextIp, postJson } from "./fixtures.ts";

const post = (body: Record<string, unknown>, key: string, ip: string, extra: Record<string, string> = {}) =>
  postJson("/api/consultations", body, { "Idempotency-Key": key, "CF-Connecting-IP": ip, ...extra });

describe("Idempotency-Key on POST /api/consultations", () => {
  it("is scoped to the client: the same key from another client stores a new lead", async () => {
    const first = await post(lead(), "shared-key-1", nextIp());
    const before = await countRows("consultations");
    const other = await post(lead(), "shared-key-1", nextIp());
    expect(other.res.status).toBe(200);
    expect(other.body.data!.id).not.toBe(first.body.data!.id);
    expect(await countRows("consultations")).toBe(before + 1);
  });

  it("answers 422 code 20001 for the same key with another body, storing nothing", async () => {
    const ip = nextIp();
    await post(lead(), "form-7", ip);
    const before = await countRows("consultations");
    const { res, body } = await post(lead({ customerName: "Someone else" }), "form-7", ip, { "Accept-Language": "en" });
    expect(res.status).toBe(422);
    expect(body).toEqual({ code: 20001, success: false, msg: "This Idempotency-Key was already used for a different request." });
    expect(await countRows("consultations")).toBe(before);
  });

  it("replays when only the bot-check token differs (a retry may carry a fresh token)", async () => {
    const ip = nextIp();
    const first = await post(lead({ turnstileToken: "a" }), "form-8", ip);
    const again = await post(lead({ turnstileToken: "b" }), "form-8", ip);
    expect(again.body).toEqual(first.body);
  });

  it("forgets a key after 24 hours: the same request then stores a new lead", async () => {
    const ip = nextIp();
    const first = await post(lead(), "form-9", ip);
    const id = first.body.data!.id;
    // 23 hours later the key still replays.
    await env.DB.prepare("UPDATE consultations SET created_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 23 * 3600_000).toISOString(), id)
      .run();
    expect((await post(lead(), "form-9", ip)).body.data!.id).toBe(id);
    await env.DB.prepare("UPDATE consultations SET created_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 25 * 3600_000).toISOString(), id)
      .run();
    const later = await post(lead(), "form-9", ip);
    expect(later.res.status).toBe(200);
    expect(later.body.data!.id).toBeGreaterThan(id);
    // The key moved to the new lead; the old one keeps its data.
    const old = await env.DB.prepare("SELECT idempotency_key, customer_name FROM consultations WHERE id = ?1").bind(id).first();
    expect(old).toEqual({ idempotency_key: null, customer_name: "Li Wei" });
  });
});
