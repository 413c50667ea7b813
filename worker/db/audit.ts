/** audit_log: what ops did (who, what, to which resource), never the data involved. */

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  resource: string;
  resourceId: string | null;
}

/** Most entries one answer carries. */
export const AUDIT_LIMIT = 1000;

/** Entries in [since, until), newest first. */
export async function listAudit(db: D1Database, since: string | null, until: string | null): Promise<AuditEntry[]> {
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
