/**
 * The queue consumer's work for one lead message: send every unsent delivery of the lead, record
 * each outcome, and ask for a retry (with back-off) only when one failed. A delivery already `sent`
 * is never claimed again, so a retry never re-sends the channels that worked.
 */
import { leadFromRow, leadStatement } from "../db/consultations.ts";
import { claimStatement, recordOutcome, type ClaimedDelivery } from "../db/deliveries.ts";
import { DeliveryError } from "./channel.ts";
import { channelNamed } from "./channels/index.ts";
import { trimError } from "./http.ts";
import { logDelivery } from "./log.ts";
import { redactSecrets } from "./redact.ts";
import type { NotifyEnv } from "./settings.ts";

/** Queues cap a retry delay at 12 hours. */
const MAX_DELAY_SECONDS = 43_200;
const DEFAULT_BASE_SECONDS = 30;

/** Delay before attempt `attempt + 1`: base, 2×base, 4×base, ... (attempt counts from 1). */
export function retryDelaySeconds(attempt: number, baseVar: string | undefined): number {
  const parsed = Number(baseVar);
  const base = Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_BASE_SECONDS;
  return Math.min(Math.round(base * 2 ** Math.max(0, attempt - 1)), MAX_DELAY_SECONDS);
}

export const adminLeadUrl = (env: NotifyEnv, leadId: number): string => `${(env.SITE_ORIGIN ?? "").replace(/\/$/, "")}/admin/leads/${leadId}`;

/** Returns true when every claimed delivery was sent (or there was nothing left to send). */
export async function deliverLead(env: NotifyEnv, leadId: number): Promise<boolean> {
  // One round trip: take the unsent deliveries and read the lead.
  const [claim, read] = await env.DB.batch([claimStatement(env.DB, leadId), leadStatement(env.DB, leadId)]);
  const claimed = claim!.results as ClaimedDelivery[];
  if (claimed.length === 0 || !read!.results[0]) return true; // nothing left, or erased with its deliveries
  const lead = leadFromRow(read!.results[0]);
  const adminUrl = adminLeadUrl(env, leadId);
  const outcomes = await Promise.all(
    claimed.map(async (d) => {
      const channel = channelNamed(d.channel);
      try {
        if (!channel?.configured(env)) throw new DeliveryError("channel not configured");
        await channel.send({ deliveryId: d.deliveryId, lead, adminUrl }, env);
        logDelivery({ event: "delivery.sent", leadId, channel: d.channel, attempt: d.attempts });
        return { channel: d.channel, error: null };
      } catch (err) {
        // Only DeliveryError texts are known to be free of URLs and personal data.
        const error = trimError(redactSecrets(err instanceof DeliveryError ? err.message : `unexpected ${err instanceof Error ? err.name : "error"}`, env));
        logDelivery({ event: "delivery.failed", leadId, channel: d.channel, attempt: d.attempts, error });
        return { channel: d.channel, error };
      }
    }),
  );
  await env.DB.batch(outcomes.map((o) => recordOutcome(env.DB, leadId, o.channel, o.error)));
  return outcomes.every((o) => o.error === null);
}
