/** consultations: the leads. Written once, read by ops; never deleted by the application. */
import type { Visitor } from "../lib/visitor.ts";
import type { Lang } from "../schemas/common.ts";
import type { LeadInput } from "../schemas/consultation.ts";

export interface NewLead extends LeadInput {
  language: Lang;
  idempotencyKey: string | undefined;
  visitor: Visitor;
}

/**
 * Stores a lead and returns its id. With an idempotency key, the UNIQUE column plus
 * `ON CONFLICT DO NOTHING RETURNING` makes concurrent repeats race-safe: exactly one insert wins,
 * every other request reads the winner's id.
 */
export async function insertLead(db: D1Database, lead: NewLead): Promise<number> {
  const utm = lead.utm ?? {};
  const inserted = await db
    .prepare(
      `INSERT INTO consultations (product_id, product_name, customer_name, ac, phone, email, guestbook,
         form_shape, language, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
         user_agent, country, ip_hash, idempotency_key)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      lead.productId ?? null,
      lead.productName ?? null,
      lead.customerName,
      lead.ac ?? null,
      lead.phone,
      lead.email,
      lead.guestbook ?? null,
      lead.formShape,
      lead.language,
      lead.page ?? null,
      lead.referrer ?? null,
      utm.source ?? null,
      utm.medium ?? null,
      utm.campaign ?? null,
      utm.term ?? null,
      utm.content ?? null,
      lead.visitor.userAgent,
      lead.visitor.country,
      lead.visitor.ipHash,
      lead.idempotencyKey ?? null,
    )
    .first<{ id: number }>();
  if (inserted) return inserted.id;
  const first = await db
    .prepare(`SELECT id FROM consultations WHERE idempotency_key = ?1`)
    .bind(lead.idempotencyKey ?? null)
    .first<{ id: number }>();
  if (!first) throw new Error("lead insert returned no row and no earlier row holds the key");
  return first.id;
}

interface LeadRow {
  id: number;
  created_at: string;
  customer_name: string;
  email: string;
  ac: string | null;
  phone: string;
  product_id: string | null;
  product_name: string | null;
  guestbook: string | null;
  form_shape: string;
  language: string;
  page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  country: string | null;
  user_agent: string | null;
}

/** A lead as ops sees it (the IP hash stays in the database). */
export interface LeadRecord {
  id: number;
  createdAt: string;
  customerName: string;
  email: string;
  ac: string | null;
  phone: string;
  productId: string | null;
  productName: string | null;
  guestbook: string | null;
  formShape: string;
  language: string;
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  country: string | null;
  userAgent: string | null;
}

function toRecord(r: LeadRow): LeadRecord {
  return {
    id: r.id,
    createdAt: r.created_at,
    customerName: r.customer_name,
    email: r.email,
    ac: r.ac,
    phone: r.phone,
    productId: r.product_id,
    productName: r.product_name,
    guestbook: r.guestbook,
    formShape: r.form_shape,
    language: r.language,
    page: r.page,
    referrer: r.referrer,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    utmTerm: r.utm_term,
    utmContent: r.utm_content,
    country: r.country,
    userAgent: r.user_agent,
  };
}

/** Leads created in [since, until), newest first; null bounds are open. */
export async function listLeads(db: D1Database, since: string | null, until: string | null): Promise<LeadRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, customer_name, email, ac, phone, product_id, product_name, guestbook, form_shape,
              language, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, country, user_agent
       FROM consultations
       WHERE (?1 IS NULL OR created_at >= ?1) AND (?2 IS NULL OR created_at < ?2)
       ORDER BY created_at DESC, id DESC`,
    )
    .bind(since, until)
    .all<LeadRow>();
  return results.map(toRecord);
}
