/**
 * The per-network lead limit (CONTRACT "Rate limits", README "Abuse limits"): at most
 * LEADS_PER_NETWORK_HOUR leads an hour from one network (an IPv4 /24, an IPv6 /48), on top of the
 * per-client 5 a minute. Counted in D1 per UTC hour, only for a lead about to be stored, so the table
 * never has more rows than there are leads; rows of past hours are deleted by the daily cron.
 */
import type { Db } from "./db.ts";

/** Leads one network may store in a UTC hour. */
export const LEADS_PER_NETWORK_HOUR = 30;

/** "YYYY-MM-DDTHH" of `at` (UTC). */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

/**
 * Counts one lead of `network` in the current hour; false (nothing counted) when the network has
 * stored `limit` leads this hour already.
 */
export async function countNetworkLead(db: Db, network: string, now = new Date(), limit = LEADS_PER_NETWORK_HOUR): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO lead_network_hours (hour, network, count) VALUES (?1, ?2, 1)
       ON CONFLICT (hour, network) DO UPDATE SET count = count + 1 WHERE count < ?3
       RETURNING count`,
    )
    .bind(hourOf(now), network, limit)
    .first<{ count: number }>();
  return row !== null;
}

/** Deletes the counts of hours before `now`'s; returns how many rows went. */
export async function sweepNetworkCounts(db: Db, now: Date): Promise<number> {
  const result = await db.prepare(`DELETE FROM lead_network_hours WHERE hour < ?1`).bind(hourOf(now)).run();
  return result.meta.changes;
}
