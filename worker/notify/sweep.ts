/**
 * The scheduled sweep: deliveries still pending two minutes after they were written (the queue send
 * failed or its message was lost) are queued again. Retrying and dead deliveries are not touched.
 */
import { staleLeadIds } from "../db/deliveries.ts";
import { enqueueLeads } from "./enqueue.ts";
import { logDelivery } from "./log.ts";

export const SWEEP_AFTER_SECONDS = 120;
/** A queue's sendBatch takes at most 100 messages; the next run takes the rest. */
const SWEEP_LIMIT = 100;

export async function sweepPendingDeliveries(env: Env): Promise<number> {
  const leadIds = await staleLeadIds(env.DB, SWEEP_AFTER_SECONDS, SWEEP_LIMIT);
  if (leadIds.length > 0) {
    await enqueueLeads(env.LEAD_QUEUE, leadIds);
    logDelivery({ event: "sweep.requeued", count: leadIds.length });
  }
  return leadIds.length;
}
