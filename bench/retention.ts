// Retention bench: a year of analytics at a busy site's rate in a fresh local D1 (workerd through
// wrangler's getPlatformProxy, its own state folder), then the daily fold (worker/jobs/fold-events.ts)
// timed, with the database size before and after and a check that the stats answer the same.
//   node bench/retention.ts [--days=365] [--visits-per-day=50000] [--clicks-per-day=5000] [--retention=90] [--keep]
// Prints a table and writes bench/out/retention.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getPlatformProxy } from "wrangler";

// The Worker's own fold and stats code, run against the local D1. Imported by URL: the node
// TypeScript project does not type-check Worker files (they need the Workers types).
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  first<T>(): Promise<T | null>;
}
interface D1Database {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}
interface FoldResult { cutoff: string; visits: number; moduleClicks: number; batches: number }
const { foldCutoff, foldEvents } = (await import(new URL("../worker/jobs/fold-events.ts", import.meta.url).href)) as {
  foldCutoff(now: Date, days: number): string;
  foldEvents(db: D1Database, days: number, now: Date): Promise<FoldResult>;
};
const { dailyStats } = (await import(new URL("../worker/db/stats.ts", import.meta.url).href)) as {
  dailyStats(db: D1Database, since: string, until: string): Promise<unknown>;
};

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const DAYS = arg("days", 365);
const VISITS_PER_DAY = arg("visits-per-day", 50_000);
const CLICKS_PER_DAY = arg("clicks-per-day", 5_000);
const RETENTION = arg("retention", 90);
const NOW = new Date("2026-11-23T03:17:00.000Z");

const persist = mkdtempSync(join(tmpdir(), "bench-retention-"));
const log = (msg: string) => console.log(`[retention ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** The D1 SQLite files miniflare keeps under the state folder. */
function sqliteFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.sqlite(-wal)?$/.test(entry.name) && !path.includes("metadata")) found.push(path);
    }
  };
  walk(persist);
  return found;
}

/** Bytes on disk (files) and bytes in use (pages minus free pages) of the D1 database. */
function sizes(): { fileBytes: number; usedBytes: number } {
  const files = sqliteFiles();
  const fileBytes = files.reduce((n, f) => n + statSync(f).size, 0);
  const main = files.filter((f) => f.endsWith(".sqlite")).sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
  const db = new DatabaseSync(main, { readOnly: true });
  const one = (sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0]!;
  const usedBytes = (one("PRAGMA page_count") - one("PRAGMA freelist_count")) * one("PRAGMA page_size");
  db.close();
  return { fileBytes, usedBytes };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

type Proxy = Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Database }>>>;
const open = (): Promise<Proxy> => getPlatformProxy<{ DB: D1Database }>({ configPath: join(root, "wrangler.toml"), persist: { path: persist }, remoteBindings: false });

let proxy = await open();
const summary: Record<string, unknown> = { days: DAYS, visitsPerDay: VISITS_PER_DAY, clicksPerDay: CLICKS_PER_DAY, retentionDays: RETENTION };
try {
  const db = proxy.env.DB;
  for (const file of readdirSync(join(root, "seed/migrations")).filter((f) => f.endsWith(".sql")).sort()) {
    await db.exec(readFileSync(join(root, "seed/migrations", file), "utf8").replace(/--[^\n]*\n/g, "\n").replace(/\s*\n\s*/g, " "));
  }
  log(`state ${persist}; inserting ${DAYS} days x ${VISITS_PER_DAY} visits + ${CLICKS_PER_DAY} clicks`);
  const insertStarted = performance.now();
  for (let day = 0; day < DAYS; day += 1) {
    // Realistic rows: one of 40 paths, a referrer on a third, a browser user agent, a 64-hex IP hash.
    await db.batch([
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
         INSERT INTO visits (path, referrer, language, screen, user_agent, country, ip_hash, created_at)
         SELECT '/' || CASE i % 8 WHEN 0 THEN 'pc_index' WHEN 1 THEN 'digital/eicad' WHEN 2 THEN 'download' WHEN 3 THEN 'pc_index/news'
                  WHEN 4 THEN 'academy' WHEN 5 THEN 'intelligent/smartSite' WHEN 6 THEN 'dtwin' ELSE 'pc_index/newsDetail' END
                  || CASE WHEN i % 5 = 0 THEN '?id=' || (i % 40) ELSE '' END,
                CASE WHEN i % 3 = 0 THEN 'https://www.baidu.com/link?url=' || hex(randomblob(12)) END,
                CASE WHEN i % 4 = 0 THEN 'en' ELSE 'zh' END, '1920x1080',
                'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13' || (i % 10) || '.0.0.0 Safari/537.36',
                'CN', lower(hex(randomblob(32))),
                strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || ?3 || ' days', '+' || (i * 86400 / ?2) || ' seconds')
         FROM n`,
      ).bind(NOW.toISOString(), VISITS_PER_DAY, DAYS - day),
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
         INSERT INTO module_clicks (module, language, ip_hash, created_at)
         SELECT CAST(1 + i % 6 AS TEXT), 'zh', lower(hex(randomblob(32))),
                strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-' || ?3 || ' days', '+' || (i * 86400 / ?2) || ' seconds')
         FROM n`,
      ).bind(NOW.toISOString(), CLICKS_PER_DAY, DAYS - day),
    ]);
    if ((day + 1) % 30 === 0) log(`${day + 1} days inserted`);
  }
  summary.insertSeconds = Number(((performance.now() - insertStarted) / 1000).toFixed(1));
  const count = async (table: string) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  summary.rawVisitsBefore = await count("visits");
  summary.rawClicksBefore = await count("module_clicks");
  const from = new Date(NOW.getTime() - (DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
  const statsBefore = await dailyStats(db, `${from}T00:00:00.000Z`, "2026-11-24T00:00:00.000Z");
  await proxy.dispose();
  summary.sizeBefore = sizes();
  log(`before: ${summary.rawVisitsBefore} visits, ${summary.rawClicksBefore} clicks, ${JSON.stringify(summary.sizeBefore)}`);

  proxy = await open();
  const foldStarted = performance.now();
  const result = await foldEvents(proxy.env.DB, RETENTION, NOW);
  summary.foldSeconds = Number(((performance.now() - foldStarted) / 1000).toFixed(1));
  summary.fold = result;
  const again = performance.now();
  summary.secondRun = { ...(await foldEvents(proxy.env.DB, RETENTION, NOW)), seconds: Number(((performance.now() - again) / 1000).toFixed(2)) };
  const statsAfter = await dailyStats(proxy.env.DB, `${from}T00:00:00.000Z`, "2026-11-24T00:00:00.000Z");
  summary.statsIdentical = JSON.stringify(statsAfter) === JSON.stringify(statsBefore);
  const after = proxy.env.DB;
  summary.rawVisitsAfter = (await after.prepare(`SELECT count(*) AS n FROM visits`).first<{ n: number }>())!.n;
  summary.dailyRows = (await after.prepare(`SELECT (SELECT count(*) FROM visit_daily) + (SELECT count(*) FROM module_click_daily) AS n`).first<{ n: number }>())!.n;
  summary.cutoff = foldCutoff(NOW, RETENTION);
  await proxy.dispose();
  summary.sizeAfter = sizes();
} finally {
  await proxy.dispose().catch(() => {});
}

const before = summary.sizeBefore as { fileBytes: number; usedBytes: number };
const after = summary.sizeAfter as { fileBytes: number; usedBytes: number };
const fold = summary.fold as { visits: number; moduleClicks: number; batches: number };
console.log(`
| figure | value |
|---|---:|
| events inserted | ${DAYS} days x (${VISITS_PER_DAY} visits + ${CLICKS_PER_DAY} clicks) = ${(summary.rawVisitsBefore as number) + (summary.rawClicksBefore as number)} rows in ${summary.insertSeconds} s |
| folded (older than ${RETENTION} days, before ${summary.cutoff}) | ${fold.visits} visits + ${fold.moduleClicks} clicks in ${fold.batches} batches |
| fold time | ${summary.foldSeconds} s (${Math.round((fold.visits + fold.moduleClicks) / (summary.foldSeconds as number))} rows/s) |
| second run (idempotent) | ${JSON.stringify(summary.secondRun)} |
| raw visits left | ${summary.rawVisitsAfter}; daily total rows ${summary.dailyRows} |
| stats identical before/after | ${summary.statsIdentical} |
| database in use before -> after | ${mb(before.usedBytes)} MB -> ${mb(after.usedBytes)} MB |
| database file before -> after | ${mb(before.fileBytes)} MB -> ${mb(after.fileBytes)} MB (SQLite keeps freed pages for reuse) |
`);
mkdirSync(join(root, "bench/out"), { recursive: true });
writeFileSync(join(root, "bench/out/retention.json"), `${JSON.stringify(summary, null, 2)}\n`);
if (!process.argv.includes("--keep")) rmSync(persist, { recursive: true, force: true });
process.exit(summary.statsIdentical ? 0 : 1);
