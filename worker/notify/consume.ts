/**
 * The notification queue's consumer: each message is one lead or one notice (reminder, weekly report).
 * The batch's D1 work is shared per kind (worker/notify/deliver.ts, deliver-notices.ts); each message is
 * then acked or retried with back-off on its own.
 */
import { deliverLeads, retryDelaySeconds } from "./deliver.ts";
import { deliverNotices } from "./deliver-notices.ts";
import type { NotifyMessage } from "./enqueue.ts";
import { logDelivery } from "./log.ts";
import { type NotifyEnv, notifyEnv } from "./settings.ts";

type Message = globalThis.Message<NotifyMessage>;

const leadIdOf = (m: Message): number | null => {
  const id = Number((m.body as { leadId?: unknown } | null)?.leadId);
  return Number.isInteger(id) ? id : null;
};
const noticeOf = (m: Message): string | null => {
  const id = (m.body as { notice?: unknown } | null)?.notice;
  return typeof id === "string" ? id : null;
};

/** Delivers one kind's messages; a D1 failure and the like retries every one of them later. */
async function settle<K>(nenv: NotifyEnv, messages: Message[], keys: K[], deliver: (env: NotifyEnv, keys: K[]) => Promise<boolean[]>): Promise<void> {
  let done: boolean[];
  try {
    done = await deliver(nenv, keys);
  } catch (err) {
    logDelivery({ event: "consume.error", count: messages.length, error: err instanceof Error ? err.name : "error" });
    done = messages.map(() => false);
  }
  messages.forEach((message, i) => {
    if (done[i]) message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts, nenv.NOTIFY_RETRY_BASE_SECONDS) });
  });
}

export async function handleLeadMessages(batch: MessageBatch<NotifyMessage>, env: Env): Promise<void> {
  const nenv = notifyEnv(env);
  const leads = batch.messages.filter((m) => leadIdOf(m) !== null);
  const notices = batch.messages.filter((m) => leadIdOf(m) === null && noticeOf(m) !== null);
  for (const m of batch.messages) if (!leads.includes(m) && !notices.includes(m)) m.ack(); // not ours to retry
  await Promise.all([
    settle(
      nenv,
      leads,
      leads.map((m) => leadIdOf(m)!),
      deliverLeads,
    ),
    settle(
      nenv,
      notices,
      notices.map((m) => noticeOf(m)!),
      deliverNotices,
    ),
  ]);
}
