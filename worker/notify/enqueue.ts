/**
 * Puts leads and notices (reminders, weekly reports) on the notification queue. Never throws: the
 * ledger rows make a lost send recoverable.
 */
import { logDelivery } from "./log.ts";

export interface LeadMessage {
  leadId: number;
}

/** A notice's message: its id in the notices table. */
export interface NoticeMessage {
  notice: string;
}

export type NotifyMessage = LeadMessage | NoticeMessage;

/** Returns false when the queue refused; the sweep then picks the pending deliveries up. */
export const enqueueLeads = (queue: Queue, leadIds: readonly number[]): Promise<boolean> =>
  enqueue(
    queue,
    leadIds.map((leadId) => ({ leadId })),
  );

export const enqueueNotices = (queue: Queue, ids: readonly string[]): Promise<boolean> =>
  enqueue(
    queue,
    ids.map((notice) => ({ notice })),
  );

/** A queue's sendBatch takes at most 100 messages: callers queue fewer. */
async function enqueue(queue: Queue, bodies: NotifyMessage[]): Promise<boolean> {
  if (bodies.length === 0) return true;
  try {
    await queue.sendBatch(bodies.map((body) => ({ body, contentType: "json" as const })));
    return true;
  } catch (err) {
    for (const b of bodies) logDelivery({ event: "enqueue.failed", ...b, error: String(err instanceof Error ? err.name : err) });
    return false;
  }
}
