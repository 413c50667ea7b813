/**
 * The notification queue's consumer: each message is one lead. The batch's D1 work is shared
 * (worker/notify/deliver.ts); each message is then acked or retried with back-off on its own.
 */
import { deliverLeads, retryDelaySeconds } from "./deliver.ts";
import type { LeadMessage } from "./enqueue.ts";
import { logDelivery } from "./log.ts";
import { notifyEnv } from "./settings.ts";

export async function handleLeadMessages(batch: MessageBatch<LeadMessage>, env: Env): Promise<void> {
  const nenv = notifyEnv(env);
  const valid = batch.messages.filter((m) => Number.isInteger(Number(m.body?.leadId)));
  for (const m of batch.messages) if (!valid.includes(m)) m.ack(); // not ours to retry
  let done: boolean[];
  try {
    done = await deliverLeads(nenv, valid.map((m) => Number(m.body.leadId)));
  } catch (err) {
    // D1 unavailable and the like: every lead of the batch is tried again later.
    logDelivery({ event: "consume.error", count: valid.length, error: err instanceof Error ? err.name : "error" });
    done = valid.map(() => false);
  }
  valid.forEach((message, i) => {
    if (done[i]) message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts, nenv.NOTIFY_RETRY_BASE_SECONDS) });
  });
}
