// The contact form posted by the browser itself, where the app has not started (worker/pages/lead-form.ts,
// docs/decisions/0067): the same lead as the app's JSON request, and a page that says what happened.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../common/contact-messages.ts";
import { leadAnswerMessages } from "../../common/lead-answer-messages.ts";
import { PRIVACY_VERSION } from "../../common/privacy.ts";
import { SITEVERIFY_URL } from "../../worker/lib/turnstile.ts";
import { call, callWithEnv, countRows, nextIp, seedContent } from "./fixtures.ts";

beforeAll(seedContent);
afterEach(() => vi.restoreAllMocks());

const ORIGIN = "https://example.com";

/** Text as written into an attribute by common/escape-html.ts, read back. */
const unescaped = (v: string) =>
  v
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The fields as the served form names them (src/components/contact/contact-form.tsx). */
function formOf(overrides: Record<string, string | undefined> = {}): URLSearchParams {
  const fields: Record<string, string | undefined> = {
    productId: "eicad",
    customerName: "王 磊",
    email: "wang.lei@example.cn",
    company: "华东交通设计研究院",
    region: "HK",
    phone: "9123 4567",
    guestbook: "城市快速路互通立交方案比选",
    website: "",
    consent: "on",
    privacyVersion: PRIVACY_VERSION,
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * Posts the form as a browser on this site's page would (a header given as undefined is left out);
 * `env` adds Worker settings for this request, `cf` the edge's request data.
 */
function postForm(
  form: URLSearchParams,
  opts: { lang?: "zh" | "en"; ip?: string; headers?: Record<string, string | undefined>; env?: Record<string, unknown>; cf?: Record<string, unknown> } = {},
) {
  const headers = {
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": opts.ip ?? nextIp(),
    Origin: ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    Referer: `${ORIGIN}/digital/eicad?utm_source=baidu&utm_campaign=spring`,
    "User-Agent": "Mozilla/5.0 (Linux; Android 14) form test",
    ...opts.headers,
  };
  const init = {
    method: "POST",
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined)),
    body: form,
    ...(opts.cf ? { cf: opts.cf } : {}),
  } as RequestInit;
  const path = `/consultations?language=${opts.lang ?? "zh"}`;
  return opts.env ? callWithEnv(path, init, opts.env) : call(path, init);
}

const newest = () =>
  env.DB.prepare(
    "SELECT customer_name, email, company, ac, phone, product_name, guestbook, language, page, utm_source, utm_campaign, user_agent, privacy_version FROM consultations ORDER BY id DESC LIMIT 1",
  ).first<Record<string, string | null>>();

describe("POST /consultations (the contact form without the app)", () => {
  it("stores the lead the form holds, with the region's dialling code, the form's language and page, and answers a page saying it was sent", async () => {
    const before = await countRows("consultations");
    const res = await postForm(formOf());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(contactMessages.zh.sentTitle);
    expect(html).toContain('<html lang="zh-CN">');
    // The way back is the form's own page.
    expect(html).toContain('href="/digital/eicad?utm_source=baidu&amp;utm_campaign=spring#contact"');
    expect(await countRows("consultations")).toBe(before + 1);
    expect(await newest()).toMatchObject({
      customer_name: "王 磊",
      email: "wang.lei@example.cn",
      company: "华东交通设计研究院",
      ac: "+852",
      phone: "9123 4567",
      product_name: "EICAD 道路与立交设计",
      guestbook: "城市快速路互通立交方案比选",
      language: "zh",
      page: "/digital/eicad",
      utm_source: "baidu",
      utm_campaign: "spring",
      user_agent: "Mozilla/5.0 (Linux; Android 14) form test",
      privacy_version: PRIVACY_VERSION,
    });
  });

  it("the visit's attribution the page adds as it sends (its first page, referrer and campaign) wins over the form page's Referer", async () => {
    const form = formOf({ customerName: "Campaign Visit" });
    form.set(
      "attribution",
      JSON.stringify({
        landingPage: "/lp/spring-roads?utm_source=wechat&utm_campaign=launch",
        referrer: "https://mp.weixin.qq.com/s/abc",
        utm: { source: "wechat", campaign: "launch" },
      }),
    );
    expect((await postForm(form)).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT page, landing_page, referrer, utm_source, utm_campaign FROM consultations WHERE customer_name = 'Campaign Visit'",
    ).first<Record<string, string | null>>();
    expect(row).toEqual({
      page: "/digital/eicad",
      landing_page: "/lp/spring-roads?utm_source=wechat&utm_campaign=launch",
      referrer: "https://mp.weixin.qq.com/s/abc",
      utm_source: "wechat",
      utm_campaign: "launch",
    });
  });

  it("an attribution the Worker cannot use costs the attribution, never the lead", async () => {
    for (const [i, bad] of [
      "{not json",
      JSON.stringify({ landingPage: "https://elsewhere.example/x" }),
      JSON.stringify({ landingPage: "/x", utm: { source: 5 }, referrer: ["a"] }),
    ].entries()) {
      const form = formOf({ customerName: `Odd Attribution ${i}` });
      form.set("attribution", bad);
      expect((await postForm(form)).status, bad).toBe(200);
    }
    const { results } = await env.DB.prepare(
      "SELECT landing_page, referrer, utm_source FROM consultations WHERE customer_name LIKE 'Odd Attribution %' ORDER BY customer_name",
    ).all<Record<string, string | null>>();
    expect(results).toEqual([
      { landing_page: null, referrer: null, utm_source: "baidu" },
      { landing_page: null, referrer: null, utm_source: "baidu" },
      { landing_page: "/x", referrer: null, utm_source: null },
    ]);
  });

  it("keeps the visitor's country from the edge's request data, as the API does", async () => {
    const res = await postForm(formOf({ customerName: "Country Check" }), { cf: { country: "SG" } });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT country FROM consultations WHERE customer_name = 'Country Check'").first<{ country: string | null }>();
    expect(row?.country).toBe("SG");
  });

  it("logs one line per form that comes this way, for ops, without the visitor's data", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await postForm(formOf({ customerName: "Log Check", email: "log.check@example.cn" }))).status).toBe(200);
    const lines = warn.mock.calls.map((args) => String(args[0])).filter((l) => l.includes("lead.without-app"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", event: "lead.without-app", status: 200 });
    expect(lines[0]).not.toMatch(/Log Check|log\.check|9123/);
  });

  it("writes the lead's notification deliveries with it, one per configured channel, as the API does", async () => {
    const channels = { NOTIFY_SLACK_WEBHOOK: "https://hooks.slack.example/T0/B0/x", NOTIFY_WECOM_WEBHOOK: "https://qyapi.example/cgi-bin/webhook/send?key=k" };
    const res = await postForm(formOf({ customerName: "Delivery Check" }), { env: channels });
    expect(res.status).toBe(200);
    const { results } = await env.DB.prepare(
      "SELECT d.channel, d.status FROM lead_deliveries d JOIN consultations c ON c.id = d.lead_id WHERE c.customer_name = 'Delivery Check' ORDER BY d.channel",
    ).all<{ channel: string; status: string }>();
    expect(results.map((r) => r.channel)).toEqual(["slack", "wecom"]);
  });

  it("sending the same form again (a reload of the answer) stores nothing new; another form from the same visitor is a new lead", async () => {
    const ip = nextIp();
    const before = await countRows("consultations");
    expect((await postForm(formOf({ customerName: "Repeat" }), { ip })).status).toBe(200);
    expect((await postForm(formOf({ customerName: "Repeat" }), { ip })).status).toBe(200);
    expect(await countRows("consultations")).toBe(before + 1);
    expect((await postForm(formOf({ customerName: "Repeat", guestbook: "另一个项目" }), { ip })).status).toBe(200);
    expect(await countRows("consultations")).toBe(before + 2);
  });

  it("an incomplete form or one without the privacy box ticked stores nothing and says why, in the form's language", async () => {
    const before = await countRows("consultations");
    const noConsent = await postForm(formOf({ consent: undefined }), { lang: "en" });
    expect(noConsent.status).toBe(400);
    const text = await noConsent.text();
    expect(text).toContain(leadAnswerMessages.en.notSentTitle);
    expect(text).toContain(leadAnswerMessages.en.notSentFix);
    expect(text).toContain('<html lang="en">');
    expect(text).toMatch(/privacy/i);
    const noEmail = await postForm(formOf({ email: "" }));
    expect(noEmail.status).toBe(400);
    expect(await noEmail.text()).toContain(leadAnswerMessages.zh.notSentTitle);
    const badRegion = await postForm(formOf({ region: "XX" }));
    expect(badRegion.status).toBe(400);
    expect(await countRows("consultations")).toBe(before);
  });

  it("a form posted from another site stores nothing (403)", async () => {
    const before = await countRows("consultations");
    const elsewhere = await postForm(formOf(), { headers: { Origin: "https://spam.example.net", "Sec-Fetch-Site": "cross-site" } });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toContain(leadAnswerMessages.zh.notSentElsewhere);
    const sameSite = await postForm(formOf(), { headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-site" } });
    expect(sameSite.status).toBe(403);
    // A sandboxed frame elsewhere (an opaque origin), in a browser that sends no Sec-Fetch-Site.
    const sandboxed = await postForm(formOf(), { headers: { Origin: "null", "Sec-Fetch-Site": undefined } });
    expect(sandboxed.status).toBe(403);
    expect(await countRows("consultations")).toBe(before);
  });

  it("a filled honeypot gets the same answer as a person and is not stored", async () => {
    const before = await countRows("consultations");
    const res = await postForm(formOf({ website: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(contactMessages.zh.sentTitle);
    expect(await countRows("consultations")).toBe(before);
  });

  it("keeps the per-client limit of the API (5 a minute)", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await postForm(formOf({ customerName: `Limit ${i}` }), { ip })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("with the bot check on, a complete form without its token is asked for it (the form again, with the widget), stores nothing until then, and is stored once sent with a passed check", async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== SITEVERIFY_URL) return realFetch(input, init);
      const token = (init!.body as FormData).get("response");
      return Response.json(token === "passed-token" ? { success: true, "error-codes": [] } : { success: false, "error-codes": ["invalid-input-response"] });
    });
    const before = await countRows("consultations");
    const ip = nextIp();
    const send = (form: URLSearchParams) =>
      postForm(form, { lang: "en", ip, env: { TURNSTILE_SECRET_KEY: "test-secret", TURNSTILE_SITE_KEY: "test-site-key" } });

    const incomplete = await send(formOf({ phone: "" }));
    expect(incomplete.status, "what is missing comes first").toBe(400);
    expect(await incomplete.text()).toContain(leadAnswerMessages.en.notSentTitle);

    const asked = await send(formOf({ customerName: "Bot Check <Step>" }));
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(leadAnswerMessages.en.checkTitle);
    expect(page).toContain('<div class="cf-turnstile" data-sitekey="test-site-key" data-language="en">');
    expect(page).toContain('<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>');
    expect(asked.headers.get("Content-Security-Policy")).toContain("https://challenges.cloudflare.com");
    expect(await countRows("consultations")).toBe(before);

    // The page's form holds what was typed (escaped), and goes to the same address.
    expect(page).toContain('<form method="post" action="/consultations?language=en">');
    const again = new URLSearchParams([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescaped(m[2]!)]));
    expect(Object.fromEntries(again)).toEqual(Object.fromEntries(formOf({ customerName: "Bot Check <Step>" })));
    again.set("cf-turnstile-response", "not-passed");
    const rejected = await send(again);
    expect(rejected.status).toBe(400);
    expect(await countRows("consultations")).toBe(before);
    again.set("cf-turnstile-response", "passed-token");
    const sent = await send(again);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(contactMessages.en.sentTitle);
    expect(await countRows("consultations")).toBe(before + 1);
    // The answer reloaded: the same form and token, nothing new.
    expect((await send(again)).status).toBe(200);
    expect(await countRows("consultations")).toBe(before + 1);
  });
});
