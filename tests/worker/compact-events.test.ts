import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { CANDIDATES, SHOWN } from "../../worker/db/event-counts.ts";
import { compactEvents } from "../../worker/jobs/compact-events.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import type { Dashboard } from "../../worker/schemas/admin-api.ts";
import { call, clickAt, visitAt } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const NOW = new Date("2026-11-23T03:17:00.000Z");
const daily = () => worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "17 3 * * *" }), env);

const read = async <T>(path: string) => ((await (await call(path, { headers: AUTH })).json()) as Envelope<T>).data!;
const answers = async () => ({
  stats: await read<unknown>("/api/admin/stats?from=2026-11-01&to=2026-11-23"),
  dashboard: await read<Dashboard>("/api/admin/dashboard?from=2026-11-01&to=2026-11-23"),
  day: await read<Dashboard>("/api/admin/dashboard?from=2026-11-21&to=2026-11-21"),
});
const rowsOf = async (day: string) =>
  (await env.DB.prepare("SELECT count(*) AS n, coalesce(max(err), 0) AS err FROM event_counts WHERE day = ?1 AND dim = 'source'")
    .bind(day)
    .first<{ n: number; err: number }>())!;

beforeAll(async () => {
  // Two closed days with more source names than the candidates (one frequent), and today with a few.
  for (const day of ["2026-11-21", "2026-11-22"]) {
    for (let i = 0; i < 2 * CANDIDATES; i += 1) {
      await visitAt(`${day}T01:00:00.000Z`, i % 2 ? "/digital" : "/pc_index", {
        source: i % 4 === 0 ? "newsletter" : `junk-${i}`,
        language: i % 3 ? "zh" : "en",
      });
    }
    await clickAt(`${day}T02:00:00.000Z`, "2");
  }
  for (let i = 0; i < SHOWN + 20; i += 1) await visitAt("2026-11-23T01:00:00.000Z", "/download", { source: `today-${i}` });
});

describe("the daily job on the event counters", () => {
  it("keeps the top names of each closed day and folds the rest into other; the admin answers stay the same", async () => {
    const before = await answers();
    expect(before.day.totals.visits).toBe(2 * CANDIDATES);
    expect(before.day.conversion.byUtmSource.find((r) => r.key === "newsletter")!.visits).toBeGreaterThan(CANDIDATES / 4 - 10);
    expect((await rowsOf("2026-11-21")).n).toBeGreaterThan(SHOWN + 2);

    await daily();
    for (const day of ["2026-11-21", "2026-11-22"]) expect(await rowsOf(day)).toEqual({ n: SHOWN + 1, err: 0 });
    // Today is still open: all its names stay.
    expect((await rowsOf("2026-11-23")).n).toBe(SHOWN + 20);
    expect(await answers()).toEqual(before);

    // Once compacted, a day is left alone.
    expect(await compactEvents(env.DB, NOW)).toEqual({ days: [] });
    expect(await answers()).toEqual(before);
  });

  it("sweeps view marks of past hours", async () => {
    await env.DB.prepare("INSERT INTO video_views (view_key, hour) VALUES ('old', '2026-11-22T01'), ('now', '2026-11-23T03')").run();
    await daily();
    const left = await env.DB.prepare("SELECT view_key FROM video_views").all<{ view_key: string }>();
    expect(left.results.map((r) => r.view_key)).toEqual(["now"]);
  });
});
