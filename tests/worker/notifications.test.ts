import { createHmac } from "node:crypto";
import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "./fixtures.ts";
import {
  captureFetch,
  consume,
  consumeBatch,
  deliveryRows,
  DLQ,
  notifyEnv,
  okResponse,
  postLead,
  recordingEmail,
  recordingQueue,
  SETTINGS,
} from "./notify-fixtures.ts";

beforeAll(seedContent);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** A stored lead with all six deliveries pending, plus the env the consumer runs with. */
async function storedLead(overrides: Record<string, unknown> = {}, emailFails = false) {
  const email = recordingEmail(emailFails);
  const queue = recordingQueue();
  const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: queue.queue });
  const { status, id } = await postLead(workerEnv, overrides);
  expect(status).toBe(200);
  return { id, workerEnv, email, queue };
}

const SECRET_PARTS = ["hook-key-123", "wecom-key-456", "ding-token-789", "feishu-hook-012", "slack-key-345", "whsec-test-secret"];

describe("each channel's request", () => {
  it("sends the signed webhook, WeCom, DingTalk, Feishu, Slack and email messages once each", async () => {
    const { id, workerEnv, email } = await storedLead(
      { customerName: "张三", company: "市政设计研究院", page: "/contact", landingPage: "/digital/eicad?utm_source=newsletter", utm: { source: "newsletter" } },
      false,
    );
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    const before = Math.floor(Date.now() / 1000);
    const result = await consume(workerEnv, id);
    const after = Math.ceil(Date.now() / 1000);
    expect(result.explicitAcks).toEqual([`msg-${id}-1`]);
    expect(result.retryMessages).toEqual([]);

    const byHost = Object.fromEntries(cap.requests.map((r) => [new URL(r.url).host, r]));
    expect(cap.requests).toHaveLength(5);
    for (const r of cap.requests) {
      expect(r.method).toBe("POST");
      expect(r.headers.get("Content-Type")).toBe("application/json");
      expect(r.signal).toBeInstanceOf(AbortSignal); // the 10 s time-out
    }
    const rows = await deliveryRows(id);

    // Generic webhook: verified as a receiver would, from the raw body and the two headers.
    const hook = byHost["crm.example.net"]!;
    expect(hook.url).toBe(SETTINGS.NOTIFY_WEBHOOK_URL);
    const ts = hook.headers.get("X-Webhook-Timestamp")!;
    expect(Number(ts)).toBeGreaterThanOrEqual(before);
    expect(Number(ts)).toBeLessThanOrEqual(after);
    const expected = createHmac("sha256", SETTINGS.NOTIFY_WEBHOOK_SECRET).update(`${ts}.${hook.body}`).digest("hex");
    expect(hook.headers.get("X-Webhook-Signature")).toBe(`v1=${expected}`);
    expect(hook.headers.get("X-Webhook-Id")).toBe(rows.webhook!.delivery_id);
    const event = JSON.parse(hook.body);
    expect(event).toEqual({
      type: "lead.created",
      id: rows.webhook!.delivery_id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lead: {
        id,
        createdAt: event.createdAt,
        customerName: "张三",
        company: "市政设计研究院",
        email: "li.wei@example.cn",
        ac: "+86",
        phone: "138 0013 8000",
        productId: "eicad",
        productName: "EICAD",
        guestbook: "We need interchange design for a ring road.",
        language: "zh",
        page: "/contact",
        landingPage: "/digital/eicad?utm_source=newsletter",
        referrer: null,
        country: null,
        returning: null,
        utm: { source: "newsletter", medium: null, campaign: null, term: null, content: null },
      },
    });

    // WeCom: markdown, Chinese first for a zh lead, admin link, Shanghai time.
    const wecom = byHost["qyapi.weixin.qq.com"]!;
    expect(wecom.url).toBe(SETTINGS.NOTIFY_WECOM_WEBHOOK);
    const wecomBody = JSON.parse(wecom.body);
    expect(wecomBody.msgtype).toBe("markdown");
    const md: string = wecomBody.markdown.content;
    expect(md.indexOf(`新咨询 #${id}`)).toBeLessThan(md.indexOf(`New lead #${id}`));
    expect(md).toContain("**单位**: 市政设计研究院");
    expect(md).toContain("**Organisation**: 市政设计研究院");
    for (const text of ["EICAD", "张三", "+86 138 0013 8000", "li.wei@example.cn", "ring road", "/contact", "newsletter", "北京时间", "Asia/Shanghai"]) {
      expect(md).toContain(text);
    }
    expect(md).toContain(`(https://www.example.com/admin/leads/${id})`);

    // DingTalk: timestamp + sign query parameters, as in DingTalk's documentation.
    const ding = new URL(byHost["oapi.dingtalk.com"]!.url);
    expect(ding.origin + ding.pathname).toBe("https://oapi.dingtalk.com/robot/send");
    expect(ding.searchParams.get("access_token")).toBe("ding-token-789");
    const dts = ding.searchParams.get("timestamp")!;
    expect(Number(dts)).toBeGreaterThanOrEqual(before * 1000);
    const dingSign = createHmac("sha256", SETTINGS.NOTIFY_DINGTALK_SECRET).update(`${dts}\n${SETTINGS.NOTIFY_DINGTALK_SECRET}`).digest("base64");
    expect(ding.search).toContain(`&sign=${encodeURIComponent(dingSign)}`);
    const dingBody = JSON.parse(byHost["oapi.dingtalk.com"]!.body);
    expect(dingBody).toEqual({ msgtype: "markdown", markdown: { title: expect.stringContaining(`新咨询 #${id}`), text: md }, at: { isAtAll: false } });

    // Feishu: timestamp and sign in the body; the key is "timestamp\nsecret", the message empty.
    const feishu = byHost["open.feishu.cn"]!;
    expect(feishu.url).toBe(SETTINGS.NOTIFY_FEISHU_WEBHOOK);
    const card = JSON.parse(feishu.body);
    expect(card.msg_type).toBe("interactive");
    expect(Number(card.timestamp)).toBeGreaterThanOrEqual(before);
    expect(card.sign).toBe(createHmac("sha256", `${card.timestamp}\n${SETTINGS.NOTIFY_FEISHU_SECRET}`).update("").digest("base64"));
    expect(card.card.header.title.content).toContain(`新咨询 #${id}`);
    expect(JSON.stringify(card.card.elements)).toContain(`https://www.example.com/admin/leads/${id}`);
    expect(JSON.stringify(card.card.elements)).toContain("+86 138 0013 8000");

    // Slack: Block Kit with a plain-text fallback.
    const slack = byHost["hooks.slack.com"]!;
    expect(slack.url).toBe(SETTINGS.NOTIFY_SLACK_WEBHOOK);
    const blocks = JSON.parse(slack.body);
    expect(blocks.text).toContain(`New lead #${id}`);
    expect(blocks.blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: `新咨询 #${id}` } });
    expect(JSON.stringify(blocks.blocks)).toContain("li.wei@example.cn");

    // Email: plain text and HTML to every address in NOTIFY_EMAIL_TO.
    expect(email.sent).toHaveLength(1);
    const mail = email.sent[0]!;
    expect(mail.from).toBe("leads@example.com");
    expect(mail.to).toEqual(["sales@example.com", "boss@example.com"]);
    expect(mail.subject).toContain(`新咨询 #${id}`);
    expect(mail.text).toContain("电话: +86 138 0013 8000");
    expect(mail.text).toContain("Phone: +86 138 0013 8000");
    expect(mail.text).toContain("单位: 市政设计研究院");
    expect(mail.text).toContain("Organisation: 市政设计研究院");
    expect(JSON.stringify(blocks.blocks)).toContain("市政设计研究院");
    expect(JSON.stringify(card.card.elements)).toContain("市政设计研究院");
    expect(mail.html).toContain(`<a href="https://www.example.com/admin/leads/${id}">`);

    expect(
      Object.values(rows)
        .map((r) => [r.channel, r.status, r.attempts])
        .sort(),
    ).toEqual(["dingtalk", "email", "feishu", "slack", "webhook", "wecom"].map((c) => [c, "sent", 1]));
  });

  it("puts English first for an English lead and escapes its text in the email HTML", async () => {
    const { id, workerEnv, email } = await storedLead({ guestbook: "<b>bold</b> & more" });
    await env.DB.prepare("UPDATE consultations SET language = 'en' WHERE id = ?1").bind(id).run();
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const md: string = JSON.parse(cap.requests.find((r) => r.url.includes("weixin"))!.body).markdown.content;
    expect(md.indexOf(`New lead #${id}`)).toBeLessThan(md.indexOf(`新咨询 #${id}`));
    expect(email.sent[0]!.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(email.sent[0]!.html).not.toContain("<b>bold</b>");
  });
});

describe("Standard Webhooks", () => {
  /** A `whsec_` secret as Svix and Standard Webhooks issue them, and a plain one (SETTINGS) whose UTF-8 bytes are the key. */
  const WHSEC = `whsec_${btoa("0123456789abcdef0123456789abcdef")}`;

  it.each([
    ["a whsec_ secret", WHSEC, WHSEC],
    ["a plain secret (the verifier takes base64 of its bytes)", SETTINGS.NOTIFY_WEBHOOK_SECRET, btoa(SETTINGS.NOTIFY_WEBHOOK_SECRET)],
  ])("a delivery signed with %s passes the standardwebhooks package's verifier", async (_, secret, verifierSecret) => {
    const { id } = await storedLead();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: recordingEmail().binding, NOTIFY_WEBHOOK_SECRET: secret });
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const hook = cap.requests.find((r) => r.url === SETTINGS.NOTIFY_WEBHOOK_URL)!;
    const headers = Object.fromEntries(hook.headers);
    // The receiver's side: the stock verifier, from the raw body and the headers as they arrived.
    expect(new Webhook(verifierSecret).verify(hook.body, headers)).toEqual(JSON.parse(hook.body));
    expect(headers["webhook-id"]).toBe(headers["x-webhook-id"]);
    expect(headers["webhook-timestamp"]).toBe(headers["x-webhook-timestamp"]);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // The older signature stays, keyed with the secret string as before.
    expect(headers["x-webhook-signature"]).toBe(`v1=${createHmac("sha256", secret).update(`${headers["x-webhook-timestamp"]}.${hook.body}`).digest("hex")}`);
    // A body changed on the way fails the same verifier.
    expect(() => new Webhook(verifierSecret).verify(hook.body.replace("li.wei", "li.wej"), headers)).toThrow(/signature/i);
  });
});

describe("failures and retries", () => {
  it("retries only the failed channel with back-off, keeping the webhook id, and never re-sends the others", async () => {
    const { id, workerEnv, email } = await storedLead();
    let hookCalls = 0;
    const cap = captureFetch((req) => {
      if (req.url.startsWith("https://crm.example.net")) {
        hookCalls += 1;
        if (hookCalls <= 2) return new Response("busy", { status: 503 });
      }
      return okResponse(req);
    });
    restore = cap.restore;

    const first = await consume(workerEnv, id, 1);
    expect(first.retryMessages).toEqual([{ msgId: `msg-${id}-1` }]);
    expect(first.retryDelays).toEqual([30]);
    let rows = await deliveryRows(id);
    expect(rows.webhook).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 503", sent_at: null });
    expect(rows.slack).toMatchObject({ status: "sent", attempts: 1 });

    const second = await consume(workerEnv, id, 2);
    expect(second.retryDelays).toEqual([60]);
    const third = await consume(workerEnv, id, 3);
    expect(third.explicitAcks).toEqual([`msg-${id}-3`]);

    rows = await deliveryRows(id);
    expect(rows.webhook).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(rows.webhook!.sent_at).toMatch(/^\d{4}-/);
    // 3 webhook attempts + one request each for the four other HTTP channels; one email.
    expect(cap.requests.filter((r) => r.url.startsWith("https://crm.example.net"))).toHaveLength(3);
    expect(cap.requests).toHaveLength(3 + 4);
    expect(email.sent).toHaveLength(1);
    const ids = new Set(cap.requests.filter((r) => r.url.startsWith("https://crm")).map((r) => r.headers.get("X-Webhook-Id")));
    expect([...ids]).toEqual([rows.webhook!.delivery_id]);
  });

  it("doubles the delay from NOTIFY_RETRY_BASE_SECONDS: at least 5 attempts over at least 10 minutes by default", async () => {
    const { id, workerEnv } = await storedLead();
    const cap = captureFetch(() => new Response("down", { status: 500 }));
    restore = cap.restore;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const r = await consume(workerEnv, id, attempt);
      expect(r.retryMessages).toEqual([{ msgId: `msg-${id}-${attempt}` }]);
      delays.push(r.retryDelays[0]!);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480]);
    expect(delays.slice(0, 4).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5 * 60); // 5th attempt at 7.5 min, 6th at 15.5
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10 * 60);
    const fast = await consume(notifyEnv({ NOTIFY_EMAIL: recordingEmail().binding, NOTIFY_RETRY_BASE_SECONDS: "1" }), id, 3);
    expect(fast.retryDelays).toEqual([4]);
    expect((await deliveryRows(id)).webhook!.attempts).toBe(6);
  });

  it("counts a robot's own error code, a time-out and a network error as failures, storing no secret in the error", async () => {
    const { id, workerEnv } = await storedLead({}, true);
    const cap = captureFetch((req) => {
      const host = new URL(req.url).host;
      if (host === "qyapi.weixin.qq.com") return Response.json({ errcode: 93000, errmsg: "invalid webhook url, hint: wecom-key-456" });
      if (host === "oapi.dingtalk.com") return Response.json({ errcode: 310000, errmsg: "sign not match" });
      if (host === "open.feishu.cn") return Response.json({ code: 19021, msg: "sign match fail or timestamp is not within one hour from current time" });
      if (host === "hooks.slack.com") return new Response("invalid_token", { status: 200 });
      if (host === "crm.example.net") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      return okResponse(req);
    });
    restore = cap.restore;
    const result = await consume(workerEnv, id);
    expect(result.retryMessages).toHaveLength(1);
    const rows = await deliveryRows(id);
    // The robot's own message may echo its key: it is redacted before it is stored.
    expect(rows.wecom!.last_error).toBe("errcode 93000: invalid webhook url, hint: <redacted>");
    expect(rows.dingtalk!.last_error).toBe("errcode 310000: sign not match");
    expect(rows.feishu!.last_error).toMatch(/^code 19021: sign match fail/);
    expect(rows.slack!.last_error).toBe("invalid_token");
    expect(rows.webhook!.last_error).toBe("timeout after 10 s");
    expect(rows.email!.last_error).toBe("send_email: destination address <address> is not verified");
    for (const r of Object.values(rows)) expect(r.status).toBe("failed");

    restore();
    const net = captureFetch(() => {
      throw new TypeError(`fetch failed: ${SETTINGS.NOTIFY_WEBHOOK_URL}`);
    });
    restore = net.restore;
    await consume(workerEnv, id, 2);
    const after = await deliveryRows(id);
    expect(after.webhook!.last_error).toBe("network error (TypeError)");
    for (const r of [...Object.values(rows), ...Object.values(after)]) {
      for (const part of SECRET_PARTS) expect(r.last_error).not.toContain(part);
      expect(r.last_error).not.toContain("li.wei@example.cn");
      expect(r.last_error).not.toContain("138 0013 8000");
    }
  });

  it("marks the lead's failed deliveries dead when its message reaches the dead-letter queue", async () => {
    const { id, workerEnv } = await storedLead();
    const cap = captureFetch((req) => (req.url.includes("slack") ? new Response("no", { status: 500 }) : okResponse(req)));
    restore = cap.restore;
    await consume(workerEnv, id, 6);
    const dlq = await consume(workerEnv, id, 1, DLQ);
    expect(dlq.explicitAcks).toEqual([`msg-${id}-1`]);
    const rows = await deliveryRows(id);
    expect(rows.slack!.status).toBe("dead");
    expect(rows.webhook!.status).toBe("sent");
    expect(cap.requests).toHaveLength(5); // the DLQ consumer sends nothing
  });

  it("handles a batch of several leads, acking or retrying each message on its own, a repeated lead sent once", async () => {
    const a = await storedLead({ customerName: "Batch A" });
    const b = await storedLead({ customerName: "Batch B" });
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: recordingEmail().binding });
    const cap = captureFetch(async (req) =>
      req.url.startsWith("https://crm") && (await req.text()).includes("Batch B") ? new Response("no", { status: 500 }) : okResponse(req),
    );
    restore = cap.restore;
    const result = await consumeBatch(workerEnv, [a.id, b.id, a.id]);
    expect(result.explicitAcks.sort()).toEqual([`msg-${a.id}-1`, `msg-${a.id}-1-2`].sort());
    expect(result.retryMessages).toEqual([{ msgId: `msg-${b.id}-1` }]);
    expect(result.retryDelays).toEqual([30]);
    // Lead A: each channel once, although it was in the batch twice.
    const hosts = (name: string) =>
      cap.requests
        .filter((r) => r.body.includes(name))
        .map((r) => new URL(r.url).host)
        .sort();
    const all = ["crm.example.net", "hooks.slack.com", "oapi.dingtalk.com", "open.feishu.cn", "qyapi.weixin.qq.com"];
    expect(hosts("Batch A")).toEqual(all);
    expect(hosts("Batch B")).toEqual(all);
    expect(Object.values(await deliveryRows(a.id)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect((await deliveryRows(b.id)).webhook).toMatchObject({ status: "failed", last_error: "HTTP 500" });
    expect((await deliveryRows(b.id)).wecom).toMatchObject({ status: "sent" });
  });

  it("fails a delivery whose channel is no longer configured, without a request", async () => {
    const { id } = await storedLead();
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    const result = await consume(notifyEnv({ NOTIFY_EMAIL: recordingEmail().binding, NOTIFY_SLACK_WEBHOOK: undefined }), id);
    expect(result.retryMessages).toHaveLength(1);
    expect((await deliveryRows(id)).slack).toMatchObject({ status: "failed", last_error: "channel not configured" });
    expect(cap.requests.some((r) => r.url.includes("slack"))).toBe(false);
  });

  it("acks a message for a lead with nothing left to send without any request", async () => {
    const { id, workerEnv } = await storedLead();
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const again = await consume(workerEnv, id, 1);
    expect(again.explicitAcks).toHaveLength(1);
    expect(cap.requests).toHaveLength(5);
  });
});
