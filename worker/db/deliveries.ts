/**
 * The notification ledgers (docs/decisions/0011): lead_deliveries, one row per (lead, channel), and
 * notice_deliveries, one row per (notice, channel) for reminders and weekly reports. Both have the same
 * columns and life cycle, so the claim, outcome, dead-letter and sweep statements serve both.
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";

export interface Ledger {
  table: "lead_deliveries" | "notice_deliveries";
  key: "lead_id" | "notice_id";
}

export const LEAD_LEDGER: Ledger = { table: "lead_deliveries", key: "lead_id" };
export const NOTICE_LEDGER: Ledger = { table: "notice_deliveries", key: "notice_id" };

/** A lead id or a notice id. */
type Key = number | string;

export type DeliveryStatus = "pending" | "sent" | "failed" | "dead";

/** A delivery as the admin list shows it (CONTRACT "Ops (admin)"). */
export interface DeliveryRecord {
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

export interface ClaimedDelivery {
  channel: string;
  deliveryId: string;
  attempts: number;
}

/** How long a consumer holds the deliveries it is sending (sends time out after 10 s). */
const LEASE_SECONDS = 60;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Takes the lead's unsent deliveries for one attempt: counts the attempt and holds them for the lease,
 * so a second message for the same lead (a sweep, a redeliver) cannot send them at the same time.
 */
export function claimStatement(db: Db, leadId: Key, { table, key }: Ledger = LEAD_LEDGER): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE ${table}
       SET attempts = attempts + 1, locked_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${LEASE_SECONDS} seconds'), updated_at = ${NOW}
       WHERE ${key} = ?1 AND status IN ('pending', 'failed') AND (locked_until IS NULL OR locked_until < ${NOW})
       RETURNING channel, delivery_id AS deliveryId, attempts`,
    )
    .bind(leadId);
}

/** Records the outcome of one attempt and releases the lease. */
export function recordOutcome(db: Db, leadId: Key, channel: string, error: string | null, { table, key }: Ledger = LEAD_LEDGER): D1PreparedStatement {
  return error === null
    ? db
        .prepare(
          `UPDATE ${table} SET status = 'sent', sent_at = ${NOW}, last_error = NULL, locked_until = NULL, updated_at = ${NOW}
           WHERE ${key} = ?1 AND channel = ?2`,
        )
        .bind(leadId, channel)
    : db
        .prepare(
          `UPDATE ${table} SET status = 'failed', last_error = ?3, locked_until = NULL, updated_at = ${NOW}
           WHERE ${key} = ?1 AND channel = ?2 AND status <> 'sent'`,
        )
        .bind(leadId, channel, error);
}

/** The dead-letter consumer: the lead's failed deliveries will not be retried again. */
export async function markDead(db: Db, leadId: Key, { table, key }: Ledger = LEAD_LEDGER): Promise<number> {
  const res = await db
    .prepare(`UPDATE ${table} SET status = 'dead', locked_until = NULL, updated_at = ${NOW} WHERE ${key} = ?1 AND status = 'failed'`)
    .bind(leadId)
    .run();
  return res.meta.changes;
}

/** Admin redeliver: failed and dead deliveries become pending again; returns how many. */
export async function resetForRedelivery(db: Db, leadId: number, actor: Actor): Promise<number> {
  const [reset] = await db.batch([
    db
      .prepare(
        `UPDATE lead_deliveries SET status = 'pending', locked_until = NULL, updated_at = ${NOW}
         WHERE lead_id = ?1 AND status IN ('failed', 'dead')`,
      )
      .bind(leadId),
    // Recorded only when something was re-queued, in the same transaction.
    db
      .prepare(
        `INSERT INTO audit_log (actor, role, action, resource, resource_id)
         SELECT ?1, ?3, 'redeliver', 'consultations', ?2 WHERE changes() > 0`,
      )
      .bind(actor.name, String(leadId), actor.role),
  ]);
  return reset!.meta.changes;
}

/**
 * The sweep: leads with a delivery still pending `pendingSeconds` after it was last touched, or still
 * failed `failedSeconds` after its last attempt (its retry chain was lost, e.g. the consumer died
 * mid-send), and not held by a consumer. Touching them again spaces out the next sweep of the lead.
 */
export async function staleLeadIds(db: Db, pendingSeconds: number, failedSeconds: number, limit: number): Promise<number[]> {
  return staleIds<number>(db, pendingSeconds, failedSeconds, limit, LEAD_LEDGER);
}

/** staleLeadIds for either ledger: the lead or notice ids to queue again. */
export async function staleIds<T extends Key>(db: Db, pendingSeconds: number, failedSeconds: number, limit: number, { table, key }: Ledger): Promise<T[]> {
  const { results } = await db
    .prepare(
      `UPDATE ${table} SET updated_at = ${NOW}
       WHERE ${key} IN (
         SELECT DISTINCT ${key} FROM ${table}
         WHERE ((status = 'pending' AND updated_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1))
             OR (status = 'failed' AND updated_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2)))
           AND (locked_until IS NULL OR locked_until < ${NOW})
         ORDER BY ${key} LIMIT ?3)
       AND status IN ('pending', 'failed')
       RETURNING ${key} AS id`,
    )
    .bind(`-${pendingSeconds} seconds`, `-${failedSeconds} seconds`, limit)
    .all<{ id: T }>();
  return [...new Set(results.map((r) => r.id))];
}

interface DeliveryRow {
  lead_id: number;
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

/** Deliveries of the given leads (one page of the admin list), by lead id. */
export async function deliveriesFor(db: Db, leadIds: readonly number[]): Promise<Map<number, DeliveryRecord[]>> {
  const byLead = new Map<number, DeliveryRecord[]>();
  if (leadIds.length === 0) return byLead;
  const { results } = await db
    .prepare(
      `SELECT d.lead_id, d.channel, d.status, d.attempts, d.last_error, d.sent_at
       FROM lead_deliveries d JOIN json_each(?1) AS ids ON d.lead_id = ids.value
       ORDER BY d.lead_id, d.channel`,
    )
    .bind(JSON.stringify(leadIds))
    .all<DeliveryRow>();
  for (const r of results) {
    const record: DeliveryRecord = { channel: r.channel, status: r.status, attempts: r.attempts };
    if (r.last_error !== null) record.lastError = r.last_error;
    if (r.sent_at !== null) record.sentAt = r.sent_at;
    byLead.set(r.lead_id, [...(byLead.get(r.lead_id) ?? []), record]);
  }
  return byLead;
}

/** Statement counting deliveries by channel and status for leads created in [?1, ?2) (for the stats batch). */
export function deliveryCountsStatement(db: Db, since: string, until: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT d.channel, d.status, count(*) AS count
       FROM lead_deliveries d JOIN consultations c ON c.id = d.lead_id
       WHERE c.created_at >= ?1 AND c.created_at < ?2
       GROUP BY d.channel, d.status ORDER BY d.channel, d.status`,
    )
    .bind(since, until);
}

export const leadExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.prepare(`SELECT 1 AS one FROM consultations WHERE id = ?1`).bind(id).first()) !== null;
