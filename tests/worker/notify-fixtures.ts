/**
 * Helpers for the lead notification tests: the Worker called with channel settings in its env, a
 * recorded outbound fetch (third-party receivers only; D1 stays real), a recorded send_email binding,
 * and the queue handler driven with cloudflare:test's message batches.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../worker/index.ts";
import type { NotifySecrets } from "../../worker/notify/settings.ts";
import { lead, nextIp } from "./fixtures.ts";

export const QUEUE = "roadsoft-lead-notify";
export const DLQ = "roadsoft-lead-notify-dlq";

export const SETTINGS = {
  NOTIFY_WEBHOOK_URL: "https://crm.example.net/hooks/leads?token=hook-key-123",
  NOTIFY_WEBHOOK_SECRET: "whsec-test-secret",
  NOTIFY_WECOM_WEBHOOK: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=wecom-key-456",
  NOTIFY_DINGTALK_WEBHOOK: "https://oapi.dingtalk.com/robot/send?access_token=ding-token-789",
  NOTIFY_DINGTALK_SECRET: "SECdingtalk-secret",
  NOTIFY_FEISHU_WEBHOOK: "https://open.feishu.cn/open-apis/bot/v2/hook/feishu-hook-012",
  NOTIFY_FEISHU_SECRET: "feishu-secret",
  NOTIFY_SLACK_WEBHOOK: "https://hooks.slack.com/services/T000/B000/slack-key-345",
  NOTIFY_EMAIL_FROM: "leads@example.com",
  NOTIFY_EMAIL_TO: "sales@example.com, boss@example.com",
} satisfies NotifySecrets;

export interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A send_email binding that records what it was given (or fails when told to). */
export function recordingEmail(fail = false) {
  const sent: SentEmail[] = [];
  const binding = {
    async send(message: SentEmail) {
      if (fail) throw new Error("destination address sales@example.com is not verified");
      sent.push(message);
      return { messageId: "m" };
    },
  };
  return { sent, binding: binding as unknown as SendEmail };
}

/** A queue binding that records the bodies it is sent (or throws when told to). */
export function recordingQueue(fail = false) {
  const bodies: unknown[] = [];
  const queue = {
    async send(body: unknown) {
      if (fail) throw new Error("queue unavailable");
      bodies.push(body);
    },
    async sendBatch(messages: { body: unknown }[]) {
      if (fail) throw new Error("queue unavailable");
      bodies.push(...messages.map((m) => m.body));
    },
  };
  return { bodies, queue: queue as unknown as Queue };
}

/** The Worker's env with every channel configured, a recording email binding and queue. */
export function notifyEnv(overrides: Record<string, unknown> = {}): Env {
  return { ...env, ...SETTINGS, NOTIFY_RETRY_BASE_SECONDS: "30", SITE_ORIGIN: "https://www.example.com", ...overrides } as Env;
}

export interface Captured {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal | null;
}

/** Records every outbound fetch and answers it with `respond`. Call `restore()` after the test. */
export function captureFetch(respond: (req: Request) => Response | Promise<Response>) {
  const requests: Captured[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    requests.push({ url: req.url, method: req.method, headers: req.headers, body: await req.clone().text(), signal: init?.signal ?? null });
    return respond(req);
  });
  return { requests, restore: () => spy.mockRestore() };
}

/** What each real receiver answers on success. */
export function okResponse(req: Request): Response {
  const host = new URL(req.url).host;
  if (host === "hooks.slack.com") return new Response("ok");
  if (host === "open.feishu.cn") return Response.json({ code: 0, msg: "success", data: {} });
  if (host === "qyapi.weixin.qq.com" || host === "oapi.dingtalk.com") return Response.json({ errcode: 0, errmsg: "ok" });
  return new Response(null, { status: 204 });
}

/** POST /api/consultations through the Worker with `workerEnv`; returns status and id. */
export async function postLead(workerEnv: Env, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const req = new Request("https://example.com/api/consultations", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
    body: JSON.stringify(lead(overrides)),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(req, workerEnv, ctx);
  const body = (await res.json()) as { data?: { id: number } };
  await waitOnExecutionContext(ctx); // the queue send runs after the answer
  return { status: res.status, id: body.data?.id ?? -1 };
}

/** Any request through the Worker with `workerEnv`. */
export function callWith(workerEnv: Env, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(worker.fetch(new Request(`https://example.com${path}`, init), workerEnv, createExecutionContext()));
}

/**
 * Runs the queue handler on one message for `leadId` as its `attempts`-th delivery. getQueueResult
 * reports which messages were retried but not their delay, so the retry options are recorded too.
 */
export function consume(workerEnv: Env, leadId: number, attempts = 1, queue = QUEUE) {
  return consumeBatch(workerEnv, [leadId], attempts, queue);
}

/** Runs the queue handler on one batch with a message per lead id (ids `msg-<lead>-<attempts>[-<index>]`). */
export function consumeBatch(workerEnv: Env, leadIds: number[], attempts = 1, queue = QUEUE) {
  return consumeBodies(
    workerEnv,
    leadIds.map((leadId) => ({ leadId })),
    attempts,
    queue,
  );
}

/** Runs the queue handler on one batch with these message bodies (ids `msg-<lead or notice>-<attempts>[-<index>]`). */
export async function consumeBodies(workerEnv: Env, bodies: ({ leadId: number } | { notice: string })[], attempts = 1, queue = QUEUE) {
  const keys = bodies.map((b) => ("leadId" in b ? String(b.leadId) : b.notice));
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({
      id: `msg-${keys[i]}-${attempts}${keys.indexOf(keys[i]!) === i ? "" : `-${i}`}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const retries: (QueueRetryOptions | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      retries.push(options);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch as unknown as MessageBatch<{ leadId: number }>, workerEnv);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retries.map((o) => o?.delaySeconds) };
}

export interface DeliveryRow {
  channel: string;
  delivery_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

export async function deliveryRows(leadId: number): Promise<Record<string, DeliveryRow>> {
  const { results } = await env.DB.prepare(`SELECT channel, delivery_id, status, attempts, last_error, sent_at FROM lead_deliveries WHERE lead_id = ?1`)
    .bind(leadId)
    .all<DeliveryRow>();
  return Object.fromEntries(results.map((r) => [r.channel, r]));
}

/** Runs the Worker's scheduled handler for `cron` as if the Cron Trigger fired at `time` (ISO). */
export function runCron(workerEnv: Env, cron: string, time: string): Promise<void> {
  return worker.scheduled(createScheduledController({ scheduledTime: new Date(time), cron }), workerEnv);
}

/** A recorded outbound request by host, for exact-body checks of the chat robots. */
export const byHost = (requests: Captured[]): Record<string, Captured> => Object.fromEntries(requests.map((r) => [new URL(r.url).host, r]));
