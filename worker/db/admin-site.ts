/**
 * The site settings as one admin record: the zh and en rows side by side. The zh row carries the
 * record's version; a save updates both rows in one batch, guarded like content (changes() chain).
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { renderMarkdown } from "../../common/markdown.ts";
import { parseJson } from "../lib/json-column.ts";
import type { AdminSiteSettings, Bilingual, SiteSettingsInput, StaleInfo } from "../schemas/admin-api.ts";
import type { SaveOutcome } from "./admin-content.ts";
import { revisionStatements, snapshotOf } from "./revisions.ts";

interface Row {
  language: "zh" | "en";
  brand_name: string;
  hotline: string;
  contact_person: string;
  phone: string;
  whatsapp: string;
  email: string;
  saas_url: string;
  qr_path: string;
  facts_json: string;
  privacy_md: string;
  privacy_version: string;
  icp_number: string;
  psb_number: string;
  psb_code: string;
  baidu_verification: string;
  default_area_code: string;
  legal_name: string;
  address: string;
  licence_number: string;
  certifications_json: string;
  row_version: number;
  updated_at: string;
  updated_by: string | null;
}

interface StoredFact {
  key?: string;
  value?: string;
  label?: string;
}

const FIELDS = {
  brandName: "brand_name",
  hotline: "hotline",
  contactPerson: "contact_person",
  phone: "phone",
  whatsapp: "whatsapp",
  email: "email",
  saasUrl: "saas_url",
  legalName: "legal_name",
  address: "address",
} as const;

/** One value for both languages, kept on both rows (the public read takes its language's row). */
const SHARED = ["qr_path", "icp_number", "psb_number", "psb_code", "baidu_verification", "default_area_code", "licence_number"] as const;

/** A stored list of certification names (one language), [] for anything else. */
function names(json: string): string[] {
  const raw = parseJson<unknown>(json, []);
  return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === "string") : [];
}

/** The record, or null before the settings were ever seeded. */
export async function getAdminSite(db: Db): Promise<AdminSiteSettings | null> {
  const { results } = await db.prepare(`SELECT * FROM site_settings WHERE language IN ('zh', 'en')`).all<Row>();
  const zh = results.find((r) => r.language === "zh");
  const en = results.find((r) => r.language === "en");
  if (!zh || !en) return null;
  const pair = (col: keyof Row): Bilingual => ({ zh: String(zh[col] ?? ""), en: String(en[col] ?? "") });
  const zhFacts = parseJson<StoredFact[]>(zh.facts_json, []);
  const enFacts = parseJson<StoredFact[]>(en.facts_json, []);
  // Figures pair up by key, else by position.
  const facts = zhFacts.map((z, i) => {
    const e = (z.key ? enFacts.find((f) => f.key === z.key) : undefined) ?? enFacts[i] ?? {};
    return {
      ...(z.key ? { key: z.key } : {}),
      value: { zh: String(z.value ?? ""), en: String(e.value ?? "") },
      label: { zh: String(z.label ?? ""), en: String(e.label ?? "") },
    };
  });
  return {
    brandName: pair("brand_name"),
    hotline: pair("hotline"),
    contactPerson: pair("contact_person"),
    phone: pair("phone"),
    whatsapp: pair("whatsapp"),
    email: pair("email"),
    saasUrl: pair("saas_url"),
    qrPath: zh.qr_path,
    facts,
    privacyPolicy: pair("privacy_md"),
    privacyVersion: zh.privacy_version,
    icpNumber: zh.icp_number,
    psbNumber: zh.psb_number,
    psbCode: zh.psb_code,
    baiduVerification: zh.baidu_verification,
    defaultAreaCode: zh.default_area_code,
    legalName: pair("legal_name"),
    address: pair("address"),
    licenceNumber: zh.licence_number,
    // Paired by position; a name missing in one language stays empty there.
    certifications: ((zhNames, enNames) =>
      Array.from({ length: Math.max(zhNames.length, enNames.length) }, (_, i) => ({ zh: zhNames[i] ?? "", en: enNames[i] ?? "" })))(
      names(zh.certifications_json),
      names(en.certifications_json),
    ),
    rowVersion: zh.row_version,
    updatedAt: zh.updated_at,
    updatedBy: zh.updated_by,
  };
}

/**
 * Saves both languages over version `expected` of the zh row, with the record's revision and audit entry
 * in the same batch (db/revisions.ts); `restoredFrom` is the version a restore brings back.
 */
export async function saveAdminSite(db: Db, request: SiteSettingsInput, expected: number, actor: Actor, restoredFrom?: number): Promise<SaveOutcome> {
  const before = await getAdminSite(db);
  if (!before) return { kind: "missing" };
  // A request without the company's legal details (an older client) keeps the stored ones.
  const input = {
    ...request,
    legalName: request.legalName ?? before.legalName,
    address: request.address ?? before.address,
    licenceNumber: request.licenceNumber ?? before.licenceNumber,
    certifications: request.certifications ?? before.certifications,
  };
  const statements = (["zh", "en"] as const).map((lang) => {
    const facts = input.facts.map((f) => ({ ...(f.key ? { key: f.key } : {}), value: f.value[lang], label: f.label[lang] }));
    const shared = [input.qrPath, input.icpNumber, input.psbNumber, input.psbCode, input.baiduVerification, input.defaultAreaCode, input.licenceNumber];
    const policy = input.privacyPolicy[lang];
    const values: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(FIELDS).map(([k, c]) => [c, input[k as keyof typeof FIELDS][lang]])),
      ...Object.fromEntries(SHARED.map((c, i) => [c, shared[i]])),
      facts_json: JSON.stringify(facts),
      // Both languages keep the list's length, so the pairs stay paired; blank names are dropped in public reads.
      certifications_json: JSON.stringify(input.certifications.map((c) => c[lang])),
      privacy_md: policy,
      privacy_html: renderMarkdown(policy),
    };
    const cols = Object.keys(values);
    const at = (n: number) => `?${cols.length + n}`;
    // The policy's version is the day its text last changed, in either language. The zh row goes first
    // and compares both; the en row takes the zh row's (already updated, same batch).
    const version =
      lang === "zh"
        ? `CASE WHEN privacy_md IS NOT ${at(4)} OR (SELECT privacy_md FROM site_settings WHERE language = 'en') IS NOT ${at(5)}
           THEN strftime('%Y-%m-%d', 'now') ELSE privacy_version END`
        : `(SELECT privacy_version FROM site_settings WHERE language = 'zh')`;
    const guard = lang === "zh" ? `row_version = ${at(3)}` : `changes() = 1 AND ${at(3)} IS NOT NULL`;
    return db
      .prepare(
        `UPDATE site_settings SET ${cols.map((c, i) => `${c} = ?${i + 1}`).join(", ")}, privacy_version = ${version},
           row_version = row_version + 1, updated_by = ${at(1)}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE language = ${at(2)} AND ${guard}`,
      )
      .bind(...Object.values(values), actor.name, lang, expected, ...(lang === "zh" ? [input.privacyPolicy.zh, input.privacyPolicy.en] : []));
  });
  const revision = revisionStatements(db, {
    resource: "site-settings",
    itemId: 1,
    rowVersion: expected + 1,
    actor,
    prev: snapshotOf(before as unknown as Record<string, unknown>),
    next: { ...(input as Record<string, unknown>) },
    restoredFrom,
    action: restoredFrom === undefined ? "update" : "restore",
  });
  const results = await db.batch([...statements, ...revision.statements]);
  // D1's meta.changes also counts rows changed by triggers (the content-version bump, 0022): any
  // change means the guarded UPDATE matched; a stale version changes nothing at all.
  if (results[0]!.meta.changes > 0) return { kind: "saved", version: expected + 1 };
  const now = await db
    .prepare(`SELECT row_version AS version, updated_at AS updatedAt, updated_by AS updatedBy FROM site_settings WHERE language = 'zh'`)
    .first<StaleInfo>();
  return now ? { kind: "stale", info: now } : { kind: "missing" };
}
