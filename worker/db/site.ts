/** site_settings: one row of brand and contact facts per language, and the privacy policy. */
import { fillPolicy } from "../../common/privacy-policy.ts";
import type { Db } from "./db.ts";
import { parseJson } from "../lib/json-column.ts";
import { mediaColumns, mediaRef } from "./images.ts";
import type { Lang } from "../schemas/common.ts";
import type { PrivacyPolicy, SiteSettings } from "../schemas/responses.ts";

interface SiteRow {
  brand_name: string;
  hotline: string;
  contact_person: string;
  phone: string;
  whatsapp: string;
  email: string;
  saas_url: string;
  qr_path: string;
  facts_json: string;
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
}

function toFacts(json: string): SiteSettings["facts"] {
  const raw = parseJson<unknown>(json, []);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((f): f is { key?: unknown; value: unknown; label: unknown } => typeof f === "object" && f !== null)
    .map((f) => ({ ...(typeof f.key === "string" ? { key: f.key } : {}), value: String(f.value ?? ""), label: String(f.label ?? "") }));
}

/** The certifications' names, blanks left out. */
function toNames(json: string): string[] {
  const raw = parseJson<unknown>(json, []);
  return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === "string" && n.trim() !== "") : [];
}

/** The stored settings; the route adds the visitor's country. */
type StoredSite = Omit<SiteSettings, "visitorCountry">;

function toSite(r: SiteRow): StoredSite {
  return {
    brandName: r.brand_name,
    hotline: r.hotline,
    contactPerson: r.contact_person,
    phone: r.phone,
    whatsapp: r.whatsapp,
    email: r.email,
    saasUrl: r.saas_url,
    qrPath: r.qr_path,
    facts: toFacts(r.facts_json),
    privacyVersion: r.privacy_version,
    icpNumber: r.icp_number,
    psbNumber: r.psb_number,
    psbCode: r.psb_code,
    baiduVerification: r.baidu_verification,
    defaultAreaCode: r.default_area_code,
    legalName: r.legal_name,
    address: r.address,
    licenceNumber: r.licence_number,
    certifications: toNames(r.certifications_json),
    ...qrPicture(r),
  };
}

/**
 * The QR picture as the footer shows it: `qr` (size and variants) only for an uploaded raster picture
 * with variants (decision 0041); an SVG or a picture without any adds nothing, so the answer stays the
 * build's copy and pages carry no settings for it.
 */
function qrPicture(r: SiteRow): Pick<StoredSite, "qr"> {
  const ref = mediaRef(r.qr_path, r, "qr");
  return ref.variants && ref.width && ref.height ? { qr: ref } : {};
}

/** Site settings in `lang`, or null when none are stored. */
export async function getSiteSettings(db: Db, lang: Lang): Promise<StoredSite | null> {
  const row = await db
    .prepare(
      `SELECT brand_name, hotline, contact_person, phone, whatsapp, email, saas_url, qr_path, facts_json, privacy_version,
         icp_number, psb_number, psb_code, baidu_verification, default_area_code,
         legal_name, address, licence_number, certifications_json, ${mediaColumns("qr_path", "qr")}
       FROM site_settings WHERE language = ?1`,
    )
    .bind(lang)
    .first<SiteRow>();
  return row ? toSite(row) : null;
}

/** The privacy policy in `lang` (sanitised HTML, placeholders filled), or null when none is stored. */
export async function getPrivacyPolicy(db: Db, lang: Lang): Promise<PrivacyPolicy | null> {
  const row = await db
    .prepare(`SELECT privacy_html, privacy_version, brand_name, email FROM site_settings WHERE language = ?1 AND privacy_html != ''`)
    .bind(lang)
    .first<{ privacy_html: string; privacy_version: string; brand_name: string; email: string }>();
  return row ? { content: fillPolicy(row.privacy_html, { brandName: row.brand_name, email: row.email }), version: row.privacy_version } : null;
}
