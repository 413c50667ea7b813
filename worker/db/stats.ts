/** Daily counts for ops: leads, visits by path, module clicks by module (UTC days); lead deliveries by channel and status. */
import type { Db } from "./db.ts";
import { deliveryCountsStatement, type DeliveryStatus } from "./deliveries.ts";
import { dailyDimStatement } from "./event-counts.ts";

export interface DailyStats {
  leads: { day: string; count: number }[];
  /** Route paths, and `other` for every other path. */
  visits: { day: string; path: string; count: number }[];
  moduleClicks: { day: string; module: string; count: number }[];
  /** Notification deliveries of the leads created in the range. */
  deliveries: { channel: string; status: DeliveryStatus; count: number }[];
  totals: { leads: number; visits: number; moduleClicks: number };
}

/**
 * Counts per UTC day for [since, until): leads from their rows, visits and clicks from the event
 * counters (db/event-counts.ts), at most one row per route or module a day. The bounds are day
 * starts, so a day is either wholly in or wholly out.
 */
export async function dailyStats(db: Db, since: string, until: string): Promise<DailyStats> {
  const [leads, visits, clicks, deliveries] = await db.batch([
    db
      .prepare(
        `SELECT substr(created_at, 1, 10) AS day, count(*) AS count FROM consultations WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day ORDER BY day`,
      )
      .bind(since, until),
    dailyDimStatement(db, "visit", "page", since, until, "day, count DESC, key"),
    dailyDimStatement(db, "click", "module", since, until, "day, key"),
    deliveryCountsStatement(db, since, until),
  ]);
  type Daily = { day: string; key: string; count: number };
  const l = leads!.results as DailyStats["leads"];
  const v = (visits!.results as Daily[]).map(({ day, key, count }) => ({ day, path: key, count }));
  const m = (clicks!.results as Daily[]).map(({ day, key, count }) => ({ day, module: key, count }));
  const d = deliveries!.results as DailyStats["deliveries"];
  const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
  return { leads: l, visits: v, moduleClicks: m, deliveries: d, totals: { leads: sum(l), visits: sum(v), moduleClicks: sum(m) } };
}
