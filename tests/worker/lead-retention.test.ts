import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { eraseExpiredLeads } from "../../worker/jobs/lead-retention.ts";
import { RETENTION_CRON } from "../../worker/scheduled.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import { call, lead, postJson, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const NOW = new Date("2026-11-26T03:17:00.000Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86400_000).toISOString();

/** A lead stored through the API, then aged to `days` before NOW with `status`. */
async function leadAged(days: number, status: string, email: string): Promise<number> {
  const { body } = await postJson("/api/consultations", lead({ email }));
  const id = body.data!.id;
  await env.DB.prepare("UPDATE consultations SET created_at = ?2, status = ?3 WHERE id = ?1").bind(id, daysBefore(days), status).run();
  return id;
}

const exists = async (id: number) => (await env.DB.prepare("SELECT 1 AS x FROM consultations WHERE id = ?1").bind(id).first()) !== null;
const daily = (vars: Record<string, string | undefined>) =>
  worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: RETENTION_CRON }), { ...env, ...vars } as Env);
const audit = async () =>
  (
    (await (await call("/api/admin/audit?from=2026-01-01&to=2030-01-01", { headers: AUTH })).json()) as Envelope<
      { actor: string; action: string; resource: string; resourceId: string }[]
    >
  ).data!;

describe("lead retention (LEAD_RETENTION_DAYS) in the daily job", () => {
  it("keeps every lead when the setting is 0, unset or not a number", async () => {
    const old = await leadAged(2000, "won", "keep.me@example.cn");
    for (const value of ["0", undefined, "two years"]) await daily({ LEAD_RETENTION_DAYS: value });
    expect(await exists(old)).toBe(true);
    await env.DB.prepare("DELETE FROM consultations WHERE id = ?1").bind(old).run();
  });

  it("erases won and lost leads older than the period through the admin's erasure, audited as retention; keeps the rest", async () => {
    const won = await leadAged(731, "won", "won.old@example.cn");
    const lost = await leadAged(800, "lost", "lost.old@example.cn");
    const open = await leadAged(900, "contacted", "open.old@example.cn");
    const young = await leadAged(729, "won", "won.young@example.cn");
    // A returning lead links to an erased one: the link goes with it, as with the admin's DELETE.
    const returning = await leadAged(10, "new", "won.old@example.cn");
    await env.DB.prepare("INSERT INTO lead_links (lead_id, earlier_id) VALUES (?1, ?2)").bind(returning, won).run();

    await daily({ LEAD_RETENTION_DAYS: "730" });

    expect([await exists(won), await exists(lost)]).toEqual([false, false]);
    expect([await exists(open), await exists(young), await exists(returning)]).toEqual([true, true, true]);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM lead_links WHERE earlier_id IN (?1, ?2)").bind(won, lost).first<{ n: number }>();
    expect(links!.n).toBe(0);
    const erased = (await audit()).filter((e) => e.actor === "retention");
    expect(erased.map((e) => [e.action, e.resource, Number(e.resourceId)]).sort()).toEqual(
      [
        ["erase", "consultations", won],
        ["erase", "consultations", lost],
      ].sort(),
    );
    // The admin sees them gone.
    expect((await call(`/api/admin/consultations/${won}`, { headers: AUTH })).status).toBe(404);
  });

  it("erases at most the run's bound, oldest first; the next run continues", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await leadAged(1000 - i, "lost", `bound.${i}@example.cn`));
    expect(await eraseExpiredLeads(env.DB, 730, NOW, 2)).toBe(2);
    expect([await exists(ids[0]!), await exists(ids[1]!), await exists(ids[2]!)]).toEqual([false, false, true]);
    expect(await eraseExpiredLeads(env.DB, 730, NOW, 2)).toBe(1);
    expect(await exists(ids[2]!)).toBe(false);
  });
});

describe("GET /api/site", () => {
  it("states the retention period the daily job applies, for the form's privacy notice", async () => {
    const res = await call("/api/site?language=en");
    expect(((await res.json()) as Envelope<{ leadRetentionDays: number }>).data!.leadRetentionDays).toBe(730);
  });
});
