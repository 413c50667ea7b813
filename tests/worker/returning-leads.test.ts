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
  env.DB.prepare("UPDATE consultations SET created_at = ?2 WHERE id = ?1")
    .bind(id, new Date(Date.now() - days * 86400_000).toISOString())
    .run();
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
    expect(list.map((l) => [l.id, l.earlierLeadIds])).toEqual([
      [both, [first, sameEmail, samePhone]],
      [sameEmail, [first]],
      [first, []],
    ]);
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
    expect(slack[1]).toEqual({
      type: "section",
      fields: [
        { type: "mrkdwn", text: "*再次咨询*" },
        { type: "plain_text", text: zh },
      ],
    });
    expect(slack).toContainEqual({
      type: "section",
      fields: [
        { type: "mrkdwn", text: "*Returning*" },
        { type: "plain_text", text: en },
      ],
    });
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

  it('names the linked earlier leads in a notification, "at least" once the person may have more', async () => {
    const p = someone();
    const earlier: number[] = [];
    for (let i = 0; i < 7; i += 1) earlier.push(await store(p));
    const email = recordingEmail();
    const workerEnv = notifyEnv({ NOTIFY_EMAIL: email.binding, LEAD_QUEUE: recordingQueue().queue });
    const { id } = await postLead(workerEnv, p);
    const cap = captureFetch(okResponse);
    restore = cap.restore;
    await consume(workerEnv, id);
    const latest = earlier
      .slice(-3)
      .map((n) => `#${n}`)
      .join(", ");
    expect(email.sent[0]!.text).toContain(`再次咨询: 此前至少 3 次（${latest}）\n`);
    expect(email.sent[0]!.text).toContain(`Returning: at least 3 earlier leads (${latest})\n`);
    expect(JSON.parse(cap.requests.find((r) => r.url.includes("crm.example.net"))!.body).lead.returning).toEqual({ earlierLeadIds: earlier.slice(-3) });
  });

  it("links a lead to at most the 3 most recent earlier leads by e-mail and the 3 by phone, and lists every earlier one on demand, paged", async () => {
    const p = someone();
    const sharedPhone: number[] = [];
    // Eight leads with the phone only (other e-mails), then four with the e-mail only (other phones).
    for (let i = 0; i < 8; i += 1) sharedPhone.push(await store({ ...someone(), ac: p.ac, phone: p.phone }));
    const sharedEmail: number[] = [];
    for (let i = 0; i < 4; i += 1) sharedEmail.push(await store({ ...someone(), email: p.email }));
    const both = await store(p);

    expect((await detail(sharedPhone[7]!)).earlierLeadIds).toEqual(sharedPhone.slice(4, 7));
    expect((await detail(both)).earlierLeadIds).toEqual([...sharedPhone.slice(5), ...sharedEmail.slice(1)]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM lead_links WHERE lead_id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify([...sharedPhone, ...sharedEmail, both]))
      .first<{ n: number }>();
    // 0+1+2+3+3+3+3+3 by phone, 0+1+2+3 by e-mail, 6 for the last: never more than 6 a lead.
    expect(rows!.n).toBe(18 + 6 + 6);

    const everyEarlier = [...sharedEmail, ...sharedPhone].sort((a, b) => b - a);
    const first = await getJson<Page<{ id: number; customerName: string; email: string; status: string }>>(
      `/api/admin/consultations/${both}/earlier?pageSize=5`,
      AUTH,
    );
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, pageIndex: 1, pageSize: 5 });
    expect(first.body.data!.list.map((l) => l.id)).toEqual(everyEarlier.slice(0, 5));
    expect(first.body.data!.list[0]).toMatchObject({ customerName: "Li Wei", email: p.email, status: "new" });
    const third = (await getJson<Page<{ id: number }>>(`/api/admin/consultations/${both}/earlier?pageSize=5&pageIndex=3`, AUTH)).body.data!;
    expect(third.list.map((l) => l.id)).toEqual(everyEarlier.slice(10));
    // A first-time lead has none; an unknown lead is a 404; a bad page a 400; no token a 401.
    expect((await getJson<Page<unknown>>(`/api/admin/consultations/${sharedPhone[0]}/earlier`, AUTH)).body.data).toEqual({
      list: [],
      total: 0,
      pageIndex: 1,
      pageSize: 20,
    });
    expect((await call("/api/admin/consultations/99999999/earlier", { headers: AUTH })).status).toBe(404);
    expect((await call(`/api/admin/consultations/${both}/earlier?pageSize=101`, { headers: AUTH })).status).toBe(400);
    expect((await call(`/api/admin/consultations/${both}/earlier`)).status).toBe(401);
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
