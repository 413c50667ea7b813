/** Daily counts for ops: leads, visits by path, module clicks by module (UTC days); lead deliveries by channel and status. */
import type { Db } from "./db.ts";
import { deliveryCountsStatement, type DeliveryStatus } from "./deliveries.ts";

export interface DailyStats {
  leads: { day: string; count: number }[];
  visits: { day: string; path: string; count: number }[];
  moduleClicks: { day: string; module: string; count: number }[];
  /** Notification deliveries of the leads created in the range. */
  deliveries: { channel: string; status: DeliveryStatus; count: number }[];
  totals: { leads: number; visits: number; moduleClicks: number };
}

/**
 * Counts per UTC day for rows created in [since, until): raw rows plus the per-day totals that the
 * retention fold (jobs/fold-events.ts) left of older rows, so the numbers are the same before and
 * after a fold. The bounds are day starts, so a day is either wholly in or wholly out.
 */
export async function dailyStats(db: Db, since: string, until: string): Promise<DailyStats> {
  const range = `created_at >= ?1 AND created_at < ?2`;
  const [leads, visits, clicks, deliveries] = await db.batch([
    db
      .prepare(`SELECT substr(created_at, 1, 10) AS day, count(*) AS count FROM consultations WHERE ${range} GROUP BY day ORDER BY day`)
      .bind(since, until),
    db
      .prepare(
        `SELECT day, path, sum(count) AS count FROM (
           SELECT substr(created_at, 1, 10) AS day, path, count(*) AS count FROM visits WHERE ${range} GROUP BY day, path
           UNION ALL
           SELECT day, path, count FROM visit_daily WHERE day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10)
         ) GROUP BY day, path ORDER BY day, count DESC, path`,
      )
      .bind(since, until),
    db
      .prepare(
        `SELECT day, module, sum(count) AS count FROM (
           SELECT substr(created_at, 1, 10) AS day, module, count(*) AS count FROM module_clicks WHERE ${range} GROUP BY day, module
           UNION ALL
           SELECT day, module, count FROM module_click_daily WHERE day >= substr(?1, 1, 10) AND day < substr(?2, 1, 10)
         ) GROUP BY day, module ORDER BY day, module`,
      )
      .bind(since, until),
    deliveryCountsStatement(db, since, until),
  ]);
  // Each query selects exactly the fields of its DailyStats list.
  const l = leads!.results as DailyStats["leads"];
  const v = visits!.results as DailyStats["visits"];
  const m = clicks!.results as DailyStats["moduleClicks"];
  const d = deliveries!.results as DailyStats["deliveries"];
  const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
  return { leads: l, visits: v, moduleClicks: m, deliveries: d, totals: { leads: sum(l), visits: sum(v), moduleClicks: sum(m) } };
}
