/**
 * Admin reads and writes of the content tables through a ContentSpec. Writes are one D1 batch (one
 * transaction): the base row, both language rows and the audit entry. Updates are guarded by the row
 * version: the base UPDATE matches only the version the editor loaded, and every later statement of
 * the batch runs only when the one before it changed a row (`changes()`), so a stale save changes
 * nothing at all. The site search's documents of the item are written in the same batch
 * (common/search-docs.ts), so a publish is searchable as soon as it is saved. So are the item's
 * revision and a readable audit entry (db/revisions.ts): a save is acknowledged only with its revision.
 * Every content type has `publishAt` (common/content-types, stored as `publish_at`, db/schedule.ts).
 */
import { mediaUses } from "../admin/media-usage.ts";
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { searchNeedle } from "./search-needle.ts";
import type { RevisionVerb } from "../../common/revision-summary.ts";
import { deletionStatements, revisionStatements, snapshotOf } from "./revisions.ts";
import type { ContentSpec, FileFacts, Row, SearchVars, SqlValue } from "../admin/content-specs.ts";
import type { ContentStatus, Page, StaleInfo } from "../schemas/admin-api.ts";
import { pageVars } from "../../common/page-vars.ts";
import { isSearchResource, pruneDocs, type SqlStatement } from "../../common/search-docs.ts";
import { getSiteSettings } from "./site.ts";

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

const joined = (s: ContentSpec, texts: readonly string[]) => {
  const cols = texts.flatMap((t) => [`z.${t} AS zh_${t}`, `e.${t} AS en_${t}`]).join(", ");
  // `has_pending`: a change saved for review waits for this item (db/pending.ts); never a public read.
  return `SELECT b.*, ${cols}, EXISTS (SELECT 1 FROM content_pending cp WHERE cp.resource = '${s.resource}' AND cp.item_id = b.id) AS has_pending
    FROM ${s.table} b
    LEFT JOIN ${s.i18n} z ON z.${s.fk} = b.id AND z.language = 'zh'
    LEFT JOIN ${s.i18n} e ON e.${s.fk} = b.id AND e.language = 'en'`;
};

export interface ListFilter {
  pageIndex: number;
  pageSize: number;
  q?: string;
  status?: ContentStatus;
  kind?: string;
  tab?: string;
}

/** One page of items, drafts included. */
export async function listContent<O>(db: Db, s: ContentSpec<unknown, O>, f: ListFilter): Promise<Page<O>> {
  const needle = searchNeedle(f.q);
  const where = `WHERE (?1 IS NULL OR b.published = ?1)
    AND (?2 IS NULL OR instr(lower(z.${s.searchColumn}), ?2) > 0 OR instr(lower(e.${s.searchColumn}), ?2) > 0)
    ${s.table === "software" ? "AND (?3 IS NULL OR b.kind = ?3)" : "AND ?3 IS NULL"}
    ${s.table === "news" ? "AND (?4 IS NULL OR b.tab = ?4)" : "AND ?4 IS NULL"}`;
  const params: SqlValue[] = [
    f.status === undefined ? null : f.status === "published" ? 1 : 0,
    needle,
    s.table === "software" ? (f.kind ?? null) : null,
    s.table === "news" ? (f.tab ?? null) : null,
  ];
  const sql = joined(s, s.i18nColumns);
  const [rows, count] = await db.batch([
    db.prepare(`${sql} ${where} ORDER BY ${s.order} LIMIT ?5 OFFSET ?6`).bind(...params, f.pageSize, (f.pageIndex - 1) * f.pageSize),
    db.prepare(`SELECT count(*) AS total FROM (${sql} ${where})`).bind(...params),
  ]);
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
  return { list: (rows!.results as Row[]).map((r) => adminItem(s, r)), total, pageIndex: f.pageIndex, pageSize: f.pageSize };
}

/** The admin's item: the stored one and whether a change saved for review waits for it (`pending`). */
export function adminItem<O>(s: ContentSpec<unknown, O>, row: Row): O & { pending: boolean } {
  return { ...s.toItem(row), pending: Number(row.has_pending) === 1 };
}

/** The stored row (base + both languages), or null. */
export async function getContentRow(db: Db, s: ContentSpec, id: number): Promise<Row | null> {
  return db
    .prepare(`${joined(s, s.i18nColumns)} WHERE b.id = ?1`)
    .bind(id)
    .first<Row>();
}

const statement = (db: Db, s: SqlStatement) => db.prepare(s.sql).bind(...s.params);

/**
 * The search index writes of a save, as its content type's storage has them (ContentSpec
 * `searchWrites`): every kind the site search shows, pages included, in the save's batch.
 */
async function searchWrites<I>(db: Db, s: ContentSpec<I>, id: number | "last", input: I): Promise<D1PreparedStatement[]> {
  const vars = s.searchVars ? await siteVars(db) : null;
  return s.searchWrites(id, input, vars).map((w) => statement(db, w));
}

/** The site's figures and brand per language, as a page's copy fills them in. */
async function siteVars(db: Db): Promise<SearchVars> {
  const [zh, en] = await Promise.all([getSiteSettings(db, "zh"), getSiteSettings(db, "en")]);
  return { zh: zh ? pageVars(zh) : {}, en: en ? pageVars(en) : {} };
}

/** The joined row as a save leaves it: `before` (if any) with the written base and language columns. */
function rowAfter<I>(s: ContentSpec<I>, before: Row | null, base: Row, input: I, id: number, version: number): Row {
  const row: Row = { ...(before ?? {}), ...base, id, row_version: version };
  for (const lang of ["zh", "en"] as const) {
    for (const [col, v] of Object.entries(s.texts(input, lang))) row[`${lang}_${col}`] = v;
  }
  return row;
}

/**
 * Creates the item; its id is one above every id the table has used (deleted ones included, so an id
 * is never reused), taken inside the batch's transaction.
 */
export async function createContent<I>(db: Db, s: ContentSpec<I>, input: I, facts: FileFacts, actor: Actor): Promise<number> {
  const base = { ...s.base(input, facts), ...(s.createOnly?.(input, facts) ?? {}) };
  const cols = Object.keys(base);
  const newId = `(SELECT max(coalesce((SELECT max(id) FROM ${s.table}), 0),
    coalesce((SELECT max(id) FROM deleted_content WHERE resource = '${s.resource}'), 0)) + 1)`;
  const lastId = `(SELECT max(id) FROM ${s.table})`;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO ${s.table} (id, ${cols.join(", ")}, updated_at, updated_by)
         VALUES (${newId}, ${cols.map((_, i) => `?${i + 1}`).join(", ")}, ${NOW}, ?${cols.length + 1})`,
      )
      .bind(...cols.map((c) => base[c]!), actor.name),
  ];
  for (const lang of ["zh", "en"] as const) {
    const t = { ...s.createOnlyTexts?.(input, lang), ...s.texts(input, lang) };
    const tc = Object.keys(t);
    statements.push(
      db
        .prepare(
          `INSERT INTO ${s.i18n} (${s.fk}, language, ${tc.join(", ")})
           VALUES (${lastId}, ?1, ${tc.map((_, i) => `?${i + 2}`).join(", ")})`,
        )
        .bind(lang, ...tc.map((c) => t[c]!)),
    );
  }
  const next = snapshotOf(s.toItem(rowAfter(s, null, base, input, 0, 1)) as Record<string, unknown>);
  const revision = revisionStatements(db, { resource: s.resource, itemId: { sql: lastId }, rowVersion: 1, actor, next, prev: null, action: "create" });
  statements.push(...revision.statements);
  statements.push(...(await searchWrites(db, s, "last", input)));
  statements.push(db.prepare(`SELECT max(id) AS id FROM ${s.table}`));
  const results = await db.batch(statements);
  return (results.at(-1)!.results[0] as { id: number }).id;
}

/** What a publish of a pending change adds to the ordinary save (db/pending.ts). */
export interface SaveExtras {
  /** The revision's and audit entry's verb, when not the one the change implies. */
  verb?: RevisionVerb;
  /** Statements at the end of the save's batch (each guarded by the caller). */
  statements?: D1PreparedStatement[];
}

export type SaveOutcome = { kind: "saved"; version: number } | { kind: "missing" } | { kind: "stale"; info: StaleInfo };

/** Saves over version `expected`; nothing changes when someone saved in between. */
export async function updateContent<I>(
  db: Db,
  s: ContentSpec<I>,
  id: number,
  expected: number,
  input: I,
  facts: FileFacts,
  actor: Actor,
  restoredFrom?: number,
  more?: SaveExtras,
): Promise<SaveOutcome> {
  const before = await getContentRow(db, s as ContentSpec, id);
  if (!before) return { kind: "missing" };
  if (Number(before.row_version) !== expected) {
    const now = await versionOf(db, s.table, id);
    return now ? { kind: "stale", info: now } : { kind: "missing" };
  }
  const base = s.base(input, facts);
  const cols = Object.keys(base);
  const n = cols.length;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE ${s.table} SET ${cols.map((c, i) => `${c} = ?${i + 1}`).join(", ")},
           row_version = row_version + 1, updated_at = ${NOW}, updated_by = ?${n + 1}
         WHERE id = ?${n + 2} AND row_version = ?${n + 3}`,
      )
      .bind(...cols.map((c) => base[c]!), actor.name, id, expected),
  ];
  for (const lang of ["zh", "en"] as const) {
    const t = s.texts(input, lang);
    const tc = Object.keys(t);
    statements.push(
      db
        .prepare(
          `UPDATE ${s.i18n} SET ${tc.map((c, i) => `${c} = ?${i + 3}`).join(", ")}
           WHERE ${s.fk} = ?1 AND language = ?2 AND changes() = 1`,
        )
        .bind(id, lang, ...tc.map((c) => t[c]!)),
    );
  }
  const revision = revisionStatements(db, {
    resource: s.resource,
    itemId: id,
    rowVersion: expected + 1,
    actor,
    prev: snapshotOf((s as ContentSpec).toItem(before) as Record<string, unknown>),
    next: snapshotOf(s.toItem(rowAfter(s, before, base, input, id, expected + 1)) as Record<string, unknown>),
    restoredFrom,
    action: restoredFrom === undefined ? "update" : "restore",
    keepsPublished: s.keepsPublished,
    verb: more?.verb,
  });
  statements.push(...revision.statements);
  statements.push(...(await searchWrites(db, s, id, input)));
  statements.push(...(more?.statements ?? []));
  const results = await db.batch(statements);
  // D1's meta.changes also counts rows changed by triggers (the content-version bump, 0022): any
  // change means the guarded UPDATE matched; a stale version changes nothing at all.
  if (results[0]!.meta.changes > 0) return { kind: "saved", version: expected + 1 };
  const now = await versionOf(db, s.table, id);
  return now ? { kind: "stale", info: now } : { kind: "missing" };
}

/** Current version, time and author of a row, or null. */
export async function versionOf(db: Db, table: string, id: number): Promise<StaleInfo | null> {
  const row = await db
    .prepare(`SELECT row_version, updated_at, updated_by FROM ${table} WHERE id = ?1`)
    .bind(id)
    .first<{ row_version: number; updated_at: string; updated_by: string | null }>();
  return row ? { version: row.row_version, updatedAt: row.updated_at, updatedBy: row.updated_by } : null;
}

/**
 * Deletes the item (its language rows cascade) and remembers the deletion, so a seed run never
 * re-inserts it. With `expected`, only that version is deleted.
 */
export async function deleteContent(db: Db, s: ContentSpec, id: number, expected: number | null, actor: Actor): Promise<boolean> {
  const row = await getContentRow(db, s, id);
  const [del] = await db.batch([
    db.prepare(`DELETE FROM ${s.table} WHERE id = ?1 AND (?2 IS NULL OR row_version = ?2)`).bind(id, expected),
    db.prepare(`INSERT OR IGNORE INTO deleted_content (resource, id) SELECT ?1, ?2 WHERE changes() > 0`).bind(s.resource, id),
    ...deletionStatements(db, s.resource, id, actor, row ? (s.toItem(row) as Record<string, unknown>) : null),
    ...(isSearchResource(s.resource) ? [statement(db, pruneDocs(s.resource, id))] : []),
    // Its change waiting for review and its preview links go with it.
    db.prepare(`DELETE FROM content_pending WHERE resource = ?1 AND item_id = ?2 AND NOT EXISTS (SELECT 1 FROM ${s.table} WHERE id = ?2)`).bind(s.resource, id),
    db.prepare(`DELETE FROM preview_links WHERE resource = ?1 AND item_id = ?2 AND NOT EXISTS (SELECT 1 FROM ${s.table} WHERE id = ?2)`).bind(s.resource, id),
  ]);
  return (del!.meta.changes ?? 0) > 0;
}

/**
 * Whether any content row or the site settings still reference the R2 object `key` (Markdown bodies
 * of news and update logs included: a picture in a body is used too), or a kept revision does (a
 * restore brings it back).
 */
export async function fileReferenced(db: Db, key: string): Promise<boolean> {
  // The content and settings as the media library sees them (one walk over the descriptions).
  if ((await mediaUses(db, [key], "zh")).get(key)?.length) return true;
  const encoded = `/files/${key.split("/").map(encodeURIComponent).join("/")}`;
  const row = await db
    .prepare(`SELECT 1 AS used FROM content_revisions WHERE instr(snapshot, ?1) > 0 OR instr(snapshot, ?2) > 0 LIMIT 1`)
    .bind(key, encoded)
    .first<{ used: number }>();
  return row !== null;
}
