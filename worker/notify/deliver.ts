/**
 * The queue consumer's work for one lead message: send every unsent delivery of the lead, record
 * each outcome, and ask for a retry (with back-off) only when one failed. A delivery already `sent`
 * is never claimed again, so a retry never re-sends the channels that worked.
 */
import { leadFromRow, leadStatement, type LeadRecord } from "../db/consultations.ts";
import { claimStatement, recordOutcome, type ClaimedDelivery } from "../db/deliveries.ts";
import { type Channel, DeliveryError } from "./channel.ts";
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

export interface Outcome {
  channel: string;
  error: string | null;
}

/**
 * Sends the claimed deliveries of one lead or notice side by side, each with `send`; never throws.
 * `subject` names it in the logs.
 */
export async function sendAll(
  env: NotifyEnv,
  subject: { leadId: number } | { notice: string },
  claimed: ClaimedDelivery[],
  send: (channel: Channel, delivery: ClaimedDelivery) => Promise<void>,
): Promise<Outcome[]> {
  return Promise.all(
    claimed.map(async (d): Promise<Outcome> => {
      const channel = channelNamed(d.channel);
      try {
        if (!channel?.configured(env)) throw new DeliveryError("channel not configured");
        await send(channel, d);
        logDelivery({ event: "delivery.sent", ...subject, channel: d.channel, attempt: d.attempts });
        return { channel: d.channel, error: null };
      } catch (err) {
        // Only DeliveryError texts are known to be free of URLs and personal data.
        const error = trimError(redactSecrets(err instanceof DeliveryError ? err.message : `unexpected ${err instanceof Error ? err.name : "error"}`, env));
        logDelivery({ event: "delivery.failed", ...subject, channel: d.channel, attempt: d.attempts, error });
        return { channel: d.channel, error };
      }
    }),
  );
}

/** One lead's deliveries: the lead message itself. */
function sendLead(env: NotifyEnv, lead: LeadRecord, claimed: ClaimedDelivery[]): Promise<Outcome[]> {
  const adminUrl = adminLeadUrl(env, lead.id);
  return sendAll(env, { leadId: lead.id }, claimed, (channel, d) => channel.send({ deliveryId: d.deliveryId, lead, adminUrl }, env));
}

/**
 * Delivers the leads of one queue batch; result i is true when every claimed delivery of
 * `leadIds[i]` was sent (or there was nothing left to send). Two D1 round trips for the whole batch:
 * one takes the unsent deliveries and reads each lead, one records every outcome. A lead listed
 * twice is claimed by its first entry only.
 */
export async function deliverLeads(env: NotifyEnv, leadIds: readonly number[]): Promise<boolean[]> {
  if (leadIds.length === 0) return [];
  const reads = await env.DB.batch(leadIds.flatMap((id) => [claimStatement(env.DB, id), leadStatement(env.DB, id)]));
  const outcomes = await Promise.all(
    leadIds.map((_, i) => {
      const claimed = reads[2 * i]!.results as ClaimedDelivery[];
      const row = reads[2 * i + 1]!.results[0];
      // Nothing left to send, or erased together with its deliveries.
      return claimed.length === 0 || !row ? Promise.resolve([]) : sendLead(env, leadFromRow(row), claimed);
    }),
  );
  const records = outcomes.flatMap((list, i) => list.map((o) => recordOutcome(env.DB, leadIds[i]!, o.channel, o.error)));
  if (records.length > 0) await env.DB.batch(records);
  return outcomes.map((list) => list.every((o) => o.error === null));
}
