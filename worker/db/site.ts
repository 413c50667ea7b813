/** site_settings: one row of brand and contact facts per language. */
import type { Db } from "./db.ts";
import { parseJson } from "../lib/json-column.ts";
import type { Lang } from "../schemas/common.ts";
import type { SiteSettings } from "../schemas/responses.ts";

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
}

function toFacts(json: string): SiteSettings["facts"] {
  const raw = parseJson<unknown>(json, []);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((f): f is { key?: unknown; value: unknown; label: unknown } => typeof f === "object" && f !== null)
    .map((f) => ({ ...(typeof f.key === "string" ? { key: f.key } : {}), value: String(f.value ?? ""), label: String(f.label ?? "") }));
}

function toSite(r: SiteRow): SiteSettings {
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
  };
}

/** Site settings in `lang`, or null when none are stored. */
export async function getSiteSettings(db: Db, lang: Lang): Promise<SiteSettings | null> {
  const row = await db
    .prepare(
      `SELECT brand_name, hotline, contact_person, phone, whatsapp, email, saas_url, qr_path, facts_json
       FROM site_settings WHERE language = ?1`,
    )
    .bind(lang)
    .first<SiteRow>();
  return row ? toSite(row) : null;
}
