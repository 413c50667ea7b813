/**
 * The queue consumer's work for notice messages (reminders, weekly reports): like deliverLeads, two D1
 * round trips for the whole batch and each channel on its own. A reminder whose lead is no longer `new`
 * (or was erased) is cancelled instead of sent.
 */
import { leadFromRow, leadStatement } from "../db/consultations.ts";
import { type ClaimedDelivery, claimStatement, NOTICE_LEDGER, recordOutcome } from "../db/deliveries.ts";
import { cancelStatement, noticeStatement } from "../db/notices.ts";
import { DeliveryError } from "./channel.ts";
import { adminLeadUrl, type Outcome, sendAll } from "./deliver.ts";
import type { Notice } from "./message.ts";
import { parseReminderId, reminderNotice } from "./reminders.ts";
import type { NotifyEnv } from "./settings.ts";
import { dashboardUrl, reportNotice, type WeeklyReport } from "./weekly-report.ts";

/** Result i is true when notice `ids[i]` has nothing left to send (all sent, cancelled or gone). */
export async function deliverNotices(env: NotifyEnv, ids: readonly string[]): Promise<boolean[]> {
  if (ids.length === 0) return [];
  const reminders = ids.map(parseReminderId);
  const reads = await env.DB.batch(
    ids.flatMap((id, i) => [claimStatement(env.DB, id, NOTICE_LEDGER), noticeStatement(env.DB, id), leadStatement(env.DB, reminders[i]?.leadId ?? -1)]),
  );
  const cancels: D1PreparedStatement[] = [];
  const outcomes = await Promise.all(
    ids.map(async (id, i): Promise<Outcome[]> => {
      const claimed = reads[3 * i]!.results as ClaimedDelivery[];
      const row = reads[3 * i + 1]!.results[0] as { body: string | null } | undefined;
      if (claimed.length === 0 || !row) return [];
      const reminder = reminders[i];
      let notice: Notice;
      if (reminder) {
        const leadRow = reads[3 * i + 2]!.results[0];
        const lead = leadRow ? leadFromRow(leadRow) : null;
        if (lead?.status !== "new") {
          cancels.push(cancelStatement(env.DB, id));
          return [];
        }
        notice = reminderNotice(lead, reminder.stage, adminLeadUrl(env, lead.id));
      } else {
        notice = reportNotice(JSON.parse(row.body ?? "{}") as WeeklyReport, dashboardUrl(env));
      }
      return sendAll(env, { notice: id }, claimed, (channel) => {
        if (!channel.sendNotice) throw new DeliveryError("channel takes no notices");
        return channel.sendNotice(notice, env);
      });
    }),
  );
  const records = outcomes.flatMap((list, i) => list.map((o) => recordOutcome(env.DB, ids[i]!, o.channel, o.error, NOTICE_LEDGER)));
  if (records.length + cancels.length > 0) await env.DB.batch([...records, ...cancels]);
  return outcomes.map((list) => list.every((o) => o.error === null));
}
