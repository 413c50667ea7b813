// Issue 26: the privacy policy, the filing numbers, the Baidu verification and the visitor's area code
// as site settings: validated on save, read by the public API and the served pages.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, callWithEnv, getJson, seedContent, pageAssets } from "./fixtures.ts";

const ASSETS = pageAssets();

beforeAll(async () => {
  await seedContent();
  // The first page of an isolate imports the app's renderer; under test transforms that can pass the 1 s data budget.
  await callWithEnv("/about", {}, { ASSETS });
}, 30_000);

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
type Settings = { rowVersion: number; updatedAt: string; updatedBy: string | null } & Record<string, unknown>;
type PublicSite = Record<string, unknown>;

async function adminSettings() {
  const got = (await getJson<Settings>("/api/admin/site-settings", AUTH)).body.data!;
  const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = got;
  return { got, rowVersion, input };
}

async function save(input: Record<string, unknown>, rowVersion: number) {
  const res = await call("/api/admin/site-settings", {
    method: "PUT",
    headers: { ...AUTH, "Content-Type": "application/json", "If-Match": `"${rowVersion}"`, "Accept-Language": "en" },
    body: JSON.stringify(input),
  });
  return { res, body: (await res.json()) as { code: number; msg: string; data: { field?: string } } };
}

/**
 * The Worker as deployed: the country is the edge's cf.country (locally it is a header, see below), and
 * it answers on its own host only (the requests here go to example.com).
 */
const EDGE = { ENVIRONMENT: "production", SITE_ORIGIN: "https://example.com" };

/** GET /api/site as a visitor from `country` (the edge's cf data), or from nowhere known. */
async function siteFrom(country: string | undefined, lang = "zh", overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const init = { headers: { Accept: "application/json", ...headers }, ...(country ? { cf: { country } } : {}) } as RequestInit;
  const res = await callWithEnv(`/api/site?language=${lang}`, init, { ...EDGE, ...overrides });
  return ((await res.json()) as { data: PublicSite }).data;
}

describe("site settings for China: filing numbers, Baidu verification, privacy policy", () => {
  it("reads the new settings in the admin record and the public answer, filing numbers empty until set", async () => {
    const { got } = await adminSettings();
    expect(got).toMatchObject({ icpNumber: "", psbNumber: "", psbCode: "", baiduVerification: "", defaultAreaCode: "+65" });
    expect(got.privacyPolicy).toEqual({ zh: expect.stringContaining("隐私"), en: expect.stringContaining("Privacy") });
    expect(got.privacyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const site = await siteFrom(undefined);
    expect(site).toMatchObject({ icpNumber: "", psbNumber: "", psbCode: "", baiduVerification: "", privacyVersion: got.privacyVersion });
    expect(site).not.toHaveProperty("privacyPolicy");
  });

  it("answers 400 naming the field for a bad Baidu value, filing number or area code, and stores nothing", async () => {
    const { input, rowVersion } = await adminSettings();
    const before = await siteFrom(undefined, "en");
    const bad: [Record<string, unknown>, string][] = [
      [{ baiduVerification: 'codeva-x" onload="x' }, "baiduVerification"],
      [{ baiduVerification: "a".repeat(65) }, "baiduVerification"],
      [{ icpNumber: "京ICP备".padEnd(61, "1") }, "icpNumber"],
      [{ icpNumber: "京ICP备1\n<script>" }, "icpNumber"],
      [{ psbNumber: "京公网安备 11010502012345号", psbCode: "" }, "psbCode"],
      [{ psbNumber: "京公网安备 11010502012345号", psbCode: "11010502099999" }, "psbCode"],
      [{ psbNumber: "京公网安备 11010502012345号", psbCode: "1101050201234x" }, "psbCode"],
      [{ defaultAreaCode: "+999" }, "defaultAreaCode"],
      [{ defaultAreaCode: "86" }, "defaultAreaCode"],
      [{ privacyPolicy: { zh: "", en: "Privacy" } }, "privacyPolicy"],
    ];
    for (const [change, field] of bad) {
      const { res, body } = await save({ ...input, ...change }, rowVersion);
      expect([res.status, body.code, body.data.field], JSON.stringify(change)).toEqual([400, 20001, field]);
      expect(body.msg).toContain(field);
    }
    expect(await siteFrom(undefined, "en")).toEqual(before);
    expect((await adminSettings()).rowVersion).toBe(rowVersion);
  });

  it("shows the saved filing numbers and Baidu value in both languages; the policy's version moves only with its text", async () => {
    const { input, rowVersion, got } = await adminSettings();
    await env.DB.prepare("UPDATE site_settings SET privacy_version = '2020-01-01'").run();
    const filing = {
      icpNumber: "京ICP备12345678号-1",
      psbNumber: "京公网安备 11010502012345号",
      psbCode: "11010502012345",
      baiduVerification: "codeva-AbC_123",
    };
    expect((await save({ ...input, ...filing }, rowVersion)).res.status).toBe(200);
    for (const lang of ["zh", "en"]) expect(await siteFrom(undefined, lang)).toMatchObject({ ...filing, privacyVersion: "2020-01-01" });
    const policy = { zh: `${(got.privacyPolicy as { zh: string }).zh}\n\n新增一段。`, en: (got.privacyPolicy as { en: string }).en };
    expect((await save({ ...input, ...filing, privacyPolicy: policy }, rowVersion + 1)).res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await siteFrom(undefined, "en")).privacyVersion).toBe(today);
    expect((await adminSettings()).got.privacyVersion).toBe(today);
    // Put back what the other tests expect.
    expect((await save({ ...input }, rowVersion + 2)).res.status).toBe(200);
  });

  it("serves the policy as sanitised HTML with the brand and contact email from the settings, in each language", async () => {
    const { input, rowVersion } = await adminSettings();
    const privacyPolicy = {
      zh: "# 隐私政策\n\n{{brandName}} 联系 {{email}}<script>alert(1)</script>",
      en: "# Privacy policy\n\nWrite to {{email}} at {{brandName}}.<img src=x onerror=alert(1)>",
    };
    expect((await save({ ...input, privacyPolicy }, rowVersion)).res.status).toBe(200);
    const zh = (await getJson<{ content: string; version: string }>("/api/site/privacy?language=zh")).body.data!;
    expect(zh.content).toContain("<h1");
    expect(zh.content).toContain('路软科技 联系 <a href="mailto:sales@example.com">sales@example.com</a>');
    expect(zh.content).not.toContain("<script");
    expect(zh.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const en = (await getJson<{ content: string }>("/api/site/privacy?language=en")).body.data!;
    expect(en.content).toContain("at RoadSoft.");
    expect(en.content).not.toMatch(/onerror/);
    expect((await save({ ...input }, rowVersion + 1)).res.status).toBe(200);
  });

  it("puts the Baidu verification meta in the head of served pages only when it is set", async () => {
    const page = async () => (await callWithEnv("/about", {}, { ASSETS })).text();
    expect(await page()).not.toContain("baidu-site-verification");
    const { input, rowVersion } = await adminSettings();
    expect((await save({ ...input, baiduVerification: "codeva-Xy_9" }, rowVersion)).res.status).toBe(200);
    expect(await page()).toMatch(/<head>[\s\S]*<meta name="baidu-site-verification" content="codeva-Xy_9"\s*\/?>[\s\S]*<\/head>/);
    expect((await save({ ...input }, rowVersion + 1)).res.status).toBe(200);
    expect(await page()).not.toContain("baidu-site-verification");
  });
});

describe("the contact form's default area code", () => {
  it("follows the visitor's country when the edge knows it, else the site setting", async () => {
    expect(await siteFrom("CN")).toMatchObject({ defaultAreaCode: "+86", visitorCountry: "CN" });
    expect(await siteFrom("CA", "en")).toMatchObject({ defaultAreaCode: "+1", visitorCountry: "CA" });
    expect(await siteFrom("GB")).toMatchObject({ defaultAreaCode: "+44", visitorCountry: "GB" });
    // Tor exits and unknown places (T1, XX) have no code: the setting decides.
    for (const country of [undefined, "T1", "XX"]) expect(await siteFrom(country)).toMatchObject({ defaultAreaCode: "+65", visitorCountry: "" });
    const { input, rowVersion } = await adminSettings();
    expect((await save({ ...input, defaultAreaCode: "+86" }, rowVersion)).res.status).toBe(200);
    expect(await siteFrom(undefined, "en")).toMatchObject({ defaultAreaCode: "+86", visitorCountry: "" });
    expect(await siteFrom("SG", "en")).toMatchObject({ defaultAreaCode: "+65", visitorCountry: "SG" });
    expect((await save({ ...input }, rowVersion + 1)).res.status).toBe(200);
  });

  it("locally takes the country from X-Local-Country, not workerd's sample cf data; the header means nothing at the edge", async () => {
    const local = { ENVIRONMENT: "local" };
    expect(await siteFrom("US", "zh", local)).toMatchObject({ defaultAreaCode: "+65", visitorCountry: "" });
    expect(await siteFrom("US", "zh", local, { "X-Local-Country": "cn" })).toMatchObject({ defaultAreaCode: "+86", visitorCountry: "CN" });
    expect(await siteFrom("SG", "zh", {}, { "X-Local-Country": "CN" })).toMatchObject({ defaultAreaCode: "+65", visitorCountry: "SG" });
  });

  it("never answers one country's code to another from the read cache", async () => {
    const cached = { API_CACHE_SECONDS: "30" };
    expect((await siteFrom("CN", "zh", cached)).defaultAreaCode).toBe("+86");
    expect((await siteFrom(undefined, "zh", cached)).defaultAreaCode).toBe("+65");
    expect((await siteFrom("MY", "zh", cached)).defaultAreaCode).toBe("+60");
    expect((await siteFrom("CN", "zh", cached)).defaultAreaCode).toBe("+86");
  });

  it("serves the page with the form preset to the visitor's code, each country its own render", async () => {
    const selected = async (country?: string) => {
      const html = await (await callWithEnv("/about", country ? ({ cf: { country } } as RequestInit) : {}, { ASSETS, ...EDGE })).text();
      return /<option value="([A-Z]{2})" selected="">/.exec(html)?.[1];
    };
    expect(await selected("CN")).toBe("CN");
    expect(await selected()).toBe("SG");
    expect(await selected("MY")).toBe("MY");
    expect(await selected("CN")).toBe("CN");
  });
});
