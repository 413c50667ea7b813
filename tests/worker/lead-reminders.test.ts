/**
 * A lead left waiting (issue 27): a lead still `new` 4 working hours after it arrived is announced again
 * with its assignee, and 24 hours after it arrived once more to everyone. The 2-minute sweep cron is
 * driven with a fixed clock; the reminders go through the lead queue to the chat robots and email.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedContent } from "./fixtures.ts";
import { expectNoticeBodies } from "./notice-bodies.ts";
import { callWith, captureFetch, consumeBodies, notifyEnv, okResponse, postLead, recordingEmail, recordingQueue, runCron } from "./notify-fixtures.ts";

beforeAll(seedContent);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const SWEEP = "*/2 * * * *";

/** A stored lead that arrived at `createdAt`, with the env its sweeps and consumer run with. */
async function leadAt(createdAt: string, overrides: Record<string, unknown> = {}, envOverrides: Record<string, unknown> = {}) {
  const email = recordingEmail();
  const queue = recordingQueue();
  const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: queue.queue, ...envOverrides });
  const { status, id } = await postLead(workerEnv, overrides);
  expect(status).toBe(200);
  await env.DB.prepare("UPDATE consultations SET created_at = ?2 WHERE id = ?1").bind(id, createdAt).run();
  return { id, workerEnv, email, queue };
}

/** The notices the sweep queued (lead messages of the ordinary sweep left out). */
const notices = (bodies: unknown[]) => bodies.filter((b) => typeof b === "object" && b !== null && "notice" in b);

async function sweepAt(workerEnv: Env, queue: { bodies: unknown[] }, time: string) {
  queue.bodies.length = 0;
  await runCron(workerEnv, SWEEP, time);
  return notices(queue.bodies);
}

const noticeRows = async (notice: string) =>
  (await env.DB.prepare("SELECT channel, status, attempts FROM notice_deliveries WHERE notice_id = ?1 ORDER BY channel").bind(notice).all()).results;

describe("unanswered-lead reminders: exact bodies per channel", () => {
  // Thursday 2026-06-04 10:00 in Shanghai: 4 working hours later is 14:00 the same day.
  const CREATED = "2026-06-04T02:00:00.000Z";
  let lead: Awaited<ReturnType<typeof leadAt>>;
  const fields = (zh: boolean): [string, string][] =>
    zh
      ? [
          ["负责人", "王芳"],
          ["产品", "EICAD"],
          ["姓名", "张三"],
          ["电话", "+86 138 0013 8000"],
          ["邮箱", "li.wei@example.cn"],
          ["需求", "We need interchange design for a ring road."],
          ["页面", "/contact"],
          ["来源 (UTM)", "newsletter"],
          ["时间", "2026/06/04 10:00 (北京时间)"],
        ]
      : [
          ["Assigned to", "王芳"],
          ["Product", "EICAD"],
          ["Name", "张三"],
          ["Phone", "+86 138 0013 8000"],
          ["Email", "li.wei@example.cn"],
          ["Requirement", "We need interchange design for a ring road."],
          ["Page", "/contact"],
          ["UTM source", "newsletter"],
          ["Time", "04/06/2026, 10:00 (Asia/Shanghai)"],
        ];

  beforeAll(async () => {
    lead = await leadAt(CREATED, { customerName: "张三", page: "/contact", utm: { source: "newsletter" } });
    await env.DB.prepare("UPDATE consultations SET assignee = '王芳' WHERE id = ?1").bind(lead.id).run();
  });

  it("after 4 working hours: the lead again, 'not yet answered' with its assignee, to WeCom, DingTalk, Feishu, Slack and email (not the webhook)", async () => {
    const { id, workerEnv, queue, email } = lead;
    expect(await sweepAt(workerEnv, queue, "2026-06-04T05:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-04T06:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${id}` }]);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    const result = await consumeBodies(workerEnv, [{ notice: `unanswered-4h:${id}` }]);
    expect(result.explicitAcks).toEqual([`msg-unanswered-4h:${id}-1`]);
    expectNoticeBodies(cap.requests, email.sent, {
      headline: `咨询 #${id} 仍未回复（4 个工作小时） · Lead #${id} not yet answered (4 working hours) · 张三 · EICAD`,
      url: `https://www.example.com/admin/leads/${id}`,
      sections: [
        { title: `咨询 #${id} 仍未回复（4 个工作小时）`, fields: fields(true), linkLabel: "在后台查看" },
        { title: `Lead #${id} not yet answered (4 working hours)`, fields: fields(false), linkLabel: "Open in the admin" },
      ],
    });
    expect(await noticeRows(`unanswered-4h:${id}`)).toEqual(
      ["dingtalk", "email", "feishu", "slack", "wecom"].map((channel) => ({ channel, status: "sent", attempts: 1 })),
    );
  });

  it("after 24 hours: once more, calling everyone in the groups where the robot can", async () => {
    const { id, workerEnv, queue, email } = lead;
    email.sent.length = 0;
    expect(await sweepAt(workerEnv, queue, "2026-06-05T01:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-05T02:00:00.000Z")).toEqual([{ notice: `unanswered-24h:${id}` }]);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consumeBodies(workerEnv, [{ notice: `unanswered-24h:${id}` }]);
    expectNoticeBodies(cap.requests, email.sent, {
      headline: `咨询 #${id} 超过 24 小时仍未回复 · Lead #${id} not yet answered after 24 hours · 张三 · EICAD`,
      url: `https://www.example.com/admin/leads/${id}`,
      everyone: true,
      sections: [
        { title: `咨询 #${id} 超过 24 小时仍未回复`, fields: fields(true), linkLabel: "在后台查看" },
        { title: `Lead #${id} not yet answered after 24 hours`, fields: fields(false), linkLabel: "Open in the admin" },
      ],
    });
  });

  it("sends each stage once: later sweeps and a repeated queue message send nothing more", async () => {
    const { id, workerEnv, queue } = lead;
    expect(await sweepAt(workerEnv, queue, "2026-06-05T02:02:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-06T02:00:00.000Z")).toEqual([]);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consumeBodies(workerEnv, [{ notice: `unanswered-4h:${id}` }, { notice: `unanswered-24h:${id}` }]);
    expect(cap.requests).toEqual([]);
  });
});

describe("unanswered-lead reminders: timing", () => {
  it("counts only working hours (Mon-Fri 09:00-18:00 Shanghai) for the first reminder and wall-clock hours for the second", async () => {
    // Friday 2026-06-12 17:00 Shanghai: 1 working hour on Friday, 3 on Monday, so due Monday 12:00;
    // the 24-hour reminder is due Saturday 17:00.
    const friday = await leadAt("2026-06-12T09:00:00.000Z");
    // Saturday 2026-06-13 10:00 Shanghai, outside working hours: due Monday 13:00; 24 hours: Sunday 10:00.
    const saturday = await leadAt("2026-06-13T02:00:00.000Z");
    const { workerEnv, queue } = friday;
    expect(await sweepAt(workerEnv, queue, "2026-06-12T13:00:00.000Z")).toEqual([]); // Friday 21:00, 4 wall hours
    expect(await sweepAt(workerEnv, queue, "2026-06-13T08:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-13T09:00:00.000Z")).toEqual([{ notice: `unanswered-24h:${friday.id}` }]);
    expect(await sweepAt(workerEnv, queue, "2026-06-14T02:00:00.000Z")).toEqual([{ notice: `unanswered-24h:${saturday.id}` }]);
    expect(await sweepAt(workerEnv, queue, "2026-06-15T03:58:00.000Z")).toEqual([]); // Monday 11:58
    expect(await sweepAt(workerEnv, queue, "2026-06-15T04:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${friday.id}` }]);
    expect(await sweepAt(workerEnv, queue, "2026-06-15T04:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-15T05:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${saturday.id}` }]);
    await env.DB.prepare("UPDATE consultations SET status = 'lost' WHERE id IN (?1, ?2)").bind(friday.id, saturday.id).run();
  });

  it("reads the working hours and the time zone from their settings", async () => {
    // Monday 2026-06-22 08:00 in London (07:00Z), working hours 08:00-10:00 there: 2 working hours on
    // Monday, 2 on Tuesday, so due Tuesday 10:00 London (09:00Z). Read as Shanghai 09:00-18:00 it would
    // be due Tuesday 10:00 Shanghai (02:00Z).
    const lead = await leadAt("2026-06-22T07:00:00.000Z", {}, { SITE_TIME_ZONE: "Europe/London", WORKING_HOURS: "Mon-Fri 08:00-10:00" });
    const { id, workerEnv, queue } = lead;
    expect(await sweepAt(workerEnv, queue, "2026-06-22T11:00:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-23T02:00:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-23T06:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-23T07:00:00.000Z")).toEqual([{ notice: `unanswered-24h:${id}` }]);
    expect(await sweepAt(workerEnv, queue, "2026-06-23T08:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-06-23T09:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${id}` }]);
    await env.DB.prepare("UPDATE consultations SET status = 'contacted' WHERE id = ?1").bind(id).run();
  });
});

describe("unanswered-lead reminders: stop when the lead is answered", () => {
  it("sends nothing for a lead no longer `new`, nor a reminder queued before its status changed", async () => {
    // Wednesday 2026-07-01 10:00 Shanghai.
    const { id, workerEnv, queue } = await leadAt("2026-07-01T02:00:00.000Z");
    expect(await sweepAt(workerEnv, queue, "2026-07-01T06:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${id}` }]);
    await env.DB.prepare("UPDATE consultations SET status = 'contacted' WHERE id = ?1").bind(id).run();
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    const result = await consumeBodies(workerEnv, [{ notice: `unanswered-4h:${id}` }]);
    expect(result.explicitAcks).toEqual([`msg-unanswered-4h:${id}-1`]);
    expect(cap.requests).toEqual([]);
    expect((await noticeRows(`unanswered-4h:${id}`)).map((r) => r.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(await sweepAt(workerEnv, queue, "2026-07-02T02:00:00.000Z")).toEqual([]);
  });
});

describe("unanswered-lead reminders: erasure and settings", () => {
  it("erasing a lead erases its reminders and their delivery rows", async () => {
    // Wednesday 2026-07-15 10:00 Shanghai.
    const { id, workerEnv, queue } = await leadAt("2026-07-15T02:00:00.000Z");
    expect(await sweepAt(workerEnv, queue, "2026-07-16T02:00:00.000Z")).toEqual([{ notice: `unanswered-24h:${id}` }, { notice: `unanswered-4h:${id}` }]);
    const res = await callWith(workerEnv, `/api/admin/consultations/${id}`, { method: "DELETE", headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM notices WHERE lead_id = ?1) + (SELECT count(*) FROM notice_deliveries WHERE notice_id LIKE '%:' || ?1) AS n",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("falls back to Mon-Fri 09:00-18:00 in Shanghai on a bad setting, with one log line per value", async () => {
    const warnings: string[] = [];
    const spy = vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
    restore = () => spy.mockRestore();
    // Wednesday 2026-07-22 10:00 Shanghai: due 14:00 (06:00Z) by the defaults.
    const { id, workerEnv, queue } = await leadAt("2026-07-22T02:00:00.000Z", {}, { SITE_TIME_ZONE: "Mars/Olympus", WORKING_HOURS: "whenever" });
    expect(await sweepAt(workerEnv, queue, "2026-07-22T05:58:00.000Z")).toEqual([]);
    expect(await sweepAt(workerEnv, queue, "2026-07-22T06:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${id}` }]);
    expect(warnings.map((w) => JSON.parse(w))).toEqual([
      { level: "warn", event: "setting.invalid", setting: "SITE_TIME_ZONE", value: "Mars/Olympus" },
      { level: "warn", event: "setting.invalid", setting: "WORKING_HOURS", value: "whenever" },
    ]);
    await env.DB.prepare("UPDATE consultations SET status = 'contacted' WHERE id = ?1").bind(id).run();
  });
});

describe("unanswered-lead reminders: a failing channel", () => {
  it("is retried with back-off on its own; the other channels are sent once", async () => {
    // Wednesday 2026-07-08 10:00 Shanghai.
    const { id, workerEnv, queue, email } = await leadAt("2026-07-08T02:00:00.000Z");
    expect(await sweepAt(workerEnv, queue, "2026-07-08T06:00:00.000Z")).toEqual([{ notice: `unanswered-4h:${id}` }]);
    const failing = captureFetch((req) => (req.url.includes("slack") ? new Response("invalid_token", { status: 403 }) : okResponse(req)));
    restore = failing.restore;
    const first = await consumeBodies(workerEnv, [{ notice: `unanswered-4h:${id}` }]);
    expect(first.retryDelays).toEqual([30]);
    expect(failing.requests).toHaveLength(4);
    expect(email.sent).toHaveLength(1);
    failing.restore();
    const ok = captureFetch(okResponse);
    restore = ok.restore;
    const second = await consumeBodies(workerEnv, [{ notice: `unanswered-4h:${id}` }], 2);
    expect(second.explicitAcks).toEqual([`msg-unanswered-4h:${id}-2`]);
    expect(ok.requests.map((r) => new URL(r.url).host)).toEqual(["hooks.slack.com"]);
    expect(email.sent).toHaveLength(1);
    expect(await noticeRows(`unanswered-4h:${id}`)).toEqual(
      [
        ["dingtalk", 1],
        ["email", 1],
        ["feishu", 1],
        ["slack", 2],
        ["wecom", 1],
      ].map(([channel, attempts]) => ({ channel, status: "sent", attempts })),
    );
  });
});
