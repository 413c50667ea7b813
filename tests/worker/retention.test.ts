import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { foldCutoff, foldEvents, retentionDays } from "../../worker/jobs/fold-events.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import { call } from "./fixtures.ts";

const AUTH = { Authorization: "Bearer test-admin-token-0123456789abcdef" };
const NOW = new Date("2026-11-23T03:17:00.000Z");

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const stats = async (from: string, to: string) =>
  ((await (await call(`/api/admin/stats?from=${from}&to=${to}`, { headers: AUTH })).json()) as Envelope<Record<string, unknown>>).data;

beforeAll(async () => {
  // Visits and clicks on days 200 .. 80 days before NOW, several paths and modules per day.
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 12099)
       INSERT INTO visits (path, created_at)
       SELECT CASE i % 3 WHEN 0 THEN '/pc_index' WHEN 1 THEN '/digital' ELSE '/download' END,
              strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || (80 + i / 100) || ' days', '+' || (i % 100) || ' minutes')
       FROM n`,
    ).bind(NOW.toISOString()),
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2419)
       INSERT INTO module_clicks (module, created_at)
       SELECT CAST(1 + i % 6 AS TEXT), strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || (80 + i / 20) || ' days', '+' || (i % 20) || ' minutes')
       FROM n`,
    ).bind(NOW.toISOString()),
  ]);
});

describe("event retention", () => {
  it("reads EVENT_RETENTION_DAYS, 90 by default, and cuts at a UTC day start", () => {
    expect(retentionDays({ EVENT_RETENTION_DAYS: "30" })).toBe(30);
    expect(retentionDays({})).toBe(90);
    expect(retentionDays({ EVENT_RETENTION_DAYS: "soon" })).toBe(90);
    expect(foldCutoff(NOW, 90)).toBe("2026-08-25T00:00:00.000Z");
  });

  it("folds old rows into daily totals in batches; stats answer the same before and after, and again", async () => {
    const before = await stats("2026-01-01", "2026-11-23");
    const cutoff = foldCutoff(NOW, 90);
    const oldVisits = (await env.DB.prepare("SELECT count(*) AS n FROM visits WHERE created_at < ?1").bind(cutoff).first<{ n: number }>())!.n;
    expect(oldVisits).toBeGreaterThan(5000);
    const result = await foldEvents(env.DB, 90, NOW, 1000);
    expect(result.visits).toBe(oldVisits);
    expect(result.batches).toBeGreaterThan(5);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM visits WHERE created_at < ?1").bind(cutoff).first<{ n: number }>())!.n).toBe(0);
    expect(await count("visit_daily")).toBeGreaterThan(0);
    expect(await stats("2026-01-01", "2026-11-23")).toEqual(before);
    // A day range inside the folded part answers the same too.
    const again = await foldEvents(env.DB, 90, NOW, 1000);
    expect(again).toMatchObject({ visits: 0, moduleClicks: 0 });
    expect(await stats("2026-01-01", "2026-11-23")).toEqual(before);
  });

  it("runs from the daily Cron Trigger through the Worker's scheduled handler, with the retention var", async () => {
    const before = await stats("2026-01-01", "2026-11-23");
    const rawBefore = await count("visits");
    const controller = createScheduledController({ scheduledTime: NOW, cron: "17 3 * * *" });
    await worker.scheduled(controller, { ...env, EVENT_RETENTION_DAYS: "85" } as unknown as typeof env);
    expect(await count("visits")).toBeLessThan(rawBefore);
    expect((await env.DB.prepare("SELECT min(created_at) AS m FROM visits").first<{ m: string }>())!.m >= foldCutoff(NOW, 85)).toBe(true);
    expect(await stats("2026-01-01", "2026-11-23")).toEqual(before);
  });

  it("sweeps view marks of past hours", async () => {
    await env.DB.prepare("INSERT INTO video_views (view_key, hour) VALUES ('old', '2026-11-22T01'), ('now', '2026-11-23T03')").run();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "17 3 * * *" }), env);
    const left = await env.DB.prepare("SELECT view_key FROM video_views").all<{ view_key: string }>();
    expect(left.results.map((r) => r.view_key)).toEqual(["now"]);
  });
});
