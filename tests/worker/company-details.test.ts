// Issue 33, trust: the company's registered name, address, business licence number and certifications
// as site settings: validated on save, read by GET /api/site in each language, and on the served
// pages (the footer, the home page's Organization structured data) only when set.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ldJsonBlocks } from "../../common/structured-data/required-properties.ts";
import { seedContentFrom } from "../../seed/lib/content.ts";
import { seedStatements } from "../../seed/lib/statements.ts";
import siteSeed from "../../seed/content/site-settings.json";
import { call, callWithEnv, getJson, pageAssets, seedContent } from "./fixtures.ts";

const ASSETS = pageAssets();
const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
type Settings = { rowVersion: number } & Record<string, unknown>;

beforeAll(async () => {
  await seedContent();
  // The first page of an isolate imports the app's renderer; under test transforms that can pass the 1 s data budget.
  await callWithEnv("/pc_index", {}, { ASSETS });
}, 30_000);

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

const site = async (lang: string) => (await getJson<Record<string, unknown>>(`/api/site?language=${lang}`)).body.data!;
const page = async (path: string) => (await callWithEnv(path, {}, { ASSETS })).text();
const organizationOf = (html: string) => ldJsonBlocks(html).find((b) => b["@type"] === "Organization")!;

const COMPANY = {
  legalName: { zh: "路软数字科技（北京）有限公司", en: "RoadSoft Digital Technology (Beijing) Co., Ltd." },
  address: { zh: "北京市海淀区示例路 88 号", en: "88 Example Road, Haidian District, Beijing" },
  licenceNumber: "91110108ma7lq4k3xq",
  certifications: [
    { zh: "ISO 9001:2015 质量管理体系认证", en: "ISO 9001:2015 quality management system" },
    { zh: "国家高新技术企业", en: "National High-Tech Enterprise" },
  ],
};

describe("the company's legal details in the site settings", () => {
  it("are empty until set, and then nothing of them is on the pages", async () => {
    const { got } = await adminSettings();
    expect(got).toMatchObject({ legalName: { zh: "", en: "" }, address: { zh: "", en: "" }, licenceNumber: "", certifications: [] });
    expect(await site("zh")).toMatchObject({ legalName: "", address: "", licenceNumber: "", certifications: [] });
    const home = await page("/pc_index");
    const org = organizationOf(home);
    expect(org).not.toHaveProperty("legalName");
    expect(org).not.toHaveProperty("taxID");
    expect(org).not.toHaveProperty("hasCertification");
    expect(home).not.toContain("统一社会信用代码");
  });

  it("are read in each language once saved, the licence number in capitals, and shown in the footer and the Organization data", async () => {
    const { input, rowVersion } = await adminSettings();
    expect((await save({ ...input, ...COMPANY }, rowVersion)).res.status).toBe(200);
    expect(await site("zh")).toMatchObject({
      legalName: COMPANY.legalName.zh,
      address: COMPANY.address.zh,
      licenceNumber: "91110108MA7LQ4K3XQ",
      certifications: ["ISO 9001:2015 质量管理体系认证", "国家高新技术企业"],
    });
    expect(await site("en")).toMatchObject({
      legalName: COMPANY.legalName.en,
      licenceNumber: "91110108MA7LQ4K3XQ",
      certifications: ["ISO 9001:2015 quality management system", "National High-Tech Enterprise"],
    });

    const zh = await page("/pc_index");
    expect(organizationOf(zh)).toMatchObject({
      legalName: COMPANY.legalName.zh,
      address: { "@type": "PostalAddress", streetAddress: COMPANY.address.zh },
      taxID: "91110108MA7LQ4K3XQ",
      hasCertification: [
        { "@type": "Certification", name: "ISO 9001:2015 质量管理体系认证" },
        { "@type": "Certification", name: "国家高新技术企业" },
      ],
    });
    const footer = (html: string) => html.slice(html.indexOf("<footer"));
    expect(footer(zh)).toContain(`© ${new Date().getFullYear()} ${COMPANY.legalName.zh} 版权所有 · 统一社会信用代码 91110108MA7LQ4K3XQ`);
    const about = await page("/about?lang=en");
    // One full stop after "Co., Ltd.", not two.
    expect(footer(about)).toContain("RoadSoft Digital Technology (Beijing) Co., Ltd. All rights reserved. · Unified social credit code 91110108MA7LQ4K3XQ");
    expect(footer(about)).not.toContain("Ltd..");
    // The address and certifications are on /about, in its company details.
    expect(about).toMatch(/<dt>Registered address<\/dt><dd>88 Example Road, Haidian District, Beijing<\/dd>/);
    expect(about).toContain("<li>National High-Tech Enterprise</li>");
    expect((await save({ ...input }, rowVersion + 1)).res.status).toBe(200);
  });

  it("are kept when a save leaves them out (a client that does not know them loses nothing)", async () => {
    const { input, rowVersion } = await adminSettings();
    expect((await save({ ...input, ...COMPANY }, rowVersion)).res.status).toBe(200);
    const { legalName: _n, address: _a, licenceNumber: _l, certifications: _c, ...older } = input;
    expect((await save({ ...older, hotline: { zh: "400-111-2222", en: "400-111-2222" } }, rowVersion + 1)).res.status).toBe(200);
    expect(await site("en")).toMatchObject({
      hotline: "400-111-2222",
      legalName: COMPANY.legalName.en,
      certifications: ["ISO 9001:2015 quality management system", "National High-Tech Enterprise"],
    });
    expect((await save({ ...input }, rowVersion + 2)).res.status).toBe(200);
    expect(await site("en")).toMatchObject({ legalName: "", certifications: [] });
  });

  it("answers 400 naming the field for a wrong licence number or markup in a name, and stores nothing", async () => {
    const { input, rowVersion } = await adminSettings();
    const before = await site("zh");
    const bad: [Record<string, unknown>, string][] = [
      [{ licenceNumber: "91110108MA7LQ4K3XA" }, "licenceNumber"], // wrong check character
      [{ licenceNumber: "9111010" }, "licenceNumber"],
      [{ licenceNumber: "91110108MA7LQ4K3XQ1" }, "licenceNumber"],
      [{ legalName: { zh: "<script>x</script>", en: "" } }, "legalName.zh"],
      [{ address: { zh: "", en: "a".repeat(301) } }, "address.en"],
      [{ certifications: [{ zh: "ISO 9001", en: "ISO\n9001" }] }, "certifications.0.en"],
      [{ certifications: Array.from({ length: 21 }, () => ({ zh: "x", en: "x" })) }, "certifications"],
    ];
    for (const [change, field] of bad) {
      const { res, body } = await save({ ...input, ...change }, rowVersion);
      expect([res.status, body.code, body.data.field], JSON.stringify(change)).toEqual([400, 20001, field]);
    }
    expect(await site("zh")).toEqual(before);
    expect((await adminSettings()).rowVersion).toBe(rowVersion);
  });

  it("are filled from the seed once on a record staff never saved, and never over one they did", async () => {
    const content = seedContentFrom((name) => (name === "site-settings.json" ? siteSeed : name === "privacy-policy.json" ? { zh: "p", en: "p" } : []));
    const seedSite = content.site;
    const run = async () => {
      const statements = seedStatements(content, new Map()).slice(0, 6);
      await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
    };
    await env.DB.prepare("UPDATE site_settings SET updated_by = NULL, legal_name = '', address = '', licence_number = '', certifications_json = '[]'").run();
    await run();
    expect(await site("zh")).toMatchObject({
      legalName: seedSite.zh.legalName,
      licenceNumber: seedSite.zh.licenceNumber,
      certifications: seedSite.zh.certifications,
    });
    expect(await site("en")).toMatchObject({ legalName: seedSite.en.legalName, address: seedSite.en.address });

    const { input, rowVersion } = await adminSettings();
    expect(
      (await save({ ...input, legalName: { zh: "", en: "" }, address: { zh: "", en: "" }, licenceNumber: "", certifications: [] }, rowVersion)).res.status,
    ).toBe(200);
    await run();
    expect(await site("zh")).toMatchObject({ legalName: "", licenceNumber: "", certifications: [] });
  });
});
