/** The notification queue's consumer: each message is one lead; messages succeed or retry on their own. */
import { deliverLead, retryDelaySeconds } from "./deliver.ts";
import type { LeadMessage } from "./enqueue.ts";
import { logDelivery } from "./log.ts";
import { notifyEnv } from "./settings.ts";

export async function handleLeadMessages(batch: MessageBatch<LeadMessage>, env: Env): Promise<void> {
  const nenv = notifyEnv(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      const leadId = Number(message.body?.leadId);
      if (!Number.isInteger(leadId)) {
        message.ack(); // not ours to retry
        return;
      }
      let done = false;
      try {
        done = await deliverLead(nenv, leadId);
      } catch (err) {
        // D1 unavailable and the like: the whole lead is tried again later.
        logDelivery({ event: "consume.error", leadId, error: err instanceof Error ? err.name : "error" });
      }
      if (done) message.ack();
      else message.retry({ delaySeconds: retryDelaySeconds(message.attempts, nenv.NOTIFY_RETRY_BASE_SECONDS) });
    }),
  );
}
