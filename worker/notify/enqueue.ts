/** Puts leads on the notification queue. Never throws: the ledger rows make a lost send recoverable. */
import { logDelivery } from "./log.ts";

export interface LeadMessage {
  leadId: number;
}

/** Returns false when the queue refused; the sweep then picks the pending deliveries up. */
export async function enqueueLeads(queue: Queue, leadIds: readonly number[]): Promise<boolean> {
  if (leadIds.length === 0) return true;
  try {
    await queue.sendBatch(leadIds.map((leadId) => ({ body: { leadId } satisfies LeadMessage, contentType: "json" as const })));
    return true;
  } catch (err) {
    for (const leadId of leadIds) logDelivery({ event: "enqueue.failed", leadId, error: String(err instanceof Error ? err.name : err) });
    return false;
  }
}
