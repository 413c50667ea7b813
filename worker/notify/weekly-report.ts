/**
 * The weekly lead report: every Monday from 09:00 in SITE_TIME_ZONE (the hourly cron; a run missed at
 * 09:00 is made up later that Monday), the chat robots and email get the week's leads (Monday 00:00 to
 * Monday 00:00 local) against the week before, those still `new` 24 hours after they came, the top five
 * pages and UTM sources, and the dashboard link. The notice `weekly:<Monday the week began>` is made
 * once with its figures, so a second run (or isolate) sends nothing and every channel and retry tells
 * the same numbers. The webhook gets none: it carries lead events, and a CRM counts those itself.
 */
import { defineMessages, format } from "../../common/catalogue.ts";
import { createNotices, noticeExists, type WeekFigures, weekFigures } from "../db/notices.ts";
import { noticeChannels } from "./channels/index.ts";
import { enqueueNotices } from "./enqueue.ts";
import { logDelivery } from "./log.ts";
import { type Notice, oneLine } from "./message.ts";
import { addDays, localMidnight, localTime, siteClock } from "./site-time.ts";
import { notifyEnv, type NotifyEnv } from "./settings.ts";

/** Monday, 09:00 local. */
const REPORT_WEEKDAY = 1;
const REPORT_MINUTES = 9 * 60;

/** What the notice stores: the figures and the week's first and last day. */
export interface WeeklyReport extends WeekFigures {
  firstDay: string;
  lastDay: string;
}

const LABELS = defineMessages(
  {
    title: "每周咨询报告 {firstDay} 至 {lastDay}",
    leads: "本周咨询",
    count: "{leads}（上周 {previous}，{change}）",
    unanswered: "超过 24 小时未回复",
    pages: "咨询最多的页面",
    sources: "咨询最多的来源 (UTM)",
    none: "无",
    admin: "打开仪表盘",
  },
  {
    title: "Weekly lead report {firstDay} – {lastDay}",
    leads: "Leads this week",
    count: "{leads} (week before: {previous}, {change})",
    unanswered: "Unanswered after 24 hours",
    pages: "Top pages",
    sources: "Top UTM sources",
    none: "none",
    admin: "Open the dashboard",
  },
);

export const dashboardUrl = (env: NotifyEnv): string => `${(env.SITE_ORIGIN ?? "").replace(/\/$/, "")}/admin/dashboard`;

/** Chinese first (the site's first language); pages and sources are visitor text, made inert by each channel. */
export function reportNotice(r: WeeklyReport, adminUrl: string): Notice {
  const diff = r.leads - r.previous;
  const change = diff > 0 ? `+${diff}` : diff < 0 ? String(diff) : "±0";
  const top = (list: [string, number][]) => list.map(([name, n]) => `${oneLine(name)} (${n})`).join(" · ");
  const sections = (["zh", "en"] as const).map((lang) => {
    const l = LABELS[lang];
    return {
      lang,
      title: format(l.title, { firstDay: r.firstDay, lastDay: r.lastDay }),
      adminLabel: l.admin,
      fields: [
        { key: "leads" as const, label: l.leads, value: format(l.count, { leads: r.leads, previous: r.previous, change }) },
        { key: "unanswered" as const, label: l.unanswered, value: String(r.unanswered) },
        { key: "page" as const, label: l.pages, value: top(r.pages) || l.none },
        { key: "utm" as const, label: l.sources, value: top(r.sources) || l.none },
      ],
    };
  });
  return { headline: sections.map((s) => s.title).join(" · "), sections, adminUrl };
}

export const weeklyId = (firstDay: string): string => `weekly:${firstDay}`;

/** Makes and queues last week's report when `now` is Monday 09:00 or later in the site's time zone; returns its id. */
export async function queueWeeklyReport(env: Env, now: Date): Promise<string | null> {
  const { timeZone } = siteClock(env);
  const local = localTime(now, timeZone);
  if (local.weekday !== REPORT_WEEKDAY || local.minutes < REPORT_MINUTES) return null;
  const firstDay = addDays(local.date, -7);
  const id = weeklyId(firstDay);
  const channels = noticeChannels(notifyEnv(env)).map((c) => c.name);
  if (channels.length === 0 || (await noticeExists(env.DB, id))) return null;
  const [previousSince, since, until] = [addDays(firstDay, -7), firstDay, local.date].map((d) => localMidnight(d, timeZone).toISOString());
  const unansweredBefore = new Date(Math.min(Date.parse(until!), now.getTime() - 24 * 3_600_000)).toISOString();
  const figures = await weekFigures(env.DB, previousSince!, since!, until!, unansweredBefore);
  const report: WeeklyReport = { firstDay, lastDay: addDays(local.date, -1), ...figures };
  const made = await createNotices(env.DB, [{ id, leadId: null, body: JSON.stringify(report) }], channels);
  if (made.length === 0) return null;
  await enqueueNotices(env.LEAD_QUEUE, made);
  logDelivery({ event: "weekly.queued", notice: id });
  return id;
}
