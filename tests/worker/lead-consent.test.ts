import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_VERSION } from "../../common/privacy.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import type { AdminLeadDetail } from "../../worker/schemas/admin-api.ts";
import { call, countRows, lead, postJson, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const row = (id: number) =>
  env.DB.prepare("SELECT created_at, consent_at, privacy_version FROM consultations WHERE id = ?1")
    .bind(id)
    .first<{ created_at: string; consent_at: string | null; privacy_version: string | null }>();
const adminLead = async (id: number) => ((await (await call(`/api/admin/consultations/${id}`, { headers: AUTH })).json()) as Envelope<AdminLeadDetail>).data!;
const withoutConsent = () => {
  const { consent: _c, privacyVersion: _v, ...rest } = lead();
  return rest;
};
const LEGACY = { name: "Zhang San", phone: "13800138000", email: "zhang@example.cn", requirement: "A quote, please." };

describe("consent on POST /api/consultations (current shape)", () => {
  it.each([
    ["without consent", withoutConsent()],
    ["with consent false", { ...lead(), consent: false }],
    ['with consent as the string "true"', { ...lead(), consent: "true" }],
  ])("answers 400, code 20001, and stores nothing %s", async (_, body) => {
    const before = await countRows("consultations");
    for (const [language, text] of [
      ["zh", "请阅读并勾选同意隐私政策（consent）"],
      ["en", "Please read and agree to the privacy policy (consent)."],
    ]) {
      const { res, body: answer } = await postJson("/api/consultations", body, { "Accept-Language": language });
      expect(res.status).toBe(400);
      expect(answer).toEqual({ code: 20001, success: false, msg: text });
    }
    expect(await countRows("consultations")).toBe(before);
  });

  it.each([
    ["missing", { privacyVersion: undefined }],
    ["blank", { privacyVersion: "  " }],
    ["longer than 32 characters", { privacyVersion: "v".repeat(33) }],
    ["not a version name", { privacyVersion: "<script>" }],
  ])("answers 400 naming privacyVersion when it is %s, and stores nothing", async (_, overrides) => {
    const before = await countRows("consultations");
    const { res, body } = await postJson("/api/consultations", lead(overrides), { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    expect(body.code).toBe(20001);
    expect(body.msg).toContain("privacyVersion");
    expect(await countRows("consultations")).toBe(before);
  });

  it("records the consent time on the server's clock and the privacy text's version; the admin shows both", async () => {
    const sent = Date.now();
    const { res, body } = await postJson("/api/consultations", lead({ privacyVersion: "2026-11-26", consentAt: "1999-01-01T00:00:00.000Z" }));
    expect(res.status).toBe(200);
    const stored = (await row(body.data!.id))!;
    expect(stored.consent_at, "the lead's own time, not the client's").toBe(stored.created_at);
    expect(Math.abs(Date.parse(stored.consent_at!) - sent)).toBeLessThan(60_000);
    expect(stored.privacy_version).toBe("2026-11-26");
    expect(await adminLead(body.data!.id)).toMatchObject({ consentAt: stored.created_at, privacyVersion: "2026-11-26" });
  });
});

describe("consent not recorded", () => {
  it("accepts the older shape and records it as consent not recorded", async () => {
    const { res, body } = await postJson("/api/consultations", LEGACY);
    expect(res.status).toBe(200);
    expect(await row(body.data!.id)).toMatchObject({ consent_at: null, privacy_version: null });
    expect(await adminLead(body.data!.id)).toMatchObject({ consentAt: null, privacyVersion: null, formShape: "legacy" });
  });

  it("accepts the current shape without consent under /open-api, recorded as not recorded", async () => {
    const { res, body } = await postJson("/open-api/consultations", withoutConsent());
    expect(res.status).toBe(200);
    expect(await row(body.data!.id)).toMatchObject({ consent_at: null, privacy_version: null });
    const older = await postJson("/open-api/consultations", LEGACY);
    expect(older.res.status).toBe(200);
    expect(await row(older.body.data!.id)).toMatchObject({ consent_at: null, privacy_version: null });
  });

  it("exports the consent time, or not recorded, in the CSV in the request's language", async () => {
    const given = await postJson("/api/consultations", lead({ email: "csv.consent@example.cn", privacyVersion: PRIVACY_VERSION }));
    const older = await postJson("/api/consultations", { ...LEGACY, email: "csv.legacy@example.cn" });
    for (const [language, notRecorded] of [
      ["zh", "未记录"],
      ["en", "not recorded"],
    ]) {
      const csv = await (await call("/api/admin/consultations?format=csv", { headers: { ...AUTH, "Accept-Language": language } })).text();
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .map((l) => l.split(","));
      // The consent columns come last: counted from the end, a comma in an earlier quoted cell moves nothing.
      const [header] = lines;
      expect(header!.slice(-2)).toEqual(["consentAt", "privacyVersion"]);
      const cell = (id: number, column: string) => lines.find((l) => l[0] === String(id))!.at(header!.indexOf(column) - header!.length);
      const createdAt = (await row(given.body.data!.id))!.created_at;
      expect(cell(given.body.data!.id, "consentAt")).toBe(createdAt);
      expect(cell(given.body.data!.id, "privacyVersion")).toBe(PRIVACY_VERSION);
      expect(cell(older.body.data!.id, "consentAt")).toBe(notRecorded);
      expect(cell(older.body.data!.id, "privacyVersion")).toBe("");
    }
  });
});
