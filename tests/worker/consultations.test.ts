import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DIAL_CODES } from "../../common/area-codes.ts";
import { call, countRows, lead, nextIp, postJson, seedContent, withinOneMinute } from "./fixtures.ts";

beforeAll(seedContent);

interface LeadRow {
  id: number;
  customer_name: string;
  product_name: string | null;
  ac: string | null;
  phone: string;
  guestbook: string | null;
  form_shape: string;
  language: string;
  page: string | null;
  landing_page: string | null;
  company: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  created_at: string;
}

const stored = (id: number) => env.DB.prepare("SELECT * FROM consultations WHERE id = ?1").bind(id).first<LeadRow>();

describe("POST /api/consultations", () => {
  it("stores a valid request and answers its id after the row exists", async () => {
    const { res, body } = await postJson("/api/consultations", lead(), { "User-Agent": "Mozilla/5.0 test" });
    expect(res.status).toBe(200);
    expect(body).toEqual({ code: 200, success: true, msg: "ok", data: { id: expect.any(Number) } });
    const row = await stored(body.data!.id);
    expect(row).toMatchObject({
      customer_name: "Li Wei",
      ac: "+86",
      phone: "138 0013 8000",
      product_name: "EICAD",
      form_shape: "current",
      language: "zh",
      user_agent: "Mozilla/5.0 test",
    });
    expect(row!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("records a salted hash of the client IP, never the address itself", async () => {
    const ip = nextIp();
    const { body } = await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip });
    const row = await stored(body.data!.id);
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const all = JSON.stringify(row);
    expect(all).not.toContain(ip);
  });

  it("records the language, page, referrer and utm parameters sent by the SPA", async () => {
    const { body } = await postJson(
      "/api/consultations",
      lead({ page: "/digital/eicad", referrer: "https://search.example/", utm: { source: "newsletter", campaign: "spring" } }),
      { "Accept-Language": "en" },
    );
    expect(await stored(body.data!.id)).toMatchObject({
      language: "en",
      page: "/digital/eicad",
      referrer: "https://search.example/",
      utm_source: "newsletter",
      utm_campaign: "spring",
    });
  });

  it("records the visit's landing page beside the form's page, and the landing page's utm and referrer", async () => {
    const { res, body } = await postJson(
      "/api/consultations",
      lead({
        page: "/digital",
        landingPage: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
        referrer: "https://mail.example/",
        utm: { source: "newsletter", campaign: "winter" },
      }),
      // The form's own address carries no campaign: the body's kept attribution wins.
      { Referer: "https://example.com/digital?product=eicad" },
    );
    expect(res.status).toBe(200);
    expect(await stored(body.data!.id)).toMatchObject({
      page: "/digital",
      landing_page: "/digital/eicad?utm_source=newsletter&utm_campaign=winter",
      referrer: "https://mail.example/",
      utm_source: "newsletter",
      utm_campaign: "winter",
    });
  });

  it("stores the organisation, trimmed; none when blank", async () => {
    const named = await postJson("/api/consultations", lead({ company: "  上海市政工程设计研究总院  " }));
    expect((await stored(named.body.data!.id))!.company).toBe("上海市政工程设计研究总院");
    const blank = await postJson("/api/consultations", lead({ company: " " }));
    expect((await stored(blank.body.data!.id))!.company).toBeNull();
    const legacy = await postJson("/api/consultations", {
      name: "Chen",
      phone: "13900000000",
      email: "chen@example.com",
      requirement: "x",
      company: "Metro Design Institute",
    });
    expect((await stored(legacy.body.data!.id))!.company).toBe("Metro Design Institute");
  });

  it("answers 400 (20001) naming the organisation when it is over 200 characters, and stores nothing", async () => {
    const before = await countRows("consultations");
    const ok200 = await postJson("/api/consultations", lead({ company: "c".repeat(200) }));
    expect(ok200.res.status).toBe(200);
    const { res, body } = await postJson("/api/consultations", lead({ company: "c".repeat(201) }), { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 20001, success: false });
    expect(body.msg).toBe("Organisation (company) is not valid.");
    const zh = await postJson("/api/consultations", lead({ company: "单".repeat(201) }));
    expect(zh.body.msg).toContain("单位名称（company）");
    expect(await countRows("consultations")).toBe(before + 1);
  });

  it("falls back to the Referer header for page and utm parameters, never for the referrer (it is the page itself)", async () => {
    const { body } = await postJson("/api/consultations", lead(), {
      Referer: "https://example.com/intelligent?utm_source=expo&utm_campaign=autumn",
    });
    expect(await stored(body.data!.id)).toMatchObject({
      page: "/intelligent",
      referrer: null,
      utm_source: "expo",
      utm_campaign: "autumn",
    });
  });

  it("stores no referrer for a direct visit, and none that is the site's own address", async () => {
    // A direct visit to /digital?lang=en&utm_source=...: the SPA has no external referrer, the API call's Referer is the page.
    const page = "https://www.example.com/digital?lang=en&utm_source=linkedin";
    const direct = await postJson("/api/consultations", lead({ referrer: "" }), { Referer: page });
    expect(await stored(direct.body.data!.id)).toMatchObject({ page: "/digital", referrer: null, utm_source: "linkedin" });
    // Same origin as the request (example.com) or as SITE_ORIGIN (www.example.com): an internal page, not a referrer.
    for (const own of ["https://example.com/news/3", "https://www.example.com/digital", "http://WWW.EXAMPLE.COM:443/"]) {
      const { body } = await postJson("/api/consultations", lead({ referrer: own }), { Referer: page });
      expect((await stored(body.data!.id))!.referrer).toBe(null);
    }
    const external = await postJson("/api/consultations", lead({ referrer: "https://www.google.com/" }), { Referer: page });
    expect((await stored(external.body.data!.id))!.referrer).toBe("https://www.google.com/");
  });

  it("fills the product name from the catalogue when the form sent only the id", async () => {
    const { body } = await postJson("/api/consultations?language=en", lead({ productName: undefined, productId: "airoad" }));
    expect((await stored(body.data!.id))!.product_name).toBe("AIRoad rapid scheme design");
  });

  it("accepts the older shape with mobile instead of phone", async () => {
    const { res, body } = await postJson("/api/consultations", {
      name: "Chen",
      mobile: "13900000000",
      email: "chen@example.com",
      requirement: "Need a demo",
    });
    expect(res.status).toBe(200);
    expect(await stored(body.data!.id)).toMatchObject({
      customer_name: "Chen",
      phone: "13900000000",
      guestbook: "Need a demo",
      form_shape: "legacy",
      ac: null,
    });
  });

  it("answers 400 when the older shape has no requirement or no phone", async () => {
    const base = { name: "Chen", phone: "13900000000", email: "chen@example.com", requirement: "x" };
    const noReq = await postJson("/api/consultations", { ...base, requirement: " " });
    expect(noReq.res.status).toBe(400);
    expect(noReq.body.msg).toContain("requirement");
    const { phone: _, ...noPhone } = base;
    const missingPhone = await postJson("/api/consultations", noPhone, { "Accept-Language": "en" });
    expect(missingPhone.res.status).toBe(400);
    expect(missingPhone.body.msg).toBe("Please fill in phone (phone).");
  });

  it.each([
    ["customerName", { customerName: "   " }, "请填写姓名（customerName）"],
    ["customerName", { customerName: undefined }, "请填写姓名（customerName）"],
    ["email", { email: "" }, "请填写邮箱（email）"],
    ["productId", { productId: "" }, "请填写咨询产品（productId）"],
    ["ac", { ac: undefined }, "请填写区号（ac）"],
    ["phone", { phone: " " }, "请填写电话（phone）"],
  ])("answers 400 when %s is blank or missing", async (_field, override, msg) => {
    const { res, body } = await postJson("/api/consultations", lead(override));
    expect(res.status).toBe(400);
    expect(body).toEqual({ code: 20001, success: false, msg });
  });

  it.each([
    ["the email has no top-level domain", { email: "li@example" }, "email"],
    ["the email has a numeric top-level domain", { email: "li@example.c0m" }, "email"],
    ["the email has a one-letter top-level domain", { email: "li@example.c" }, "email"],
    ["the email is longer than 254 characters", { email: `${"a".repeat(250)}@example.com` }, "email"],
    // Issue 32: what would turn the admin's mailto link into a pre-filled message.
    ["the email carries a mailto query", { email: "bob@corp?bcc=spy%40evil.example&subject=Quote&body=Reply%20here.com" }, "email"],
    ...[...'?&=%/\\", ;<>#'].map(
      (ch) => [`the email holds ${JSON.stringify(ch)}`, { email: `bob${ch}x@example.com` }, "email"] as [string, Record<string, string>, string],
    ),
    ["the email's domain holds a slash", { email: "bob@example.com/x.com" }, "email"],
    ["the area code is not in the list", { ac: "+999" }, "ac"],
    ["the area code has no plus", { ac: "86" }, "ac"],
    ["the phone has letters", { phone: "138-ABC-8000" }, "phone"],
    ["the phone is shorter than 4 characters", { phone: "123" }, "phone"],
    ["the phone is longer than 20 characters", { phone: "1".repeat(21) }, "phone"],
    ["the name is longer than 100 characters", { customerName: "n".repeat(101) }, "customerName"],
    ["the message is longer than 5000 characters", { guestbook: "g".repeat(5001) }, "guestbook"],
    ["the body is not an object", [], "body"],
  ])("answers 400 when %s", async (_what, override, field) => {
    const body = Array.isArray(override) ? override : lead(override);
    const res = await postJson("/api/consultations", body, { "Accept-Language": "en" });
    expect(res.res.status).toBe(400);
    expect(res.body.code).toBe(20001);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toContain(field);
  });

  it("names the field in English for English requests", async () => {
    const { body } = await postJson("/api/consultations", lead({ email: "nope" }), { "Accept-Language": "en-US" });
    expect(body.msg).toBe("Email (email) is not valid.");
  });

  it("accepts every listed area code, e.g. Singapore and Jamaica", async () => {
    expect(DIAL_CODES.size).toBeGreaterThan(200);
    for (const ac of ["+65", "+1876"]) {
      expect((await postJson("/api/consultations", lead({ ac }))).res.status).toBe(200);
    }
  });

  it("answers 400 for a body that is not JSON and 415 for another content type", async () => {
    const broken = await postJson("/api/consultations", "{not json");
    expect(broken.res.status).toBe(400);
    expect(broken.body).toEqual({ code: 20001, success: false, msg: "请求体不是有效的 JSON" });
    const res = await call("/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(lead()),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 20001, success: false });
  });

  it("answers 413 for a body over 16 KiB", async () => {
    const { res, body } = await postJson("/api/consultations", lead({ guestbook: "x".repeat(17 * 1024) }), { "Accept-Language": "en" });
    expect(res.status).toBe(413);
    expect(body).toEqual({ code: 20001, success: false, msg: "The request body is too large (16 KiB at most)." });
  });

  it("answers 200 to a filled honeypot and stores nothing", async () => {
    const before = await countRows("consultations");
    const { res, body } = await postJson("/api/consultations", lead({ website: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(await countRows("consultations")).toBe(before);
  });

  it("answers a honeypot hit like a real lead: a plausible next id, never 0", async () => {
    const real = await postJson("/api/consultations", lead());
    const bot = await postJson("/api/consultations", lead({ website: "http://spam.example" }));
    expect(bot.body).toEqual({ code: 200, success: true, msg: "ok", data: { id: expect.any(Number) } });
    expect(bot.body.data!.id).toBeGreaterThan(real.body.data!.id);
    expect(bot.body.data!.id).toBeLessThanOrEqual(real.body.data!.id + 3);
    expect(await stored(bot.body.data!.id)).toBeNull();
  });

  it("replays the first answer for a repeated Idempotency-Key and stores one row", async () => {
    // Keys are scoped to the client and tied to the body (CONTRACT): the same client retries the same request.
    const key = "form-submit-7c1d";
    const ip = nextIp();
    const first = await postJson("/api/consultations", lead(), { "Idempotency-Key": key, "CF-Connecting-IP": ip });
    const before = await countRows("consultations");
    const again = await postJson("/api/consultations", lead(), { "Idempotency-Key": key, "CF-Connecting-IP": ip });
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countRows("consultations")).toBe(before);
  });

  it("answers 400 for an Idempotency-Key longer than 64 characters", async () => {
    const { res, body } = await postJson("/api/consultations", lead(), { "Idempotency-Key": "k".repeat(65) });
    expect(res.status).toBe(400);
    expect(body.msg).toContain("idempotency-key");
  });

  it("answers 429 after five requests from one client within a minute", async () => {
    const { statuses, last } = await withinOneMinute(async () => {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip })).res.status);
      return { statuses, last: await postJson("/api/consultations", lead(), { "CF-Connecting-IP": ip, "Accept-Language": "en" }) };
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last.body).toEqual({ code: 429, success: false, msg: "Too many requests. Please try again in a minute." });
  });

  it("answers identically under /open-api", async () => {
    const { res, body } = await postJson("/open-api/consultations", lead());
    expect(res.status).toBe(200);
    expect(await stored(body.data!.id)).not.toBeNull();
  });
});
