/**
 * audit_log: what ops did (who, what, to which resource), never the data involved beyond an item's
 * title and the names of the fields a save changed (the readable entry, docs/decisions/0039).
 */
import type { Db } from "./db.ts";
import type { Role } from "../../common/admin-roles.ts";
import { auditSentence } from "../../common/audit-text.ts";
import { changesText, type Lang, type RevisionChanges } from "../../common/revision-summary.ts";
import type { AuditEntry, ReadableAuditEntry } from "../schemas/admin-api.ts";
import { publicFileName } from "../lib/file-name.ts";

const COLUMNS = `at, actor, role, action, resource, resource_id AS resourceId, detail, revision_id AS revisionId`;

/** What an entry's stored columns hold beyond the CONTRACT's fields. */
type StoredEntry = AuditEntry & { detail: string | null; revisionId: number | null };

/** Admin screens of content items (the lead inbox is /admin/leads). */
const CONTENT_SCREENS = new Set(["news", "banners", "software", "videos", "update-logs", "pages"]);

export interface Reader {
  lang: Lang;
  timeZone: string;
  /** Who the bearer token is (entries written before it had a name say "admin-token"). */
  tokenName: string;
}

function parseDetail(text: string | null): { verb?: string; title?: { zh: string; en: string } | null; changes?: RevisionChanges } {
  if (!text) return {};
  try {
    return JSON.parse(text) as ReturnType<typeof parseDetail>;
  } catch {
    return {};
  }
}

/** The entry with its readable fields: sentence, title, what changed, link, who. */
export function readable(e: StoredEntry, r: Reader): ReadableAuditEntry {
  const { detail, revisionId, ...base } = e;
  const d = parseDetail(detail);
  const verb = d.verb ?? e.action;
  // An upload logged before entries named the file: the name its key keeps.
  const title = d.title
    ? d.title[r.lang] || d.title[r.lang === "zh" ? "en" : "zh"] || null
    : e.resource === "uploads" && e.resourceId
      ? publicFileName(e.resourceId)
      : null;
  const gone = verb === "delete" || verb === "erase";
  let link: string | null = null;
  if (!gone && e.resource === "site-settings") link = "/admin/settings";
  else if (!gone && e.resourceId && CONTENT_SCREENS.has(e.resource)) link = `/admin/${e.resource}/${e.resourceId}`;
  else if (!gone && e.resourceId && e.resource === "consultations") link = `/admin/leads/${e.resourceId}`;
  return {
    ...base,
    verb,
    title,
    text: auditSentence({ verb, resource: e.resource, resourceId: e.resourceId, title, restoredFrom: d.changes?.restoredFrom }, r.lang),
    // What the save changed besides what the sentence says; nothing (null) rather than a repeat.
    summary: (d.changes && verb !== "delete" && changesText(d.changes, r.lang, r.timeZone, verb)) || null,
    link,
    revisionId: revisionId ?? null,
    actorName: e.actor === "admin-token" ? r.tokenName : e.actor,
  };
}

/** Who did it, for an audit row: the name and the role (a job of the Worker itself is "system"). */
export interface Actor {
  name: string;
  role: Role | "system";
}

/** Most entries one answer carries. */
export const AUDIT_LIMIT = 1000;

/** Entries in [since, until), newest first. */
export async function listAudit(db: Db, since: string | null, until: string | null): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT at, actor, role, action, resource, resource_id AS resourceId FROM audit_log
       WHERE (?1 IS NULL OR at >= ?1) AND (?2 IS NULL OR at < ?2)
       ORDER BY at DESC, id DESC LIMIT ?3`,
    )
    .bind(since, until, AUDIT_LIMIT)
    .all<AuditEntry>();
  return results;
}

export interface AuditFilter {
  since: string | null;
  until: string | null;
  actor?: string;
  resource?: string;
}

const FILTER = `WHERE (?1 IS NULL OR at >= ?1) AND (?2 IS NULL OR at < ?2) AND (?3 IS NULL OR actor = ?3) AND (?4 IS NULL OR resource = ?4)`;

/** One page of entries matching the filter, newest first, and how many match. */
export async function pageAudit(
  db: Db,
  f: AuditFilter,
  pageIndex: number,
  pageSize: number,
  reader: Reader,
): Promise<{ list: ReadableAuditEntry[]; total: number; pageIndex: number; pageSize: number }> {
  const params = [f.since, f.until, f.actor ?? null, f.resource ?? null];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM audit_log ${FILTER}
         ORDER BY at DESC, id DESC LIMIT ?5 OFFSET ?6`,
      )
      .bind(...params, pageSize, (pageIndex - 1) * pageSize),
    db.prepare(`SELECT count(*) AS total FROM audit_log ${FILTER}`).bind(...params),
  ]);
  return { list: (rows!.results as StoredEntry[]).map((e) => readable(e, reader)), total: (count!.results[0] as { total: number }).total, pageIndex, pageSize };
}

/** Unpaged list with the filter (at most AUDIT_LIMIT). */
export async function filteredAudit(db: Db, f: AuditFilter, reader: Reader): Promise<ReadableAuditEntry[]> {
  return (await pageAudit(db, f, 1, AUDIT_LIMIT, reader)).list;
}

/** Records one admin action on its own (writes that are not a D1 change of their own, e.g. a test message). */
export async function recordAudit(db: Db, actor: Actor, action: string, resource: string, resourceId: string | null): Promise<void> {
  await db
    .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id) VALUES (?1, ?5, ?2, ?3, ?4)`)
    .bind(actor.name, action, resource, resourceId, actor.role)
    .run();
}
