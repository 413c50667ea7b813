/**
 * The weekly lead report (issue 27): every Monday 09:00 in the site's time zone each chat robot and the
 * email get last week's leads against the week before, those still unanswered after 24 hours, the top
 * pages and UTM sources and the dashboard link. The hourly cron is driven with a fixed clock.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "./fixtures.ts";
import { expectNoticeBodies } from "./notice-bodies.ts";
import { captureFetch, consumeBodies, notifyEnv, okResponse, postLead, recordingEmail, recordingQueue, runCron } from "./notify-fixtures.ts";

const HOURLY = "0 * * * *";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const email = recordingEmail();
const queue = recordingQueue();
const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: queue.queue });

async function storeLead(createdAt: string, page: string, source: string | null, status = "new") {
  const { status: code, id } = await postLead(workerEnv, { page, ...(source ? { utm: { source } } : {}) });
  expect(code).toBe(200);
  await env.DB.prepare("UPDATE consultations SET created_at = ?2, status = ?3 WHERE id = ?1").bind(id, createdAt, status).run();
}

/** Runs the hourly cron at `time` and returns the notices it queued. */
async function cronAt(time: string, overrides: Record<string, unknown> = {}) {
  queue.bodies.length = 0;
  await runCron({ ...workerEnv, ...overrides } as Env, HOURLY, time);
  return queue.bodies.filter((b) => typeof b === "object" && b !== null && "notice" in b);
}

beforeAll(async () => {
  await seedContent();
  // The week of Monday 2026-06-01 in Shanghai: [2026-05-31T16:00Z, 2026-06-07T16:00Z).
  await storeLead("2026-06-01T02:00:00.000Z", "/contact", "newsletter"); // unanswered
  await storeLead("2026-06-02T03:00:00.000Z", "/contact", "baidu", "contacted");
  await storeLead("2026-06-03T04:00:00.000Z", "/products/eicad", "newsletter"); // unanswered
  await storeLead("2026-06-04T06:00:00.000Z", "/about", "google", "contacted");
  await storeLead("2026-06-04T07:00:00.000Z", "/news/1", "bing", "qualified");
  await storeLead("2026-06-04T08:00:00.000Z", "/news/2", null, "contacted");
  await storeLead("2026-06-05T05:00:00.000Z", "/contact", null, "won");
  await storeLead("2026-06-07T10:00:00.000Z", "/download", "newsletter"); // new, but only 15 hours before the report
  // The week before, and the first moment of the next week.
  await storeLead("2026-05-26T02:00:00.000Z", "/contact", "newsletter");
  await storeLead("2026-05-31T15:59:59.999Z", "/contact", "newsletter");
  await storeLead("2026-06-07T16:00:00.000Z", "/contact", "newsletter");
});

describe("weekly lead report", () => {
  it("goes out on Monday at 09:00 Shanghai with the exact figures to WeCom, DingTalk, Feishu, Slack and email (not the webhook)", async () => {
    expect(await cronAt("2026-06-08T00:00:00.000Z")).toEqual([]); // Monday 08:00
    expect(await cronAt("2026-06-08T01:00:00.000Z")).toEqual([{ notice: "weekly:2026-06-01" }]);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    const result = await consumeBodies(workerEnv, [{ notice: "weekly:2026-06-01" }]);
    expect(result.explicitAcks).toEqual(["msg-weekly:2026-06-01-1"]);
    const pages = "/contact (3) · /about (1) · /download (1) · /news/1 (1) · /news/2 (1)";
    const sources = "newsletter (3) · baidu (1) · bing (1) · google (1)";
    expectNoticeBodies(cap.requests, email.sent, {
      headline: "每周咨询报告 2026-06-01 至 2026-06-07 · Weekly lead report 2026-06-01 – 2026-06-07",
      url: "https://www.example.com/admin/dashboard",
      sections: [
        {
          title: "每周咨询报告 2026-06-01 至 2026-06-07",
          fields: [
            ["本周咨询", "8（上周 2，+6）"],
            ["超过 24 小时未回复", "2"],
            ["咨询最多的页面", pages],
            ["咨询最多的来源 (UTM)", sources],
          ],
          linkLabel: "打开仪表盘",
        },
        {
          title: "Weekly lead report 2026-06-01 – 2026-06-07",
          fields: [
            ["Leads this week", "8 (week before: 2, +6)"],
            ["Unanswered after 24 hours", "2"],
            ["Top pages", pages],
            ["Top UTM sources", sources],
          ],
          linkLabel: "Open the dashboard",
        },
      ],
    });
    const rows = await env.DB.prepare("SELECT channel, status FROM notice_deliveries WHERE notice_id = 'weekly:2026-06-01' ORDER BY channel").all();
    expect(rows.results).toEqual(["dingtalk", "email", "feishu", "slack", "wecom"].map((channel) => ({ channel, status: "sent" })));
  });

  it("is sent once a week: later runs that Monday and the rest of the week queue nothing, the next Monday the next week", async () => {
    expect(await cronAt("2026-06-08T01:00:00.000Z")).toEqual([]); // the same run again
    expect(await cronAt("2026-06-08T02:00:00.000Z")).toEqual([]);
    expect(await cronAt("2026-06-09T01:00:00.000Z")).toEqual([]);
    expect(await cronAt("2026-06-14T01:00:00.000Z")).toEqual([]); // Sunday
    expect(await cronAt("2026-06-15T01:00:00.000Z")).toEqual([{ notice: "weekly:2026-06-08" }]);
    email.sent.length = 0;
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consumeBodies(workerEnv, [{ notice: "weekly:2026-06-08" }]);
    // A week with one lead (the one at its first moment) and no page or source counts.
    expect(email.sent[0]!.text.split("\n\n")[1]).toBe(
      [
        "Weekly lead report 2026-06-08 – 2026-06-14",
        "Leads this week: 1 (week before: 8, -7)",
        "Unanswered after 24 hours: 1",
        "Top pages: /contact (1)",
        "Top UTM sources: newsletter (1)",
        "Open the dashboard: https://www.example.com/admin/dashboard",
      ].join("\n"),
    );
  });

  it("follows SITE_TIME_ZONE: Monday 09:00 in London", async () => {
    const london = { SITE_TIME_ZONE: "Europe/London" };
    expect(await cronAt("2026-06-22T01:00:00.000Z", london)).toEqual([]); // 02:00 in London
    expect(await cronAt("2026-06-22T08:00:00.000Z", london)).toEqual([{ notice: "weekly:2026-06-15" }]);
  });

  it("catches up later that Monday when the 09:00 run was missed, but not on Tuesday", async () => {
    expect(await cronAt("2026-06-29T05:00:00.000Z")).toEqual([{ notice: "weekly:2026-06-22" }]);
    expect(await cronAt("2026-07-07T01:00:00.000Z")).toEqual([]); // Tuesday: the week of 2026-06-29 is not reported late
  });
});
