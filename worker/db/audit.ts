/** audit_log: what ops did (who, what, to which resource), never the data involved. */
import type { Db } from "./db.ts";
import type { AuditEntry } from "../schemas/admin-api.ts";

/** Most entries one answer carries. */
export const AUDIT_LIMIT = 1000;

/** Entries in [since, until), newest first. */
export async function listAudit(db: Db, since: string | null, until: string | null): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT at, actor, action, resource, resource_id AS resourceId FROM audit_log
       WHERE (?1 IS NULL OR at >= ?1) AND (?2 IS NULL OR at < ?2)
       ORDER BY at DESC, id DESC LIMIT ?3`,
    )
    .bind(since, until, AUDIT_LIMIT)
    .all<AuditEntry>();
  return results;
}

export interface AuditFilter {
  since: string | null;
  until: string | null;
  actor?: string;
  resource?: string;
}

const FILTER = `WHERE (?1 IS NULL OR at >= ?1) AND (?2 IS NULL OR at < ?2) AND (?3 IS NULL OR actor = ?3) AND (?4 IS NULL OR resource = ?4)`;

/** One page of entries matching the filter, newest first, and how many match. */
export async function pageAudit(
  db: Db,
  f: AuditFilter,
  pageIndex: number,
  pageSize: number,
): Promise<{ list: AuditEntry[]; total: number; pageIndex: number; pageSize: number }> {
  const params = [f.since, f.until, f.actor ?? null, f.resource ?? null];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT at, actor, action, resource, resource_id AS resourceId FROM audit_log ${FILTER}
         ORDER BY at DESC, id DESC LIMIT ?5 OFFSET ?6`,
      )
      .bind(...params, pageSize, (pageIndex - 1) * pageSize),
    db.prepare(`SELECT count(*) AS total FROM audit_log ${FILTER}`).bind(...params),
  ]);
  return { list: rows!.results as AuditEntry[], total: (count!.results[0] as { total: number }).total, pageIndex, pageSize };
}

/** Unpaged list with the filter (at most AUDIT_LIMIT). */
export async function filteredAudit(db: Db, f: AuditFilter): Promise<AuditEntry[]> {
  return (await pageAudit(db, f, 1, AUDIT_LIMIT)).list;
}

/** Records one admin action on its own (writes that are not a D1 change of their own, e.g. a test message). */
export async function recordAudit(db: Db, actor: string, action: string, resource: string, resourceId: string | null): Promise<void> {
  await db.prepare(`INSERT INTO audit_log (actor, action, resource, resource_id) VALUES (?1, ?2, ?3, ?4)`).bind(actor, action, resource, resourceId).run();
}
