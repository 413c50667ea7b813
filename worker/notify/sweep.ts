/**
 * The scheduled sweep: deliveries still pending two minutes after they were written (the queue send
 * failed or its message was lost) are queued again, and so are failed ones whose retries stopped
 * without reaching the dead-letter queue. Retrying (recently failed), sent and dead ones are left alone.
 */
import { staleLeadIds } from "../db/deliveries.ts";
import { enqueueLeads } from "./enqueue.ts";
import { logDelivery } from "./log.ts";

export const SWEEP_AFTER_SECONDS = 120;
/** Far beyond the longest gap between two attempts (480 s with the default 30 s base). */
export const LOST_RETRY_AFTER_SECONDS = 30 * 60;
/** A queue's sendBatch takes at most 100 messages; the next run takes the rest. */
const SWEEP_LIMIT = 100;

export async function sweepPendingDeliveries(env: Env): Promise<number> {
  const leadIds = await staleLeadIds(env.DB, SWEEP_AFTER_SECONDS, LOST_RETRY_AFTER_SECONDS, SWEEP_LIMIT);
  if (leadIds.length > 0) {
    await enqueueLeads(env.LEAD_QUEUE, leadIds);
    logDelivery({ event: "sweep.requeued", count: leadIds.length });
  }
  return leadIds.length;
}
