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
 * every other request reads the winner's id. The lead's notification deliveries (one `pending` row
 * per channel in `channels`) go in the same D1 batch, i.e. the same transaction: they exist exactly
 * when the lead was newly stored (an idempotent repeat inserts nothing, so `changes()` is 0).
 */
export async function insertLead(db: D1Database, lead: NewLead, channels: readonly string[] = []): Promise<{ id: number; created: boolean }> {
  const utm = lead.utm ?? {};
  const insert = db
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
    );
  const statements = channels.length > 0 ? [insert, insertDeliveriesForLastLead(db, channels)] : [insert];
  const [inserted] = await db.batch<{ id: number }>(statements);
  const row = inserted!.results[0];
  if (row) return { id: row.id, created: true };
  const first = await db
    .prepare(`SELECT id FROM consultations WHERE idempotency_key = ?1`)
    .bind(lead.idempotencyKey ?? null)
    .first<{ id: number }>();
  if (!first) throw new Error("lead insert returned no row and no earlier row holds the key");
  return { id: first.id, created: false };
}

/**
 * Delivery rows for the lead the previous statement of the batch inserted, or none when it inserted
 * nothing. The CTE is materialised before the first delivery row is written, so the values read
 * there are the lead insert's (lead_deliveries is WITHOUT ROWID and would not move them anyway).
 */
function insertDeliveriesForLastLead(db: D1Database, channels: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `WITH lead AS MATERIALIZED (SELECT last_insert_rowid() AS id WHERE changes() = 1)
       INSERT INTO lead_deliveries (lead_id, channel, delivery_id)
       SELECT lead.id, ch.value, lower(hex(randomblob(16))) FROM lead, json_each(?1) AS ch`,
    )
    .bind(JSON.stringify(channels));
}

/** One lead by id, as ops sees it (zero or one row; map it with leadFromRow), for a batch. */
export function leadStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare(`SELECT ${LEAD_COLUMNS} FROM consultations WHERE id = ?1`).bind(id);
}

export const leadFromRow = (row: unknown): LeadRecord => toRecord(row as LeadRow);

const LEAD_COLUMNS = `id, created_at, customer_name, email, ac, phone, product_id, product_name, guestbook, form_shape,
  language, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, country, user_agent`;

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
      `SELECT ${LEAD_COLUMNS}
       FROM consultations
       WHERE (?1 IS NULL OR created_at >= ?1) AND (?2 IS NULL OR created_at < ?2)
       ORDER BY created_at DESC, id DESC`,
    )
    .bind(since, until)
    .all<LeadRow>();
  return results.map(toRecord);
}
