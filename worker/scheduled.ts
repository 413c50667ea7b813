/**
 * Cron Triggers (wrangler.toml [triggers]): a small dispatcher; each job lives in worker/jobs/.
 */
import { runRetention } from "./jobs/fold-events.ts";

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const result = await runRetention(env, new Date(controller.scheduledTime));
  console.log(JSON.stringify({ level: "info", job: "retention", cron: controller.cron, ...result }));
}
