/** The dead-letter queue's consumer: a lead or notice message that used up its retries marks its failures dead. */
import { markDead, NOTICE_LEDGER } from "../db/deliveries.ts";
import type { NotifyMessage } from "./enqueue.ts";
import { logDelivery } from "./log.ts";

export async function handleDeadLetters(batch: MessageBatch<NotifyMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body as { leadId?: unknown; notice?: unknown } | null;
    const leadId = Number(body?.leadId);
    if (Number.isInteger(leadId)) {
      const count = await markDead(env.DB, leadId);
      logDelivery({ event: "delivery.dead", leadId, count });
    } else if (typeof body?.notice === "string") {
      const count = await markDead(env.DB, body.notice, NOTICE_LEDGER);
      logDelivery({ event: "delivery.dead", notice: body.notice, count });
    }
    message.ack();
  }
}
