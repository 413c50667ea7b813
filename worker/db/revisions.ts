/**
 * Revisions of content items and the site settings (migration 0014, docs/decisions/0039). Every
 * create, update and restore writes one in the same D1 batch as the change, guarded like the change's
 * own statements (`changes()`), so a save is acknowledged only with its revision and a stale save
 * writes none. The audit entry of the save is written beside it, carrying the verb, the item's title
 * and what changed, so the audit log reads as sentences long after the revision is pruned.
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { diffItems, type RevisionChanges, type RevisionVerb, snapshotOf, titleOf, verbOf } from "../../common/revision-summary.ts";

/** Revisions kept per item: the write that adds one drops those older than the newest this many. */
export const REVISIONS_KEPT = 100;

type Item = Record<string, unknown>;

export { snapshotOf };

export interface RevisionWrite {
  resource: string;
  /** The item's id, or SQL naming it (a create's id is taken inside the batch). */
  itemId: number | { sql: string };
  rowVersion: number;
  actor: Actor;
  /** The item as saved and as it was before (null for a new item). */
  next: Item;
  prev: Item | null;
  /** The item version a restore brings back. */
  restoredFrom?: number;
  /** The audit log's action for the save (create, update, restore). */
  action: string;
  /** The item keeps a published copy apart (a page): a save as draft leaves it on the site (verb "draft"). */
  keepsPublished?: boolean;
  /** The verb when the caller knows it better than the change does (a publish of a pending change). */
  verb?: RevisionVerb;
}

export interface PlannedRevision {
  changes: RevisionChanges;
  verb: RevisionVerb;
  statements: D1PreparedStatement[];
}

/**
 * The revision, its audit entry and the prune, for the end of a save's batch: each runs only when the
 * statement before it changed a row, so they follow the save's own guard.
 */
export function revisionStatements(db: Db, w: RevisionWrite): PlannedRevision {
  const changes = diffItems(w.prev, w.next);
  if (w.restoredFrom !== undefined) changes.restoredFrom = w.restoredFrom;
  const verb = w.verb ?? verbOf(changes, w.next, Date.now(), w.keepsPublished);
  // A draft of a page changes the status of the copy being edited only: nothing left the site, so the
  // change is not recorded as "published → draft".
  if (verb === "draft") delete changes.status;
  const idSql = typeof w.itemId === "number" ? String(Math.trunc(w.itemId)) : w.itemId.sql;
  const snapshot = JSON.stringify(snapshotOf(w.next));
  const detail = JSON.stringify({ verb, title: titleOf(w.next), changes });
  // The settings are one record: their audit entries name no id, as before.
  const auditId = w.resource === "site-settings" ? "NULL" : `CAST(${idSql} AS TEXT)`;
  const withId = "id" in w.next ? `json_set(?6, '$.id', ${idSql})` : "?6";
  return {
    changes,
    verb,
    statements: [
      db
        .prepare(
          `INSERT INTO content_revisions (resource, item_id, row_version, actor, action, changes, snapshot)
           SELECT ?1, ${idSql}, ?2, ?3, ?4, ?5, ${withId} WHERE changes() > 0`,
        )
        .bind(w.resource, w.rowVersion, w.actor.name, verb, JSON.stringify(changes), snapshot),
      db
        .prepare(
          `INSERT INTO audit_log (actor, role, action, resource, resource_id, detail, revision_id)
           SELECT ?1, ?5, ?2, ?3, ${auditId}, ?4, (SELECT max(id) FROM content_revisions) WHERE changes() > 0`,
        )
        .bind(w.actor.name, w.action, w.resource, detail, w.actor.role),
      db
        .prepare(
          `DELETE FROM content_revisions WHERE resource = ?1 AND item_id = ${idSql} AND id NOT IN
             (SELECT id FROM content_revisions WHERE resource = ?1 AND item_id = ${idSql} ORDER BY row_version DESC, id DESC LIMIT ?2)`,
        )
        .bind(w.resource, REVISIONS_KEPT),
    ],
  };
}

/** The audit entry of a deletion, with the title the item had; runs only when the delete changed a row. */
export function deletionStatements(db: Db, resource: string, id: number, actor: Actor, item: Item | null): D1PreparedStatement[] {
  const detail = JSON.stringify({ verb: "delete", title: titleOf(item), changes: { fields: [] } });
  return [
    db
      .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id, detail) SELECT ?1, ?5, 'delete', ?2, ?3, ?4 WHERE changes() > 0`)
      .bind(actor.name, resource, String(id), detail, actor.role),
    db.prepare(`DELETE FROM content_revisions WHERE resource = ?1 AND item_id = ?2`).bind(resource, id),
  ];
}

export interface RevisionRow {
  revisionId: number;
  rowVersion: number;
  at: string;
  actor: string;
  verb: RevisionVerb;
  changes: RevisionChanges;
}

interface StoredRevision {
  id: number;
  row_version: number;
  at: string;
  actor: string;
  action: RevisionVerb;
  changes: string;
  snapshot: string;
}

const toRow = (r: StoredRevision): RevisionRow => ({
  revisionId: r.id,
  rowVersion: r.row_version,
  at: r.at,
  actor: r.actor,
  verb: r.action,
  changes: JSON.parse(r.changes) as RevisionChanges,
});

/**
 * An item's revisions, newest first (all that are kept): by the item version each one saved, so a
 * seeded item's revision 1 written by a later seed run (seed/lib/statements.ts) still comes last.
 */
export async function listRevisions(db: Db, resource: string, itemId: number): Promise<RevisionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, row_version, at, actor, action, changes FROM content_revisions
       WHERE resource = ?1 AND item_id = ?2 ORDER BY row_version DESC, id DESC LIMIT ?3`,
    )
    .bind(resource, itemId, REVISIONS_KEPT)
    .all<StoredRevision>();
  return results.map(toRow);
}

/** One revision with the item as it was, or null. */
export async function getRevision(db: Db, resource: string, itemId: number, revisionId: number): Promise<(RevisionRow & { snapshot: Item }) | null> {
  const r = await db
    .prepare(`SELECT * FROM content_revisions WHERE resource = ?1 AND item_id = ?2 AND id = ?3`)
    .bind(resource, itemId, revisionId)
    .first<StoredRevision>();
  return r ? { ...toRow(r), snapshot: JSON.parse(r.snapshot) as Item } : null;
}

/**
 * The R2 keys an item's kept revisions name: every `/files/…` path in a snapshot and a download's
 * `fileKey`. Read before the item is deleted (with its revisions), so files only an old revision
 * still named are checked for deletion too instead of being left behind.
 */
export async function filesNamedByRevisions(db: Db, resource: string, itemId: number, keyOfPath: (path: string) => string | null): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT snapshot FROM content_revisions WHERE resource = ?1 AND item_id = ?2`)
    .bind(resource, itemId)
    .all<{ snapshot: string }>();
  const keys = new Set<string>();
  const walk = (value: unknown, name: string): void => {
    if (typeof value === "string") {
      const key = name === "fileKey" ? value : keyOfPath(value);
      if (key) keys.add(key);
    } else if (Array.isArray(value)) for (const v of value) walk(v, name);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const r of results) walk(JSON.parse(r.snapshot) as unknown, "");
  return [...keys];
}
