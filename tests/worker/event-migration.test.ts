/** Migration 0006 moves the raw events and the old fold's daily totals into the counters, then drops them. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Envelope } from "../../worker/lib/envelope.ts";
import type { Dashboard } from "../../worker/schemas/admin-api.ts";
import { call } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const OLD_TABLES = ["visits", "module_clicks", "visit_daily", "module_click_daily"];
const read = async <T>(path: string) => ((await (await call(path, { headers: AUTH })).json()) as Envelope<T>).data!;
const run = async (queries: string[]) => {
  for (const q of queries) await env.DB.prepare(q).run();
};

beforeAll(async () => {
  // Back to the schema before 0006: the old event tables, as the earlier migrations made them.
  await env.DB.prepare("DROP TABLE event_counts").run();
  const old = new RegExp(`(CREATE TABLE|CREATE INDEX \\w+ ON|ALTER TABLE) (${OLD_TABLES.join("|")})\\b`);
  await run(env.TEST_MIGRATIONS.filter((m) => m.name < "0006").flatMap((m) => m.queries.filter((q) => old.test(q))));
  const at = (day: string, i: number) => `${day}T00:${String(i % 60).padStart(2, "0")}:00.000Z`;
  const visits: string[] = [];
  // 2026-05-02: route paths in several spellings, one junk path, 60 sources (one of them frequent).
  for (const [i, path] of ["/pc_index", "/PC_INDEX/", "/pc_index?utm_source=x", "/digital", "/digital/eicad/", "/wp-login.php"].entries()) {
    visits.push(`('${path}', 'https://www.baidu.com/link?url=${i}', 'zh', 'Mozilla/5.0 (iPhone) Mobile', 'CN', 'baidu', '${at("2026-05-02", i)}')`);
  }
  for (let i = 0; i < 60; i += 1)
    visits.push(`('/download', NULL, 'en', 'Mozilla/5.0 (Windows NT 10.0)', NULL, 'src-${String(i).padStart(2, "0")}', '${at("2026-05-02", i)}')`);
  await env.DB.prepare(`INSERT INTO visits (path, referrer, language, user_agent, country, utm_source, created_at) VALUES ${visits.join(", ")}`).run();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO visit_daily (day, path, count) VALUES ('2026-05-01', '/pc_index', 40), ('2026-05-01', '/Digital', 2), ('2026-05-01', '/old-page', 3)`,
    ),
    env.DB.prepare(
      `INSERT INTO module_clicks (module, language, created_at) VALUES ('2', 'en', '2026-05-02T01:00:00.000Z'), ('2', 'zh', '2026-05-02T02:00:00.000Z')`,
    ),
    env.DB.prepare(`INSERT INTO module_click_daily (day, module, count) VALUES ('2026-05-01', '6', 7)`),
  ]);
  await run(env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0006"))!.queries);
});

describe("migration 0006", () => {
  it("counts the raw visits and folded totals by route path (or other), and the clicks by module", async () => {
    const stats = await read<Record<string, unknown>>("/api/admin/stats?from=2026-05-01&to=2026-05-02");
    expect(stats).toMatchObject({
      visits: [
        { day: "2026-05-01", path: "/pc_index", count: 40 },
        { day: "2026-05-01", path: "other", count: 3 },
        { day: "2026-05-01", path: "/digital", count: 2 },
        { day: "2026-05-02", path: "/download", count: 60 },
        { day: "2026-05-02", path: "/pc_index", count: 3 },
        { day: "2026-05-02", path: "/digital", count: 1 },
        { day: "2026-05-02", path: "/digital/eicad", count: 1 },
        { day: "2026-05-02", path: "other", count: 1 },
      ],
      moduleClicks: [
        { day: "2026-05-01", module: "6", count: 7 },
        { day: "2026-05-02", module: "2", count: 2 },
      ],
      totals: { leads: 0, visits: 111, moduleClicks: 9 },
    });
  });

  it("keeps languages, the day's 50 most frequent sources and referrer hosts; the old tables are gone", async () => {
    const d = await read<Dashboard>("/api/admin/dashboard?from=2026-05-02&to=2026-05-02");
    expect(d.conversion.byLanguage.map(({ key, visits }) => ({ key, visits }))).toEqual([
      { key: "en", visits: 60 },
      { key: "zh", visits: 6 },
    ]);
    const sources = d.conversion.byUtmSource;
    expect(sources.find((r) => r.key === "baidu")?.visits).toBe(6);
    expect(sources.filter((r) => r.key.startsWith("src-"))).toHaveLength(49);
    expect(sources.find((r) => r.key === "other")?.visits).toBe(11);
    const rows = async (dim: string, key: string) =>
      (
        await env.DB.prepare("SELECT count FROM event_counts WHERE day = '2026-05-02' AND kind = 'visit' AND dim = ?1 AND key = ?2")
          .bind(dim, key)
          .first<{ count: number }>()
      )?.count;
    expect(await rows("referrer", "www.baidu.com")).toBe(6);
    expect(await rows("device", "mobile")).toBe(6);
    expect(await rows("device", "desktop")).toBe(60);
    const left = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${OLD_TABLES.map((t) => `'${t}'`).join(", ")}) OR name LIKE 'migration_%'`,
    ).all();
    expect(left.results).toEqual([]);
  });
});
