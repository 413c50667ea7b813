import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRows, lead, postJson } from "./fixtures.ts";

describe("concurrent contact requests", () => {
  it("stores 200 leads posted at once exactly once each", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postJson("/api/consultations", lead({ customerName: `Client ${i}` }))),
    );
    expect(results.map((r) => r.res.status)).toEqual(Array(200).fill(200));
    const ids = new Set(results.map((r) => r.body.data!.id));
    expect(ids.size).toBe(200);
    expect(await countRows("consultations")).toBe(200);
    const names = await env.DB.prepare("SELECT count(DISTINCT customer_name) AS n FROM consultations").first<{ n: number }>();
    expect(names!.n).toBe(200);
  });

  it("stores one row for 50 concurrent posts with the same Idempotency-Key", async () => {
    const before = await countRows("consultations");
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postJson("/api/consultations", lead(), { "Idempotency-Key": "same-key-42" })),
    );
    expect(results.every((r) => r.res.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data!.id)).size).toBe(1);
    expect(await countRows("consultations")).toBe(before + 1);
  });
});
