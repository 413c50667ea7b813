// Event counters bench: a year of days each filled to the README's row bound (every key of every
// dimension, free-text keys 100 characters long) in a fresh local D1 (workerd through wrangler's
// getPlatformProxy, its own state folder), then the daily compaction (worker/jobs/compact-events.ts)
// timed, with the database size before and after and a check that the stats and a day's dashboard
// answer the same; then a flood of random events through the Worker's own counting on one day.
//   node bench/retention.ts [--days=365] [--flood=2000] [--keep]
// Prints a table and writes bench/out/retention.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getPlatformProxy } from "wrangler";

// The Worker's own counting, compaction, stats and dashboard code, run against the local D1. Imported
// by URL: the node TypeScript project does not type-check Worker files (they need the Workers types).
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  first<T>(): Promise<T | null>;
  run(): Promise<unknown>;
}
interface D1Database {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}
const counts = (await import(new URL("../worker/db/event-counts.ts", import.meta.url).href)) as {
  CANDIDATES: number;
  SHOWN: number;
  ROWS_PER_DAY_MAX: number;
  FREE_DIMS: readonly string[];
  FIXED_KEYS: Record<string, number>;
  DIMS_OF: Record<string, readonly string[]>;
  countEvent(db: D1Database, kind: string, keys: Record<string, string>, now?: Date): Promise<void>;
};
const { compactEvents } = (await import(new URL("../worker/jobs/compact-events.ts", import.meta.url).href)) as {
  compactEvents(db: D1Database, now: Date): Promise<{ days: string[] }>;
};
const { dailyStats } = (await import(new URL("../worker/db/stats.ts", import.meta.url).href)) as {
  dailyStats(db: D1Database, since: string, until: string): Promise<unknown>;
};
const { dashboard } = (await import(new URL("../worker/db/dashboard.ts", import.meta.url).href)) as {
  dashboard(db: D1Database, from: string, to: string, since: string, until: string, lang: "zh" | "en"): Promise<unknown>;
};

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const DAYS = arg("days", 365);
const FLOOD = arg("flood", 2000);
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
const open = (): Promise<Proxy> =>
  getPlatformProxy<{ DB: D1Database }>({ configPath: join(root, "wrangler.toml"), persist: { path: persist }, remoteBindings: false });

let proxy = await open();
const summary: Record<string, unknown> = { days: DAYS, rowsPerDayBound: counts.ROWS_PER_DAY_MAX, flood: FLOOD };
/** [kind, dim, keys, free] for every dimension: a day at the bound has every key of each. */
const specs = Object.entries(counts.DIMS_OF).flatMap(([kind, dims]) =>
  dims.map((dim) => (counts.FREE_DIMS.includes(dim) ? [kind, dim, counts.CANDIDATES + 2, 1] : [kind, dim, counts.FIXED_KEYS[dim], 0])),
);
const day = (offset: number) => new Date(NOW.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
const count = async (db: D1Database, where = "1") => (await db.prepare(`SELECT count(*) AS n FROM event_counts WHERE ${where}`).first<{ n: number }>())!.n;
try {
  const db = proxy.env.DB;
  for (const file of readdirSync(join(root, "seed/migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    await db.exec(
      readFileSync(join(root, "seed/migrations", file), "utf8")
        .replace(/--[^\n]*\n/g, "\n")
        .replace(/\s*\n\s*/g, " "),
    );
  }
  log(`state ${persist}; filling ${DAYS} closed days to ${counts.ROWS_PER_DAY_MAX} rows each`);
  const insertStarted = performance.now();
  for (let d = DAYS; d >= 1; d -= 1) {
    // Free keys: (none), other and CANDIDATES names of 100 characters, counts 10..1009 with a few inherited.
    await db
      .prepare(
        `WITH RECURSIVE n(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM n WHERE j < ?3)
         INSERT INTO event_counts (day, kind, dim, key, count, err)
         SELECT ?1, kind, dim,
                CASE WHEN NOT free THEN dim || '-' || j WHEN j = 0 THEN '(none)' WHEN j = 1 THEN 'other'
                     ELSE substr(dim || '-' || j || '-' || lower(hex(randomblob(50))), 1, 100) END,
                10 + abs(random() % 1000), CASE WHEN free AND j > 1 THEN abs(random() % 10) ELSE 0 END
         FROM (SELECT json_extract(value, '$[0]') AS kind, json_extract(value, '$[1]') AS dim, json_extract(value, '$[2]') AS keys,
                      json_extract(value, '$[3]') AS free FROM json_each(?2)) JOIN n ON j < keys`,
      )
      .bind(day(d), JSON.stringify(specs), counts.CANDIDATES + 2)
      .run();
    if ((DAYS - d + 1) % 60 === 0) log(`${DAYS - d + 1} days filled`);
  }
  summary.insertSeconds = Number(((performance.now() - insertStarted) / 1000).toFixed(1));
  summary.rowsBefore = await count(db);
  const since = `${day(DAYS + 1)}T00:00:00.000Z`;
  const until = `${day(0)}T00:00:00.000Z`;
  const sample = day(7);
  const sampleDashboard = () => dashboard(proxy.env.DB, sample, sample, `${sample}T00:00:00.000Z`, `${day(6)}T00:00:00.000Z`, "zh");
  const statsBefore = JSON.stringify(await dailyStats(db, since, until));
  const dashboardBefore = JSON.stringify(await sampleDashboard());
  await proxy.dispose();
  summary.sizeBefore = sizes();
  log(`before: ${summary.rowsBefore} rows, ${JSON.stringify(summary.sizeBefore)}`);

  proxy = await open();
  const compactStarted = performance.now();
  summary.compactedDays = (await compactEvents(proxy.env.DB, NOW)).days.length;
  summary.compactSeconds = Number(((performance.now() - compactStarted) / 1000).toFixed(1));
  const again = performance.now();
  summary.secondRun = { days: (await compactEvents(proxy.env.DB, NOW)).days.length, seconds: Number(((performance.now() - again) / 1000).toFixed(2)) };
  summary.statsIdentical =
    JSON.stringify(await dailyStats(proxy.env.DB, since, until)) === statsBefore && JSON.stringify(await sampleDashboard()) === dashboardBefore;
  summary.rowsAfter = await count(proxy.env.DB);

  // Today: random junk in every free key, through the Worker's own counting.
  const junk = () => Math.random().toString(36).repeat(4).slice(0, 100);
  const floodStarted = performance.now();
  for (let i = 0; i < FLOOD; i += 1) {
    await counts.countEvent(
      proxy.env.DB,
      "visit",
      {
        page: "other",
        language: "zh",
        country: junk().slice(0, 2),
        source: junk(),
        campaign: junk(),
        referrer: `${junk()}.example`,
        device: "desktop",
      },
      NOW,
    );
  }
  summary.floodEventsPerSecond = Math.round(FLOOD / ((performance.now() - floodStarted) / 1000));
  summary.floodRows = await count(proxy.env.DB, `day = '${day(0)}'`);
  await proxy.dispose();
  summary.sizeAfter = sizes();
} finally {
  await proxy.dispose().catch(() => {});
}

const before = summary.sizeBefore as { fileBytes: number; usedBytes: number };
const after = summary.sizeAfter as { fileBytes: number; usedBytes: number };
console.log(`
| figure | value |
|---|---:|
| closed days at the bound | ${DAYS} x ${counts.ROWS_PER_DAY_MAX} = ${summary.rowsBefore} rows in ${summary.insertSeconds} s |
| compaction | ${summary.compactedDays} days in ${summary.compactSeconds} s; second run ${JSON.stringify(summary.secondRun)} |
| rows after compaction | ${summary.rowsAfter} (${Math.round((summary.rowsAfter as number) / DAYS)} a day) |
| stats and a day's dashboard identical before/after | ${summary.statsIdentical} |
| flood through countEvent | ${FLOOD} visits of random keys: ${summary.floodEventsPerSecond} events/s, ${summary.floodRows} rows that day (bound ${counts.ROWS_PER_DAY_MAX}) |
| database in use before -> after | ${mb(before.usedBytes)} MB -> ${mb(after.usedBytes)} MB |
| database file before -> after | ${mb(before.fileBytes)} MB -> ${mb(after.fileBytes)} MB (SQLite keeps freed pages for reuse) |
`);
mkdirSync(join(root, "bench/out"), { recursive: true });
writeFileSync(join(root, "bench/out/retention.json"), `${JSON.stringify(summary, null, 2)}\n`);
if (!process.argv.includes("--keep")) rmSync(persist, { recursive: true, force: true });
process.exit(summary.statsIdentical && (summary.floodRows as number) <= counts.ROWS_PER_DAY_MAX ? 0 : 1);
