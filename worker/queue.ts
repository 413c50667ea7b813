/** The Worker's queue() handler: the lead notification queue and its dead-letter queue. */
import { handleDeadLetters } from "./notify/dead-letter.ts";
import { handleLeadMessages } from "./notify/consume.ts";
import type { NotifyMessage } from "./notify/enqueue.ts";

/** Dead-letter queues are named `<queue>-dlq` (wrangler.toml). */
export const isDeadLetterQueue = (name: string): boolean => name.endsWith("-dlq");

export async function queue(batch: MessageBatch<NotifyMessage>, env: Env): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) await handleDeadLetters(batch, env);
  else await handleLeadMessages(batch, env);
}
