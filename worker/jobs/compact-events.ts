/**
 * The daily job on the event counters (db/event-counts.ts) and the video-view marks. A closed day's
 * free dimensions keep their SHOWN names with the most events, exact, and `other` takes the rest
 * (names further down and the counts Space-Saving let names inherit): the answers for that day stay
 * the same, and a closed day holds at most SHOWN + 2 keys per free dimension. Each day is compacted in
 * one D1 transaction, so a run that stops half way leaves every day either done or untouched, and
 * running again only continues.
 */
import type { Db } from "../db/db.ts";
import { FREE_DIMS, NONE, OTHER, SHOWN } from "../db/event-counts.ts";
import { sweepNetworkCounts } from "../db/lead-networks.ts";
import { sweepVideoViews } from "../db/videos.ts";

const FREE = `dim IN (${FREE_DIMS.map((d) => `'${d}'`).join(", ")}) AND key NOT IN ('${NONE}', '${OTHER}')`;
/** The day's named free keys, ranked per kind and dimension as reads rank them. */
const RANKED = `SELECT kind, dim, key, count, err, row_number() OVER (PARTITION BY kind, dim ORDER BY count - err DESC, key) AS rank
  FROM event_counts WHERE day = ?1 AND ${FREE}`;

function compactStatements(db: Db, day: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO event_counts (day, kind, dim, key, count)
         SELECT ?1, kind, dim, '${OTHER}', sum(CASE WHEN rank > ?2 THEN count ELSE err END) AS n FROM (${RANKED})
         WHERE true GROUP BY kind, dim HAVING n > 0
         ON CONFLICT (day, kind, dim, key) DO UPDATE SET count = event_counts.count + excluded.count`,
      )
      .bind(day, SHOWN),
    db.prepare(`DELETE FROM event_counts WHERE day = ?1 AND (kind, dim, key) IN (SELECT kind, dim, key FROM (${RANKED}) WHERE rank > ?2)`).bind(day, SHOWN),
    db.prepare(`UPDATE event_counts SET count = count - err, err = 0 WHERE day = ?1 AND err > 0`).bind(day),
  ];
}

/** Compacts every day before `now`'s UTC day that still has more than SHOWN names or inherited counts. */
export async function compactEvents(db: Db, now = new Date()): Promise<{ days: string[] }> {
  const open = await db
    .prepare(
      `SELECT DISTINCT day FROM (SELECT day FROM event_counts WHERE day < ?1 AND ${FREE} GROUP BY day, kind, dim HAVING count(*) > ?2 OR max(err) > 0)
       ORDER BY day`,
    )
    .bind(now.toISOString().slice(0, 10), SHOWN)
    .all<{ day: string }>();
  const days = open.results.map((r) => r.day);
  for (const day of days) await db.batch(compactStatements(db, day));
  return { days };
}

/** The daily job: compact closed days of the counters, forget video-view marks and per-network lead counts of past hours. */
export async function runDaily(env: Env, now = new Date()): Promise<{ compactedDays: number; videoViewMarks: number; networkCounts: number }> {
  const { days } = await compactEvents(env.DB, now);
  const videoViewMarks = await sweepVideoViews(env.DB, now.toISOString().slice(0, 13));
  const networkCounts = await sweepNetworkCounts(env.DB, now);
  return { compactedDays: days.length, videoViewMarks, networkCounts };
}
