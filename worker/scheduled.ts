/**
 * The Worker's scheduled() handler: one job per Cron Trigger expression in wrangler.toml. Jobs live in
 * their own modules; this file only dispatches.
 */
import { sweepPendingDeliveries } from "./notify/sweep.ts";

type Job = (env: Env) => Promise<unknown>;

export const JOBS: Record<string, Job> = {
  "*/2 * * * *": sweepPendingDeliveries,
};

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const job = JOBS[controller.cron];
  if (!job) {
    console.warn(JSON.stringify({ level: "warn", event: "scheduled.unknown", cron: controller.cron }));
    return;
  }
  await job(env);
}
