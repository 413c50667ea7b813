/**
 * notices: reminders of unanswered leads and weekly reports (seed/migrations/0008_notices.sql). A notice
 * is made once (its id is the key) together with its delivery rows; the ledger statements of
 * ./deliveries.ts (NOTICE_LEDGER) then send it like a lead.
 */
import type { Db } from "./db.ts";

export interface NewNotice {
  id: string;
  leadId: number | null;
  body: string | null;
}

/**
 * Makes the notices that do not exist yet, each with a `pending` delivery row per channel, in one
 * transaction; returns the ids it made. A notice made before (another cron run, a second isolate) is
 * left alone, so each is sent once.
 */
export async function createNotices(db: Db, notices: readonly NewNotice[], channels: readonly string[]): Promise<string[]> {
  if (notices.length === 0 || channels.length === 0) return [];
  const results = await db.batch(
    notices.flatMap((n) => [
      db.prepare(`INSERT INTO notices (id, lead_id, body) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING`).bind(n.id, n.leadId, n.body),
      db
        .prepare(
          `INSERT INTO notice_deliveries (notice_id, channel, delivery_id)
           SELECT ?1, ch.value, lower(hex(randomblob(16))) FROM json_each(?2) AS ch WHERE changes() = 1`,
        )
        .bind(n.id, JSON.stringify(channels)),
    ]),
  );
  return notices.filter((_, i) => results[2 * i]!.meta.changes === 1).map((n) => n.id);
}

export const noticeExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.prepare(`SELECT 1 AS one FROM notices WHERE id = ?1`).bind(id).first()) !== null;

/** One notice (zero or one row of { id, body }), for a batch. */
export const noticeStatement = (db: Db, id: string): D1PreparedStatement => db.prepare(`SELECT id, body FROM notices WHERE id = ?1`).bind(id);

/** A reminder whose lead was answered (or erased) before it went out: its unsent rows are not sent. */
export const cancelStatement = (db: Db, id: string): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE notice_deliveries SET status = 'cancelled', locked_until = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE notice_id = ?1 AND status IN ('pending', 'failed')`,
    )
    .bind(id);

/**
 * Leads still `new`, created in [since, until], oldest first, that have no notice `<prefix><lead id>`
 * yet: the candidates for one reminder stage (consultations_status index).
 */
export async function unremindedLeads(db: Db, prefix: string, since: string, until: string, limit: number): Promise<{ id: number; createdAt: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at AS createdAt FROM consultations c
       WHERE status = 'new' AND created_at >= ?2 AND created_at <= ?3
         AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.id = ?1 || c.id)
       ORDER BY created_at, id LIMIT ?4`,
    )
    .bind(prefix, since, until, limit)
    .all<{ id: number; createdAt: string }>();
  return results;
}

/** The weekly report's figures for the week [since, until), against [previousSince, since). */
export interface WeekFigures {
  leads: number;
  previous: number;
  /** Leads of the week still `new`, created before `unansweredBefore` (24 hours before the report). */
  unanswered: number;
  /** [page or UTM source, leads], most leads first, then by name; at most TOP. */
  pages: [string, number][];
  sources: [string, number][];
}

const TOP = 5;

export async function weekFigures(db: Db, previousSince: string, since: string, until: string, unansweredBefore: string): Promise<WeekFigures> {
  const top = (column: "page" | "utm_source") =>
    db
      .prepare(
        `SELECT ${column} AS name, count(*) AS n FROM consultations
         WHERE created_at >= ?1 AND created_at < ?2 AND coalesce(${column}, '') <> ''
         GROUP BY ${column} ORDER BY n DESC, name LIMIT ${TOP}`,
      )
      .bind(since, until);
  const [counts, pages, sources] = await db.batch([
    db
      .prepare(
        `SELECT count(*) FILTER (WHERE created_at >= ?2) AS leads, count(*) FILTER (WHERE created_at < ?2) AS previous,
           count(*) FILTER (WHERE created_at >= ?2 AND created_at < ?4 AND status = 'new') AS unanswered
         FROM consultations WHERE created_at >= ?1 AND created_at < ?3`,
      )
      .bind(previousSince, since, until, unansweredBefore),
    top("page"),
    top("utm_source"),
  ]);
  const list = (r: D1Result) => (r.results as { name: string; n: number }[]).map((row): [string, number] => [row.name, row.n]);
  const c = counts!.results[0] as { leads: number; previous: number; unanswered: number };
  return { leads: c.leads, previous: c.previous, unanswered: c.unanswered, pages: list(pages!), sources: list(sources!) };
}
