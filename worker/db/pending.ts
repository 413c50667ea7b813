/**
 * Review before publish (CONTRACT "Review before publish", docs/decisions/0054): one change per
 * published item of any content kind waits in `content_pending` (migration 0028) as the admin's request
 * body, validated by the kind's schema like any save. Visitors never see it: no public read, page,
 * sitemap, feed, search document or prerender reads that table. Saving it bumps the item's row version
 * only (so `If-Match` guards it as every save), with an audit entry saying the live version is unchanged;
 * a publish saves it through the ordinary save (db/admin-content.ts updateContent: rows, revision,
 * audit, search documents, the content version's triggers) and drops it in the same batch.
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { getContentRow, type SaveOutcome, updateContent, versionOf } from "./admin-content.ts";
import type { ContentSpec, FileFacts } from "../admin/content-specs.ts";
import { diffItems, snapshotOf, titleOf } from "../../common/revision-summary.ts";

type Input = Record<string, unknown>;

export interface Pending {
  input: Input;
  baseVersion: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** The change waiting for review of the item, or null. */
export async function getPending(db: Db, s: ContentSpec, id: number): Promise<Pending | null> {
  const row = await db
    .prepare(`SELECT input, base_version, updated_at, updated_by FROM content_pending WHERE resource = ?1 AND item_id = ?2`)
    .bind(s.resource, id)
    .first<{ input: string; base_version: number; updated_at: string; updated_by: string | null }>();
  return row ? { input: JSON.parse(row.input) as Input, baseVersion: row.base_version, updatedAt: row.updated_at, updatedBy: row.updated_by } : null;
}

/** The audit entry of a review step (no revision: the item as visitors get it did not change). */
function auditStatement(db: Db, s: ContentSpec, id: number, actor: Actor, verb: "review" | "discard", fields: string[], title: unknown) {
  const detail = JSON.stringify({ verb, title, changes: { fields } });
  return db
    .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id, detail) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() > 0`)
    .bind(actor.name, actor.role, verb, s.resource, String(id), detail);
}

export type PendingOutcome = SaveOutcome | { kind: "notPublished" };

/**
 * Saves `input` as the item's pending change over version `expected` (replacing one already waiting);
 * the item's rows visitors read stay as they are.
 */
export async function savePending(db: Db, s: ContentSpec, id: number, expected: number, input: Input, actor: Actor): Promise<PendingOutcome> {
  const before = await getContentRow(db, s, id);
  if (!before) return { kind: "missing" };
  // A page is always on the site (its published copy, db/content-pages.ts); any other item once published.
  if (!s.keepsPublished && Number(before.published) !== 1) return { kind: "notPublished" };
  const current = snapshotOf(s.toItem(before) as Input);
  const proposed = snapshotOf({ ...current, ...input, status: current.status });
  const [bump] = await db.batch([
    db.prepare(`UPDATE ${s.table} SET row_version = row_version + 1 WHERE id = ?1 AND row_version = ?2`).bind(id, expected),
    db
      .prepare(
        `INSERT INTO content_pending (resource, item_id, input, base_version, updated_by) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() = 1
         ON CONFLICT (resource, item_id) DO UPDATE SET input = excluded.input, base_version = excluded.base_version,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_by = excluded.updated_by`,
      )
      .bind(s.resource, id, JSON.stringify({ ...input, status: "published" }), expected, actor.name),
    auditStatement(db, s, id, actor, "review", diffItems(current, proposed).fields, titleOf(proposed)),
  ]);
  if ((bump!.meta.changes ?? 0) > 0) return { kind: "saved", version: expected + 1 };
  const now = await versionOf(db, s.table, id);
  return now ? { kind: "stale", info: now } : { kind: "missing" };
}

/**
 * Makes the pending change live over version `expected`: the ordinary save of it as published (verb
 * "publish"), the pending row dropped in the same batch once the save's own UPDATE matched.
 */
export async function publishPending(
  db: Db,
  s: ContentSpec,
  id: number,
  expected: number,
  pending: Pending,
  facts: FileFacts,
  actor: Actor,
): Promise<SaveOutcome> {
  const drop = db
    .prepare(`DELETE FROM content_pending WHERE resource = ?1 AND item_id = ?2 AND (SELECT row_version FROM ${s.table} WHERE id = ?2) = ?3`)
    .bind(s.resource, id, expected + 1);
  // Published (or scheduled, when its publishAt is ahead), never "edited": the change goes live now or then.
  const at = pending.input.publishAt;
  const verb = typeof at === "string" && Date.parse(at) > Date.now() ? "schedule" : "publish";
  return updateContent(db, s, id, expected, { ...pending.input, status: "published" }, facts, actor, undefined, { verb, statements: [drop] });
}

/** Drops the item's pending change (true when there was one), with an audit entry. */
export async function dropPending(db: Db, s: ContentSpec, id: number, actor: Actor): Promise<boolean> {
  const row = await getContentRow(db, s, id);
  const [del] = await db.batch([
    db.prepare(`DELETE FROM content_pending WHERE resource = ?1 AND item_id = ?2`).bind(s.resource, id),
    auditStatement(db, s, id, actor, "discard", [], row ? titleOf(s.toItem(row) as Input) : null),
  ]);
  return (del!.meta.changes ?? 0) > 0;
}
