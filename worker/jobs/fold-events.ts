/**
 * Retention of the analytics events (CONTRACT "Ops"): raw visits and module clicks older than
 * EVENT_RETENTION_DAYS (whole UTC days) are added to the per-day totals tables and deleted.
 * Each batch of rows is folded and deleted in one D1 transaction, so a run that stops half way
 * (time limit, error) leaves every row counted exactly once, and running again only continues.
 */
import type { Db } from "../db/db.ts";
import { sweepVideoViews } from "../db/videos.ts";

export const DEFAULT_RETENTION_DAYS = 90;
/** Rows folded per transaction: small enough to stay well inside D1's per-query limits. */
export const FOLD_BATCH = 5000;
const DAY_MS = 86_400_000;

/** The retention from the var; anything unparsable or below 1 means the default. */
export function retentionDays(env: { EVENT_RETENTION_DAYS?: string }): number {
  const days = Number(env.EVENT_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

/** Start of the first UTC day that is kept raw: rows created before it are folded. */
export function foldCutoff(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS).toISOString();
}

export interface FoldResult {
  cutoff: string;
  visits: number;
  moduleClicks: number;
  batches: number;
}

/** The oldest `FOLD_BATCH` rows before the cutoff; the same subquery picks them in both statements. */
const chunk = (table: string) => `SELECT id FROM ${table} WHERE created_at < ?1 ORDER BY created_at, id LIMIT ?2`;

/** Adds a batch of `raw` rows to their per-day totals in `daily` (by `column`), then deletes them. */
function foldStatements(db: Db, raw: string, daily: string, column: string, cutoff: string, limit: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO ${daily} (day, ${column}, count)
         SELECT substr(created_at, 1, 10), ${column}, count(*) FROM ${raw} WHERE id IN (${chunk(raw)})
         GROUP BY 1, 2
         ON CONFLICT (day, ${column}) DO UPDATE SET count = ${daily}.count + excluded.count`,
      )
      .bind(cutoff, limit),
    db.prepare(`DELETE FROM ${raw} WHERE id IN (${chunk(raw)})`).bind(cutoff, limit),
  ];
}

async function foldBatch(db: Db, cutoff: string, limit: number): Promise<{ visits: number; moduleClicks: number }> {
  const results = await db.batch([
    ...foldStatements(db, "visits", "visit_daily", "path", cutoff, limit),
    ...foldStatements(db, "module_clicks", "module_click_daily", "module", cutoff, limit),
  ]);
  return { visits: results[1]!.meta.changes, moduleClicks: results[3]!.meta.changes };
}

/** Folds every raw event before the cutoff, batch by batch, until none is left. */
export async function foldEvents(db: Db, days: number, now = new Date(), limit = FOLD_BATCH): Promise<FoldResult> {
  const cutoff = foldCutoff(now, days);
  const total: FoldResult = { cutoff, visits: 0, moduleClicks: 0, batches: 0 };
  for (;;) {
    const done = await foldBatch(db, cutoff, limit);
    total.visits += done.visits;
    total.moduleClicks += done.moduleClicks;
    total.batches += 1;
    if (done.visits < limit && done.moduleClicks < limit) return total;
  }
}

/** The daily retention job: fold old events, forget video-view marks of past hours. */
export async function runRetention(env: Env, now = new Date()): Promise<FoldResult & { videoViewMarks: number }> {
  const folded = await foldEvents(env.DB, retentionDays(env), now);
  const videoViewMarks = await sweepVideoViews(env.DB, now.toISOString().slice(0, 13));
  return { ...folded, videoViewMarks };
}
