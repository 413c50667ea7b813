/**
 * The scheduled sweep: deliveries still pending two minutes after they were written (the queue send
 * failed or its message was lost) are queued again, and so are failed ones whose retries stopped
 * without reaching the dead-letter queue. Retrying (recently failed), sent and dead ones are left alone.
 */
import { NOTICE_LEDGER, staleIds, staleLeadIds } from "../db/deliveries.ts";
import { enqueueLeads, enqueueNotices } from "./enqueue.ts";
import { logDelivery } from "./log.ts";

export const SWEEP_AFTER_SECONDS = 120;
/** Far beyond the longest gap between two attempts (480 s with the default 30 s base). */
export const LOST_RETRY_AFTER_SECONDS = 30 * 60;
/** A queue's sendBatch takes at most 100 messages; the next run takes the rest. */
const SWEEP_LIMIT = 100;

/** Leads and notices (reminders, weekly reports) alike; returns how many were queued again. */
export async function sweepPendingDeliveries(env: Env): Promise<number> {
  const [leadIds, noticeIds] = await Promise.all([
    staleLeadIds(env.DB, SWEEP_AFTER_SECONDS, LOST_RETRY_AFTER_SECONDS, SWEEP_LIMIT),
    staleIds<string>(env.DB, SWEEP_AFTER_SECONDS, LOST_RETRY_AFTER_SECONDS, SWEEP_LIMIT, NOTICE_LEDGER),
  ]);
  if (leadIds.length + noticeIds.length > 0) {
    await Promise.all([enqueueLeads(env.LEAD_QUEUE, leadIds), enqueueNotices(env.LEAD_QUEUE, noticeIds)]);
    logDelivery({ event: "sweep.requeued", count: leadIds.length + noticeIds.length });
  }
  return leadIds.length + noticeIds.length;
}
