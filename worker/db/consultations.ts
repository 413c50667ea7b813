/** consultations: the leads. Written once, read by ops; deleted only by an erasure (ops, or the retention period). */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { searchNeedle } from "./search-needle.ts";
import type { Visitor } from "../lib/visitor.ts";
import type { AdminLead, EarlierLead, LeadStatus } from "../schemas/admin-api.ts";
import type { Lang } from "../schemas/common.ts";
import type { LeadInput } from "../schemas/consultation.ts";

/** Hours an idempotency key is remembered (CONTRACT: at least 24). */
export const IDEMPOTENCY_HOURS = 24;

/** Days a lead looks back for an earlier one with its e-mail or phone (a "returning" lead). */
export const RETURNING_DAYS = 90;

/** An Idempotency-Key as stored: scoped to the client, with the hash of the body it first came with. */
export interface IdempotencyClaim {
  /** "<client ip hash>:<key>": the same key from another client is a new request. */
  scopedKey: string;
  bodyHash: string;
}

export interface NewLead extends LeadInput {
  language: Lang;
  idempotency: IdempotencyClaim | undefined;
  visitor: Visitor;
  /** The bot check was on but siteverify could not be reached. */
  unverified: boolean;
}

/** Stored: the id. Replayed: a repeat of an earlier request. Conflict: same key, other body (nothing stored). */
export type LeadOutcome = { kind: "stored" | "replayed"; id: number } | { kind: "conflict" };

/**
 * The database's clock as created_at's default writes it: a lead's consent time is the moment it was
 * stored (SQLite's 'now' is the same for the whole statement), never a time the client sent.
 */
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

const cutoff = () => new Date(Date.now() - IDEMPOTENCY_HOURS * 3600_000).toISOString();

/** The earlier lead of an idempotency key that has not expired, if any. */
export async function findIdempotent(db: Db, claim: IdempotencyClaim): Promise<LeadOutcome | null> {
  const row = await db
    .prepare(`SELECT id, idempotency_body FROM consultations WHERE idempotency_key = ?1 AND created_at >= ?2`)
    .bind(claim.scopedKey, cutoff())
    .first<{ id: number; idempotency_body: string | null }>();
  if (!row) return null;
  return row.idempotency_body === claim.bodyHash ? { kind: "replayed", id: row.id } : { kind: "conflict" };
}

/**
/**
 * Stores a lead. With an idempotency key, the UNIQUE column plus `ON CONFLICT DO NOTHING RETURNING`
 * makes concurrent repeats race-safe: exactly one insert wins, every other request reads the
 * winner's row. The same batch (one transaction) first frees the key of a lead older than
 * IDEMPOTENCY_HOURS, so an expired key stores a new lead, and last writes the lead's notification
 * deliveries (one `pending` row per channel in `channels`): they exist exactly when the lead was
 * newly stored (a repeat inserts nothing, so `changes()` is 0).
 */
export async function insertLead(db: Db, lead: NewLead, channels: readonly string[] = []): Promise<LeadOutcome> {
  const utm = lead.utm ?? {};
  const key = lead.idempotency?.scopedKey ?? null;
  const statements = [
    db.prepare(`UPDATE consultations SET idempotency_key = NULL, idempotency_body = NULL WHERE idempotency_key = ?1 AND created_at < ?2`).bind(key, cutoff()),
    db
      .prepare(
        `INSERT INTO consultations (product_id, product_name, customer_name, ac, phone, email, guestbook,
           form_shape, language, page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
           user_agent, country, ip_hash, idempotency_key, idempotency_body, unverified, privacy_version, consent_at,
           company, landing_page)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23,
           CASE WHEN ?23 IS NOT NULL THEN ${NOW} END, ?24, ?25)
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
        key,
        lead.idempotency?.bodyHash ?? null,
        lead.unverified ? 1 : 0,
        lead.privacyVersion ?? null,
        lead.company ?? null,
        lead.landingPage ?? null,
      ),
  ];
  if (channels.length > 0) statements.push(insertDeliveriesForLastLead(db, channels));
  // The previous statement changed one row (the lead) or one per channel (its deliveries) exactly when
  // the lead was newly stored.
  statements.push(insertLinksForLastLead(db, channels.length || 1));
  const [, insertedResult] = await db.batch(statements);
  const inserted = insertedResult!.results[0] as { id: number } | undefined;
  if (inserted) return { kind: "stored", id: inserted.id };
  const earlier = lead.idempotency ? await findIdempotent(db, lead.idempotency) : null;
  if (!earlier) throw new Error("lead insert returned no row and no earlier row holds the key");
  return earlier;
}

/**
 * Delivery rows for the lead the previous statement of the batch inserted, or none when it inserted
 * nothing. The CTE is materialised before the first delivery row is written, so the values read
 * there are the lead insert's (lead_deliveries is WITHOUT ROWID and would not move them anyway).
 */
function insertDeliveriesForLastLead(db: Db, channels: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `WITH lead AS MATERIALIZED (SELECT last_insert_rowid() AS id WHERE changes() = 1)
       INSERT INTO lead_deliveries (lead_id, channel, delivery_id)
       SELECT lead.id, ch.value, lower(hex(randomblob(16))) FROM lead, json_each(?1) AS ch`,
    )
    .bind(JSON.stringify(channels));
}

/**
 * Earlier leads a new lead links to, per match key: the most recent LINKS_PER_KEY by e-mail and the
 * most recent LINKS_PER_KEY by phone (at most 2 x LINKS_PER_KEY rows per lead, however often the
 * person or a bot wrote before). The rest are listed on demand (earlierLeadsPage).
 */
export const LINKS_PER_KEY = 3;

/**
 * Links the lead the batch just stored to the most recent LINKS_PER_KEY leads of the last
 * RETURNING_DAYS with its e-mail key and the most recent LINKS_PER_KEY with its phone key (generated
 * columns, each indexed with created_at: each side reads at most a few index entries from the newest
 * end, whatever the table's size), or does nothing when the batch stored no lead (`changes()` after
 * the previous statement is not `expectedChanges`).
 */
function insertLinksForLastLead(db: Db, expectedChanges: number): D1PreparedStatement {
  const recent = (key: "email_key" | "phone_key") =>
    `SELECT lead.id AS lead_id, c.id AS earlier_id FROM lead CROSS JOIN consultations c
       WHERE c.${key} = lead.${key} AND c.created_at >= ?2 AND c.id < lead.id
       ORDER BY c.created_at DESC, c.id DESC LIMIT ?3`;
  return db
    .prepare(
      `WITH lead AS MATERIALIZED (
         SELECT id, email_key, phone_key FROM consultations WHERE id = last_insert_rowid() AND changes() = ?1)
       INSERT INTO lead_links (lead_id, earlier_id)
       SELECT lead_id, earlier_id FROM (${recent("email_key")})
       UNION
       SELECT lead_id, earlier_id FROM (${recent("phone_key")})`,
    )
    .bind(expectedChanges, new Date(Date.now() - RETURNING_DAYS * 86400_000).toISOString(), LINKS_PER_KEY);
}

/**
 * Every earlier lead (lower id) with the lead's e-mail key or phone key, newest first, one page of
 * them and how many there are; null when no lead has this id. Each side is one range of its index.
 */
export async function earlierLeadsPage(db: Db, id: number, pageIndex: number, pageSize: number): Promise<{ list: EarlierLead[]; total: number } | null> {
  const same = `WITH lead AS MATERIALIZED (SELECT id, email_key, phone_key FROM consultations WHERE id = ?1),
    earlier AS (
      SELECT c.id FROM lead CROSS JOIN consultations c WHERE c.email_key = lead.email_key AND c.id < lead.id
      UNION
      SELECT c.id FROM lead CROSS JOIN consultations c WHERE c.phone_key = lead.phone_key AND c.id < lead.id)`;
  const [found, rows, count] = await db.batch([
    db.prepare(`SELECT 1 AS found FROM consultations WHERE id = ?1`).bind(id),
    db
      .prepare(
        `${same}
         SELECT id, created_at, customer_name, email, ac, phone, product_name, status FROM consultations
         WHERE id IN (SELECT id FROM earlier) ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(id, pageSize, (pageIndex - 1) * pageSize),
    db.prepare(`${same} SELECT count(*) AS total FROM earlier`).bind(id),
  ]);
  if (found!.results.length === 0) return null;
  type Row = {
    id: number;
    created_at: string;
    customer_name: string;
    email: string;
    ac: string | null;
    phone: string;
    product_name: string | null;
    status: LeadStatus;
  };
  return {
    list: (rows!.results as Row[]).map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      customerName: r.customer_name,
      email: r.email,
      ac: r.ac,
      phone: r.phone,
      productName: r.product_name,
      status: r.status,
    })),
    total: (count!.results[0] as { total: number }).total,
  };
}

/** One lead by id, as ops sees it (zero or one row; map it with leadFromRow), for a batch. */
export function leadStatement(db: Db, id: number): D1PreparedStatement {
  return db.prepare(`SELECT ${LEAD_COLUMNS} FROM consultations WHERE id = ?1`).bind(id);
}

export const leadFromRow = (row: unknown): LeadRecord => toRecord(row as LeadRow);

/** The highest lead id so far (a cheap read of the primary key), for the honeypot's answer. */
export async function lastLeadId(db: Db): Promise<number> {
  const row = await db.prepare(`SELECT coalesce(max(id), 0) AS id FROM consultations`).first<{ id: number }>();
  return row?.id ?? 0;
}

interface LeadRow {
  id: number;
  created_at: string;
  status: string;
  unverified: number;
  customer_name: string;
  email: string;
  ac: string | null;
  phone: string;
  product_id: string | null;
  product_name: string | null;
  guestbook: string | null;
  company: string | null;
  form_shape: string;
  language: string;
  page: string | null;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  country: string | null;
  user_agent: string | null;
  assignee: string | null;
  consent_at: string | null;
  privacy_version: string | null;
  note_count: number;
  earlier_ids: string;
}

/**
 * A lead as ops sees it. The IP hash stays in the database, so no export can join a lead to
 * visits (whose hashes use another, daily key anyway).
 */
/** A lead as read from its row: the admin API's lead (worker/schemas/admin-api.ts) before its deliveries are
 * added, with status and form shape as the column holds them. */
export interface LeadRecord extends Omit<AdminLead, "status" | "formShape" | "deliveries"> {
  status: string;
  formShape: string;
}

function toRecord(r: LeadRow): LeadRecord {
  return {
    id: r.id,
    createdAt: r.created_at,
    status: r.status,
    unverified: r.unverified === 1,
    customerName: r.customer_name,
    email: r.email,
    ac: r.ac,
    phone: r.phone,
    productId: r.product_id,
    productName: r.product_name,
    guestbook: r.guestbook,
    company: r.company,
    formShape: r.form_shape,
    language: r.language,
    page: r.page,
    landingPage: r.landing_page,
    referrer: r.referrer,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    utmTerm: r.utm_term,
    utmContent: r.utm_content,
    country: r.country,
    userAgent: r.user_agent,
    assignee: r.assignee,
    consentAt: r.consent_at,
    privacyVersion: r.privacy_version,
    noteCount: r.note_count,
    earlierLeadIds: JSON.parse(r.earlier_ids) as number[],
  };
}

const LEAD_COLUMNS = `id, created_at, status, unverified, customer_name, email, ac, phone, product_id, product_name,
  guestbook, company, form_shape, language, page, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  country, user_agent, assignee, consent_at, privacy_version,
  (SELECT count(*) FROM lead_events e WHERE e.lead_id = consultations.id AND e.kind = 'note') AS note_count,
  (SELECT json_group_array(earlier_id) FROM (SELECT earlier_id FROM lead_links k WHERE k.lead_id = consultations.id ORDER BY earlier_id)) AS earlier_ids`;
/** Range ?1-?2 and the inbox filters ?6-?9 (status, product, language, name/e-mail/phone search). */
const IN_RANGE = `(?1 IS NULL OR created_at >= ?1) AND (?2 IS NULL OR created_at < ?2)
  AND (?6 IS NULL OR status = ?6) AND (?7 IS NULL OR product_id = ?7) AND (?8 IS NULL OR language = ?8)
  AND (?9 IS NULL OR instr(lower(customer_name), ?9) > 0 OR instr(lower(email), ?9) > 0 OR instr(lower(phone), ?9) > 0)`;

/** Created-at bounds [since, until); null bounds are open. Filters narrow the inbox; absent = all. */
export interface LeadRange {
  since: string | null;
  until: string | null;
  status?: string;
  product?: string;
  language?: string;
  q?: string;
}

/** The filter parameters ?6-?9 of IN_RANGE (the search as a substring: instr(), not LIKE, which D1 refuses past 50 characters). */
function filterParams(range: LeadRange): (string | null)[] {
  return [range.status ?? null, range.product ?? null, range.language ?? null, searchNeedle(range.q)];
}

/** Where a keyset page ends: the next page starts strictly after this lead (newest first). */
export interface LeadCursor {
  createdAt: string;
  id: number;
}

/**
 * Up to `limit` leads in the range, newest first, after `cursor`. Keyset pagination on the
 * (created_at, id) index: every page costs the same, however deep the export is.
 */
export async function leadsAfter(db: Db, range: LeadRange, cursor: LeadCursor | null, limit: number): Promise<LeadRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LEAD_COLUMNS} FROM consultations
       WHERE ${IN_RANGE} AND (?3 IS NULL OR (created_at, id) < (?3, ?4))
       ORDER BY created_at DESC, id DESC LIMIT ?5`,
    )
    .bind(range.since, range.until, cursor?.createdAt ?? null, cursor?.id ?? 0, limit, ...filterParams(range))
    .all<LeadRow>();
  return results.map(toRecord);
}

/** One numbered page of leads in the range, newest first, and how many there are in all. */
export async function leadPage(db: Db, range: LeadRange, pageIndex: number, pageSize: number): Promise<{ list: LeadRecord[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${LEAD_COLUMNS} FROM consultations WHERE ${IN_RANGE} ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4`)
      .bind(range.since, range.until, pageSize, (pageIndex - 1) * pageSize, null, ...filterParams(range)),
    db.prepare(`SELECT count(*) AS total FROM consultations WHERE ${IN_RANGE}`).bind(range.since, range.until, null, null, null, ...filterParams(range)),
  ]);
  return {
    list: (rows!.results as LeadRow[]).map(toRecord),
    total: (count!.results[0] as { total: number }).total,
  };
}

/**
 * Erases leads (their lead_deliveries and lead_links rows, both ways, go with them: ON DELETE CASCADE)
 * and records that each happened, in one transaction: the admin's DELETE (one id) and the retention
 * job (jobs/lead-retention.ts, many) both erase through here. Each audit row keeps the id only, none
 * of the erased data. Returns the ids that existed (and are now gone).
 */
export async function eraseLeads(db: Db, ids: readonly number[], actor: Actor): Promise<number[]> {
  if (ids.length === 0) return [];
  const results = await db.batch(
    ids.flatMap((id) => [
      db.prepare(`DELETE FROM consultations WHERE id = ?1`).bind(id),
      db
        .prepare(
          `INSERT INTO audit_log (actor, role, action, resource, resource_id)
           SELECT ?1, ?3, 'erase', 'consultations', ?2 WHERE changes() > 0`,
        )
        .bind(actor.name, String(id), actor.role),
    ]),
  );
  // D1's `changes` counts the cascaded rows too, so "deleted" is any change at all.
  return ids.filter((_, i) => results[2 * i]!.meta.changes > 0);
}

/** Erases one lead (see eraseLeads); false when no lead has this id. */
export async function eraseLead(db: Db, id: number, actor: Actor): Promise<boolean> {
  return (await eraseLeads(db, [id], actor)).length > 0;
}

/**
 * Up to `limit` ids of leads created before `before` whose work is over (won or lost), oldest first:
 * what the retention period lets go (consultations_status index: one range per status).
 */
export async function closedLeadsBefore(db: Db, before: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT id FROM consultations WHERE status IN ('won', 'lost') AND created_at < ?1 ORDER BY created_at, id LIMIT ?2`)
    .bind(before, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}
