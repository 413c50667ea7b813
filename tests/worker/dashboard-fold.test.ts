import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { foldEvents } from "../../worker/jobs/fold-events.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import type { Dashboard } from "../../worker/schemas/admin-api.ts";
import { call } from "./fixtures.ts";

const AUTH = { Authorization: "Bearer test-admin-token-0123456789abcdef" };
const NOW = new Date("2026-11-23T03:17:00.000Z");

const dashboard = async () =>
  ((await (await call("/api/admin/dashboard?from=2026-01-01&to=2026-11-23", { headers: AUTH })).json()) as Envelope<Dashboard>).data!;

describe("dashboard and the retention fold", () => {
  it("answers the same visits per page, module clicks and totals before and after folding", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2999)
         INSERT INTO visits (path, created_at)
         SELECT CASE i % 2 WHEN 0 THEN '/pc_index' ELSE '/digital' END,
                strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || (60 + i / 50) || ' days')
         FROM n`,
      ).bind(NOW.toISOString()),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 599)
         INSERT INTO module_clicks (module, created_at)
         SELECT CAST(1 + i % 6 AS TEXT), strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || (60 + i / 10) || ' days')
         FROM n`,
      ).bind(NOW.toISOString()),
    ]);
    const before = await dashboard();
    expect(before.totals.visits).toBe(3000);
    const folded = await foldEvents(env.DB, 90, NOW, 1000);
    expect(folded.visits).toBeGreaterThan(1000);
    const after = await dashboard();
    expect(after.visitsPerPage).toEqual(before.visitsPerPage);
    expect(after.moduleClicks).toEqual(before.moduleClicks);
    expect(after.totals).toEqual(before.totals);
  });
});
