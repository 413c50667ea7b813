import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { seedContent } from "./fixtures.ts";
import { callWith, captureFetch, consume, deliveryRows, notifyEnv, okResponse, postLead, recordingEmail, recordingQueue } from "./notify-fixtures.ts";

beforeAll(seedContent);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
/** The bodiless admin POSTs still say JSON (admin-cross-site.test.ts). */
const POST = { method: "POST", headers: { ...AUTH, "Content-Type": "application/json" } };
const ALL = ["dingtalk", "email", "feishu", "slack", "webhook", "wecom"];

/** Moves a lead's deliveries `seconds` into the past, as if time had passed since they were written. */
const age = (leadId: number, seconds: number) =>
  env.DB.prepare(`UPDATE lead_deliveries SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2) WHERE lead_id = ?1`)
    .bind(leadId, `-${seconds} seconds`)
    .run();

describe("storing a lead writes its deliveries and queues it", () => {
  it("answers 200 with one pending delivery per configured channel and one queue message, contacting no channel", async () => {
    const cap = captureFetch(() => {
      throw new TypeError("every channel is down");
    });
    restore = cap.restore;
    const queue = recordingQueue();
    const { status, id } = await postLead(notifyEnv({ NOTIFY_EMAIL: recordingEmail(true).binding, LEAD_QUEUE: queue.queue }));
    expect(status).toBe(200);
    expect(await env.DB.prepare("SELECT customer_name FROM consultations WHERE id = ?1").bind(id).first()).toEqual({ customer_name: "Li Wei" });
    const rows = await deliveryRows(id);
    expect(Object.keys(rows).sort()).toEqual(ALL);
    for (const r of Object.values(rows)) expect(r).toMatchObject({ status: "pending", attempts: 0, last_error: null, sent_at: null });
    expect(new Set(Object.values(rows).map((r) => r.delivery_id)).size).toBe(6);
    expect(queue.bodies).toEqual([{ leadId: id }]);
    expect(cap.requests).toHaveLength(0);
  });

  it("writes only the channels whose settings exist", async () => {
    const queue = recordingQueue();
    const only = {
      ...env,
      LEAD_QUEUE: queue.queue,
      NOTIFY_SLACK_WEBHOOK: "https://hooks.slack.com/services/x",
      NOTIFY_WEBHOOK_URL: "https://crm.example.net/h",
    } as Env;
    const { id } = await postLead(only); // a webhook URL without its secret is not a configured channel
    expect(Object.keys(await deliveryRows(id))).toEqual(["slack"]);
    const none = await postLead({ ...env, LEAD_QUEUE: queue.queue } as Env);
    expect(await deliveryRows(none.id)).toEqual({});
    expect(queue.bodies).toEqual([{ leadId: id }]);
  });

  it("still answers 200 and keeps the lead when the queue send fails; the sweep queues it after two minutes", async () => {
    const broken = recordingQueue(true);
    const { status, id } = await postLead(notifyEnv({ LEAD_QUEUE: broken.queue }));
    expect(status).toBe(200);
    expect(Object.values(await deliveryRows(id)).map((r) => r.status)).toEqual(Array(6).fill("pending"));

    const queue = recordingQueue();
    const sweepEnv = notifyEnv({ LEAD_QUEUE: queue.queue });
    await worker.scheduled(createScheduledController({ cron: "*/2 * * * *" }), sweepEnv);
    expect(queue.bodies).not.toContainEqual({ leadId: id }); // not two minutes old yet
    await age(id, 121);
    await worker.scheduled(createScheduledController({ cron: "*/2 * * * *" }), sweepEnv);
    expect(queue.bodies).toContainEqual({ leadId: id });
    // Queued again, it is not queued once more by the next sweep straight away.
    const count = queue.bodies.length;
    await worker.scheduled(createScheduledController({ cron: "*/2 * * * *" }), sweepEnv);
    expect(queue.bodies).toHaveLength(count);
  });

  it("does not sweep retrying (recently failed), sent or dead deliveries, but does sweep a failed one left for 30 minutes", async () => {
    const queue = recordingQueue();
    const workerEnv = notifyEnv({ LEAD_QUEUE: queue.queue, NOTIFY_EMAIL: recordingEmail().binding });
    const { id } = await postLead(workerEnv);
    const cap = captureFetch((req) => (req.url.includes("slack") ? new Response("no", { status: 500 }) : okResponse(req)));
    restore = cap.restore;
    await consume(workerEnv, id);
    await age(id, 600);
    queue.bodies.length = 0;
    await worker.scheduled(createScheduledController({ cron: "*/2 * * * *" }), workerEnv);
    expect(queue.bodies).not.toContainEqual({ leadId: id });
    await age(id, 30 * 60 + 1); // its retry chain was lost (no dead-letter either)
    await worker.scheduled(createScheduledController({ cron: "*/2 * * * *" }), workerEnv);
    expect(queue.bodies).toEqual([{ leadId: id }]);
    restore!();
    const ok = captureFetch(okResponse);
    restore = ok.restore;
    await consume(workerEnv, id, 1);
    expect(ok.requests.map((r) => new URL(r.url).host)).toEqual(["hooks.slack.com"]);
  });

  it("creates no deliveries for an idempotent repeat or a honeypot hit", async () => {
    const queue = recordingQueue();
    const workerEnv = notifyEnv({ LEAD_QUEUE: queue.queue });
    // A repeat is the same body with the same key from the same client (CONTRACT: keys are scoped to the client).
    const repeat = { "Idempotency-Key": "idem-notify-0001", "CF-Connecting-IP": "203.0.113.77" };
    const first = await postLead(workerEnv, {}, repeat);
    const afterFirst = await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>();
    const again = await postLead(workerEnv, {}, repeat);
    expect(again.id).toBe(first.id);
    expect(Object.keys(await deliveryRows(first.id))).toHaveLength(6);
    const total = await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>();
    expect(total).toEqual(afterFirst);
    const bot = await postLead(workerEnv, { website: "http://spam.example" });
    // Answered like a real lead (CONTRACT: a bot must not learn it was caught), but nothing is stored.
    expect(bot.status).toBe(200);
    expect(bot.id).toBeGreaterThan(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>()).toEqual(total);
    expect(queue.bodies).toEqual([{ leadId: first.id }]);
  });

  it("erasing a lead erases its deliveries (foreign key with ON DELETE CASCADE)", async () => {
    const { id } = await postLead(notifyEnv({ LEAD_QUEUE: recordingQueue().queue }));
    await env.DB.prepare("DELETE FROM consultations WHERE id = ?1").bind(id).run();
    expect(await deliveryRows(id)).toEqual({});
  });
});

describe("admin: deliveries, stats and redeliver", () => {
  it("lists each lead's deliveries, counts them by channel and status, and re-queues failed and dead ones", async () => {
    const queue = recordingQueue();
    const workerEnv = notifyEnv({ LEAD_QUEUE: queue.queue, NOTIFY_EMAIL: recordingEmail().binding });
    const { id } = await postLead(workerEnv);
    const cap = captureFetch((req) => {
      if (req.url.includes("slack")) return new Response("no", { status: 500 });
      if (req.url.includes("feishu")) return Response.json({ code: 9499, msg: "Bad Request" });
      return okResponse(req);
    });
    restore = cap.restore;
    await consume(workerEnv, id);
    await consume(workerEnv, id, 1, "roadsoft-lead-notify-dlq"); // slack and feishu: dead
    // A later failure of slack only, after a manual fix attempt of feishu elsewhere.
    await env.DB.prepare("UPDATE lead_deliveries SET status = 'failed' WHERE lead_id = ?1 AND channel = 'slack'").bind(id).run();

    const list = await callWith(workerEnv, "/api/admin/consultations?pageSize=500", { headers: AUTH });
    const leads = ((await list.json()) as { data: { list: { id: number; deliveries: Record<string, unknown>[] }[] } }).data.list;
    const mine = leads.find((l) => l.id === id)!;
    expect(mine.deliveries).toEqual([
      { channel: "dingtalk", status: "sent", attempts: 1, sentAt: expect.stringMatching(/^\d{4}-/) },
      { channel: "email", status: "sent", attempts: 1, sentAt: expect.any(String) },
      { channel: "feishu", status: "dead", attempts: 1, lastError: "code 9499: Bad Request" },
      { channel: "slack", status: "failed", attempts: 1, lastError: "HTTP 500" },
      { channel: "webhook", status: "sent", attempts: 1, sentAt: expect.any(String) },
      { channel: "wecom", status: "sent", attempts: 1, sentAt: expect.any(String) },
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const stats = await callWith(workerEnv, `/api/admin/stats?from=${today}&to=${today}`, { headers: AUTH });
    const deliveries = ((await stats.json()) as { data: { deliveries: { channel: string; status: string; count: number }[] } }).data.deliveries;
    expect(deliveries.find((d) => d.channel === "feishu" && d.status === "dead")!.count).toBeGreaterThanOrEqual(1);
    expect(deliveries.find((d) => d.channel === "slack" && d.status === "failed")!.count).toBeGreaterThanOrEqual(1);
    const sentWebhooks = await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries WHERE channel = 'webhook' AND status = 'sent'").first<{ n: number }>();
    expect(deliveries.find((d) => d.channel === "webhook" && d.status === "sent")!.count).toBe(sentWebhooks!.n);

    queue.bodies.length = 0;
    const res = await callWith(workerEnv, `/api/admin/consultations/${id}/redeliver`, POST);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ queued: 2 });
    expect(queue.bodies).toEqual([{ leadId: id }]);
    const rows = await deliveryRows(id);
    expect([rows.feishu!.status, rows.slack!.status, rows.webhook!.status]).toEqual(["pending", "pending", "sent"]);

    // Delivered now: only the two re-queued channels are contacted again.
    cap.requests.length = 0;
    restore();
    const ok = captureFetch(okResponse);
    restore = ok.restore;
    await consume(workerEnv, id);
    expect(ok.requests.map((r) => new URL(r.url).host).sort()).toEqual(["hooks.slack.com", "open.feishu.cn"]);
    expect(Object.values(await deliveryRows(id)).every((r) => r.status === "sent")).toBe(true);

    const none = await callWith(workerEnv, `/api/admin/consultations/${id}/redeliver`, POST);
    expect(((await none.json()) as { data: unknown }).data).toEqual({ queued: 0 });
  });

  it("answers 404 for redelivering an unknown lead and 401 without the token", async () => {
    const workerEnv = notifyEnv({ LEAD_QUEUE: recordingQueue().queue });
    expect((await callWith(workerEnv, "/api/admin/consultations/999999/redeliver", POST)).status).toBe(404);
    expect((await callWith(workerEnv, "/api/admin/consultations/abc/redeliver", POST)).status).toBe(404);
    expect((await callWith(workerEnv, "/api/admin/consultations/1/redeliver", { method: "POST" })).status).toBe(401);
  });
});

describe("admin: channel test message", () => {
  it("sends a marked sample to each configured channel (or one) and reports each outcome without storing anything", async () => {
    const email = recordingEmail();
    const workerEnv = notifyEnv({ LEAD_QUEUE: recordingQueue().queue, NOTIFY_EMAIL: email.binding });
    const cap = captureFetch((req) => (req.url.includes("dingtalk") ? Response.json({ errcode: 310000, errmsg: "keywords not in content" }) : okResponse(req)));
    restore = cap.restore;
    const before = await env.DB.prepare("SELECT (SELECT count(*) FROM consultations) + (SELECT count(*) FROM lead_deliveries) AS n").first();
    const res = await callWith(workerEnv, "/api/admin/notifications/test", POST);
    expect(res.status).toBe(200);
    const { results } = ((await res.json()) as { data: { results: { channel: string; ok: boolean; error?: string }[] } }).data;
    expect(results).toEqual([
      { channel: "webhook", ok: true },
      { channel: "wecom", ok: true },
      { channel: "dingtalk", ok: false, error: "errcode 310000: keywords not in content" },
      { channel: "feishu", ok: true },
      { channel: "slack", ok: true },
      { channel: "email", ok: true },
    ]);
    expect(email.sent[0]!.subject).toContain("测试 Test");
    expect(await env.DB.prepare("SELECT (SELECT count(*) FROM consultations) + (SELECT count(*) FROM lead_deliveries) AS n").first()).toEqual(before);

    cap.requests.length = 0;
    const one = await callWith(workerEnv, "/api/admin/notifications/test?channel=slack", POST);
    expect(((await one.json()) as { data: unknown }).data).toEqual({ results: [{ channel: "slack", ok: true }] });
    expect(cap.requests.map((r) => new URL(r.url).host)).toEqual(["hooks.slack.com"]);
    expect((await callWith(workerEnv, "/api/admin/notifications/test", { method: "POST" })).status).toBe(401);
  });
});
