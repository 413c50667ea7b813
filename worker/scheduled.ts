/**
 * The Worker's scheduled() handler: one job per Cron Trigger expression in wrangler.toml. Jobs live in
 * their own modules (worker/notify/sweep.ts, worker/jobs/); this file only dispatches.
 */
import { runDaily } from "./jobs/compact-events.ts";
import { eraseExpiredLeads } from "./jobs/lead-retention.ts";
import { leadRetentionDays } from "./lib/lead-retention.ts";
import { queueReminders } from "./notify/reminders.ts";
import { sweepPendingDeliveries } from "./notify/sweep.ts";
import { queueWeeklyReport } from "./notify/weekly-report.ts";

type Job = (env: Env, controller: ScheduledController) => Promise<unknown>;

/**
 * Every two minutes: re-queue lead and notice deliveries still pending, then queue the reminders of
 * leads left unanswered (docs/decisions/0011).
 */
export const SWEEP_CRON = "*/2 * * * *";
/** Hourly: on Monday from 09:00 in SITE_TIME_ZONE, the weekly lead report, once a week. */
export const HOURLY_CRON = "0 * * * *";
/**
 * Daily: compact the closed days of the event counters, sweep old video-view marks, erase the closed
 * leads past LEAD_RETENTION_DAYS (docs/decisions/0012).
 */
export const RETENTION_CRON = "17 3 * * *";

export const JOBS: Record<string, Job> = {
  [SWEEP_CRON]: async (env, controller) => {
    await sweepPendingDeliveries(env);
    await queueReminders(env, new Date(controller.scheduledTime));
  },
  [HOURLY_CRON]: (env, controller) => queueWeeklyReport(env, new Date(controller.scheduledTime)),
  [RETENTION_CRON]: async (env, controller) => {
    const now = new Date(controller.scheduledTime);
    const result = await runDaily(env, now);
    const erasedLeads = await eraseExpiredLeads(env.DB, leadRetentionDays(env), now);
    console.log(JSON.stringify({ level: "info", job: "daily", cron: controller.cron, ...result, erasedLeads }));
  },
};

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const job = JOBS[controller.cron];
  if (!job) {
    console.warn(JSON.stringify({ level: "warn", event: "scheduled.unknown", cron: controller.cron }));
    return;
  }
  await job(env, controller);
}
