/**
 * The retention period in the daily job (docs/decisions/0012, issue 26): leads created more than
 * LEAD_RETENTION_DAYS ago whose work is over (won or lost) are erased through the admin's own erasure
 * (db/consultations.ts eraseLeads: deliveries and links go with them, the audit log says it happened,
 * actor "retention"). Open leads are kept whatever their age. A run erases at most RETENTION_PER_RUN,
 * oldest first, in transactions of RETENTION_BATCH: a backlog (the setting just turned on, or
 * shortened) clears over the following days, and a run that stops half way loses nothing.
 */
import { closedLeadsBefore, eraseLeads } from "../db/consultations.ts";
import type { Db } from "../db/db.ts";

export const RETENTION_ACTOR = "retention";
export const RETENTION_PER_RUN = 500;
const RETENTION_BATCH = 50;

/** Erases up to `limit` closed leads older than `days` before `now` (none when `days` is 0); how many. */
export async function eraseExpiredLeads(db: Db, days: number, now: Date, limit = RETENTION_PER_RUN): Promise<number> {
  if (days <= 0) return 0;
  const ids = await closedLeadsBefore(db, new Date(now.getTime() - days * 86400_000).toISOString(), limit);
  let erased = 0;
  for (let i = 0; i < ids.length; i += RETENTION_BATCH)
    erased += (await eraseLeads(db, ids.slice(i, i + RETENTION_BATCH), { name: RETENTION_ACTOR, role: "system" })).length;
  return erased;
}
