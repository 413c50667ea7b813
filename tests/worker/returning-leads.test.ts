/**
 * Issue 27, "the same person twice": a lead whose e-mail (lower-cased, trimmed) or phone (area code and
 * digits) matches a lead of the last 90 days is linked to it when it is stored; the inbox and every
 * notification channel say so; erasing either lead leaves no link behind.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminLeadDetail, AdminLead, Page } from "../../worker/schemas/admin-api.ts";
import { call, getJson, lead, postJson, seedContent } from "./fixtures.ts";
import { captureFetch, consume, notifyEnv, okResponse, postLead, recordingEmail, recordingQueue } from "./notify-fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

beforeAll(seedContent);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

let person = 0;
/** Contact details no other test uses. */
function someone() {
  person += 1;
  return { email: `buyer${person}@example.cn`, ac: "+86", phone: `139 ${String(person).padStart(4, "0")} 0000` };
}

async function store(overrides: Record<string, unknown>, headers: Record<string, string> = {}): Promise<number> {
  const { res, body } = await postJson("/api/consultations", lead(overrides), headers);
  expect(res.status).toBe(200);
  return body.data!.id;
}

const detail = async (id: number) => (await getJson<AdminLeadDetail>(`/api/admin/consultations/${id}`, AUTH)).body.data!;
const daysAgo = (id: number, days: number) =>
  env.DB.prepare("UPDATE consultations SET created_at = ?2 WHERE id = ?1").bind(id, new Date(Date.now() - days * 86400_000).toISOString()).run();
const linkRows = async (id: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM lead_links WHERE lead_id = ?1 OR earlier_id = ?1").bind(id).first<{ n: number }>())!.n;

describe("returning leads", () => {
  it("links a lead to earlier ones by e-mail (any case and spaces) or by phone (any spacing), stored with the lead", async () => {
    const p = someone();
    const first = await store(p);
    const sameEmail = await store({ ...someone(), email: `  ${p.email.toUpperCase()} ` });
    const samePhone = await store({ ...someone(), phone: p.phone.replace(/ /g, "-") });
    const stranger = await store(someone());
    const both = await store(p);

    expect((await detail(first)).earlierLeadIds).toEqual([]);
    expect((await detail(sameEmail)).earlierLeadIds).toEqual([first]);
    expect((await detail(samePhone)).earlierLeadIds).toEqual([first]);
    expect((await detail(stranger)).earlierLeadIds).toEqual([]);
    expect((await detail(both)).earlierLeadIds).toEqual([first, sameEmail, samePhone]);
    // The list carries it too (the inbox's badge).
    const list = (await getJson<Page<AdminLead>>(`/api/admin/consultations?pageSize=50&q=${encodeURIComponent(p.email)}`, AUTH)).body.data!.list;
    expect(list.map((l) => [l.id, l.earlierLeadIds])).toEqual([[both, [first, sameEmail, samePhone]], [sameEmail, [first]], [first, []]]);
    const { results } = await env.DB.prepare("SELECT earlier_id FROM lead_links WHERE lead_id = ?1 ORDER BY earlier_id").bind(both).all();
    expect(results).toEqual([{ earlier_id: first }, { earlier_id: sameEmail }, { earlier_id: samePhone }]);
  });

  it("needs the same area code: the same digits after another code are another phone", async () => {
    const p = someone();
    const first = await store(p);
    expect((await detail(await store({ ...someone(), ac: "+65", phone: p.phone }))).earlierLeadIds).toEqual([]);
    expect((await detail(await store({ ...someone(), phone: p.phone }))).earlierLeadIds).toEqual([first]);
  });

  it("looks back 90 days: a lead of 89 days ago links, one of 91 days ago does not", async () => {
    const p = someone();
    const old = await store(p);
    await daysAgo(old, 91);
    expect((await detail(await store(p))).earlierLeadIds).toEqual([]);
    const q = someone();
    const recent = await store(q);
    await daysAgo(recent, 89);
    expect((await detail(await store(q))).earlierLeadIds).toEqual([recent]);
  });

  it("stores the link in the lead's batch with its deliveries, once: an idempotent repeat adds none", async () => {
    const p = someone();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: recordingEmail().binding, LEAD_QUEUE: recordingQueue().queue });
    const first = await postLead(workerEnv, p);
    const headers = { "Idempotency-Key": `returning-${person}`, "CF-Connecting-IP": "203.0.113.77" };
    const second = await postLead(workerEnv, p, headers);
    const repeat = await postLead(workerEnv, p, headers);
    expect(repeat.id).toBe(second.id);
    expect((await detail(second.id)).earlierLeadIds).toEqual([first.id]);
    expect((await detail(second.id)).deliveries).toHaveLength(6);
    expect(await linkRows(second.id)).toBe(1);
  });

  it("says so in every notification channel, in both languages", async () => {
    const p = someone();
    const a = await store(p);
    const b = await store(p);
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const { id } = await postLead(workerEnv, p);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const byHost = Object.fromEntries(cap.requests.map((r) => [new URL(r.url).host, JSON.parse(r.body)]));
    const zh = `此前 2 次（#${a}, #${b}）`;
    const en = `2 earlier leads (#${a}, #${b})`;

    for (const md of [byHost["qyapi.weixin.qq.com"].markdown.content, byHost["oapi.dingtalk.com"].markdown.text]) {
      expect(md).toContain(`### 新咨询 #${id}\n- **再次咨询**: ${zh}\n`);
      expect(md).toContain(`### New lead #${id}\n- **Returning**: ${en}\n`);
    }
    const slack = byHost["hooks.slack.com"].blocks;
    expect(slack[1]).toEqual({ type: "section", fields: [{ type: "mrkdwn", text: "*再次咨询*" }, { type: "plain_text", text: zh }] });
    expect(slack).toContainEqual({ type: "section", fields: [{ type: "mrkdwn", text: "*Returning*" }, { type: "plain_text", text: en }] });
    const feishu = byHost["open.feishu.cn"].card.elements;
    expect(feishu[0].fields.slice(0, 2)).toEqual([
      { is_short: true, text: { tag: "lark_md", content: "**再次咨询**" } },
      { is_short: true, text: { tag: "plain_text", content: zh } },
    ]);
    expect(JSON.stringify(feishu)).toContain(JSON.stringify({ is_short: true, text: { tag: "plain_text", content: en } }));
    const mail = email.sent[0]!;
    expect(mail.text).toContain(`新咨询 #${id}\n再次咨询: ${zh}\n`);
    expect(mail.text).toContain(`New lead #${id}\nReturning: ${en}\n`);
    expect(mail.html).toContain(`<table><tr><th align="left">再次咨询</th><td>${zh}</td></tr>`);
    expect(mail.html).toContain(`<table><tr><th align="left">Returning</th><td>${en}</td></tr>`);
    expect(byHost["crm.example.net"].lead.returning).toEqual({ earlierLeadIds: [a, b] });
  });

  it("names at most the 5 latest earlier leads in a notification, however many there are", async () => {
    const p = someone();
    const earlier: number[] = [];
    for (let i = 0; i < 7; i += 1) earlier.push(await store(p));
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const { id } = await postLead(workerEnv, p);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const latest = earlier.slice(-5).map((n) => `#${n}`).join(", ");
    expect(email.sent[0]!.text).toContain(`再次咨询: 此前 7 次（…, ${latest}）\n`);
    expect(email.sent[0]!.text).toContain(`Returning: 7 earlier leads (…, ${latest})\n`);
    expect(JSON.parse(cap.requests.find((r) => r.url.includes("crm.example.net"))!.body).lead.returning).toEqual({ earlierLeadIds: earlier });
  });

  it("leaves no notification line and a null webhook field for a first-time lead", async () => {
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const { id } = await postLead(workerEnv, someone());
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    for (const r of cap.requests) expect(r.body).not.toMatch(/再次咨询|Returning/);
    expect(email.sent[0]!.text).not.toMatch(/再次咨询|Returning/);
    expect(JSON.parse(cap.requests.find((r) => r.url.includes("crm.example.net"))!.body).lead.returning).toBe(null);
  });

  it("erasing a lead removes its links both ways", async () => {
    const p = someone();
    const a = await store(p);
    const b = await store(p);
    const c = await store(p);
    expect((await detail(c)).earlierLeadIds).toEqual([a, b]);
    expect((await call(`/api/admin/consultations/${a}`, { method: "DELETE", headers: AUTH })).status).toBe(200);
    expect(await linkRows(a)).toBe(0);
    expect((await detail(b)).earlierLeadIds).toEqual([]);
    expect((await detail(c)).earlierLeadIds).toEqual([b]);
    expect((await call(`/api/admin/consultations/${c}`, { method: "DELETE", headers: AUTH })).status).toBe(200);
    expect(await linkRows(c)).toBe(0);
    expect(await linkRows(b)).toBe(0);
  });
});
