/**
 * A lead left waiting (SPEC: an answer within 24 hours). Run by the 2-minute sweep cron: a lead still
 * `new` 4 working hours after it arrived (WORKING_HOURS in SITE_TIME_ZONE) is announced again with who
 * it is assigned to; 24 wall-clock hours after it arrived once more, calling everyone. Each stage is a
 * notice made once per lead, sent through the lead queue to the chat robots and email (docs/decisions/0011).
 */
import { defineMessages, format } from "../../common/catalogue.ts";
import type { LeadRecord } from "../db/consultations.ts";
import { createNotices, unremindedLeads } from "../db/notices.ts";
import { noticeChannels } from "./channels/index.ts";
import { enqueueNotices } from "./enqueue.ts";
import { logDelivery } from "./log.ts";
import { headline, languagesFor, type Notice, sections } from "./message.ts";
import { addWorkingHours, siteClock } from "./site-time.ts";
import { notifyEnv } from "./settings.ts";

export type Stage = "4h" | "24h";

const HOUR_MS = 3_600_000;
/** Only leads of the last week are reminded, so a deploy does not announce every old lead never marked. */
export const REMINDER_HORIZON_DAYS = 7;
/** Leads per stage per run (each makes a queue message and a row per channel); the next run takes the rest. */
const PER_RUN = 20;

const WORDS = defineMessages(
  { "4h": "咨询 #{id} 仍未回复（4 个工作小时）", "24h": "咨询 #{id} 超过 24 小时仍未回复", assignee: "负责人", unassigned: "未分配" },
  {
    "4h": "Lead #{id} not yet answered (4 working hours)",
    "24h": "Lead #{id} not yet answered after 24 hours",
    assignee: "Assigned to",
    unassigned: "unassigned",
  },
);

export const reminderId = (stage: Stage, leadId: number): string => `unanswered-${stage}:${leadId}`;

/** "unanswered-4h:12" → { stage: "4h", leadId: 12 }; null for another notice. */
export function parseReminderId(id: string): { stage: Stage; leadId: number } | null {
  const m = /^unanswered-(4h|24h):(\d+)$/.exec(id);
  return m ? { stage: m[1] as Stage, leadId: Number(m[2]) } : null;
}

/** The lead's own message, retitled "not yet answered", with its assignee first. */
export function reminderNotice(lead: LeadRecord, stage: Stage, adminUrl: string): Notice {
  const title = (lang: "zh" | "en") => format(WORDS[lang][stage], { id: lead.id });
  const parts = sections(lead).map((s) => ({
    ...s,
    title: title(s.lang),
    fields: [{ key: "assignee" as const, label: WORDS[s.lang].assignee, value: lead.assignee ?? WORDS[s.lang].unassigned }, ...s.fields],
  }));
  return {
    headline: headline(
      lead,
      languagesFor(lead).map((lang) => title(lang)),
    ),
    sections: parts,
    adminUrl,
    everyone: stage === "24h",
  };
}

/** Makes and queues the reminders due at `now`; returns how many. */
export async function queueReminders(env: Env, now: Date): Promise<number> {
  const channels = noticeChannels(notifyEnv(env)).map((c) => c.name);
  if (channels.length === 0) return 0;
  const clock = siteClock(env);
  const since = new Date(now.getTime() - REMINDER_HORIZON_DAYS * 24 * HOUR_MS).toISOString();
  const before = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const [late, waiting] = await Promise.all([
    unremindedLeads(env.DB, "unanswered-24h:", since, before(24), PER_RUN),
    unremindedLeads(env.DB, "unanswered-4h:", since, before(4), PER_RUN),
  ]);
  // Oldest first, and a later lead is never due earlier: the first one not due ends the list.
  const dueIndex = waiting.findIndex((l) => addWorkingHours(new Date(l.createdAt), 4, clock) > now);
  const due = dueIndex < 0 ? waiting : waiting.slice(0, dueIndex);
  const made = await createNotices(
    env.DB,
    [
      ...late.map((l) => ({ id: reminderId("24h", l.id), leadId: l.id, body: null })),
      ...due.map((l) => ({ id: reminderId("4h", l.id), leadId: l.id, body: null })),
    ],
    channels,
  );
  if (made.length > 0) {
    await enqueueNotices(env.LEAD_QUEUE, made);
    logDelivery({ event: "reminders.queued", count: made.length });
  }
  return made.length;
}
