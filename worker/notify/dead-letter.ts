/** The dead-letter queue's consumer: a lead message that used up its retries marks its failures dead. */
import { markDead } from "../db/deliveries.ts";
import type { LeadMessage } from "./enqueue.ts";
import { logDelivery } from "./log.ts";

export async function handleDeadLetters(batch: MessageBatch<LeadMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const leadId = Number(message.body?.leadId);
    if (Number.isInteger(leadId)) {
      const count = await markDead(env.DB, leadId);
      logDelivery({ event: "delivery.dead", leadId, count });
    }
    message.ack();
  }
}
