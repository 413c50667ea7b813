import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import { countRows, lead, postJson } from "./fixtures.ts";

/** A contact request to localhost with the local-only DISABLE_RATE_LIMIT switch on. */
async function postUnlimited(body: unknown, headers: Record<string, string>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://localhost/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, DISABLE_RATE_LIMIT: "1" } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, body: (await res.json()) as Envelope<{ id: number }> };
}

describe("concurrent contact requests", () => {
  it("stores 200 leads posted at once exactly once each", async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => postJson("/api/consultations", lead({ customerName: `Client ${i}` }))));
    expect(results.map((r) => r.res.status)).toEqual(Array(200).fill(200));
    const ids = new Set(results.map((r) => r.body.data!.id));
    expect(ids.size).toBe(200);
    expect(await countRows("consultations")).toBe(200);
    const names = await env.DB.prepare("SELECT count(DISTINCT customer_name) AS n FROM consultations").first<{ n: number }>();
    expect(names!.n).toBe(200);
  });

  it("stores one row for 50 concurrent posts with the same Idempotency-Key", async () => {
    const before = await countRows("consultations");
    // Keys are scoped to the client (CONTRACT), so the 50 posts come from one client; its rate limit
    // (5 a minute) is lifted through the local switch, which only works for requests to localhost.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postUnlimited(lead(), { "Idempotency-Key": "same-key-42", "CF-Connecting-IP": "203.0.113.9" })),
    );
    expect(results.every((r) => r.res.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data!.id)).size).toBe(1);
    expect(await countRows("consultations")).toBe(before + 1);
  });
});
