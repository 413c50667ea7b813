/**
 * Preview links (CONTRACT "Review before publish", docs/decisions/0054): a signed address that shows an
 * item's pending or draft version on its public page, without signing in, for 7 days. The address
 * carries `preview=<link id>.<signature>`; the signature is HMAC-SHA256 over the link's id, item and
 * expiry, keyed with a key derived from the IP_SALT secret (every environment has it, locally .dev.vars),
 * so no new secret is needed. The link's row in D1 (migration 0028) is what makes it valid: a link whose
 * row is revoked, expired (by its stored expiry) or gone answers 404, as does a wrong signature.
 */
import type { Db } from "../db/db.ts";
import type { Actor } from "../db/audit.ts";
import { hmacHex, timingSafeEqualStrings } from "../lib/crypto.ts";
import type { ContentResource } from "../../common/content-types/index.ts";

export const PREVIEW_PARAM = "preview_link";
export const PREVIEW_DAYS = 7;

interface LinkRow {
  id: number;
  resource: ContentResource;
  item_id: number;
  expires_at: string;
}

const signed = (secret: string, l: LinkRow) => hmacHex(`preview-links:${secret}`, `${l.id}:${l.resource}:${l.item_id}:${l.expires_at}`);

/** A new link of the item: its token (for the address) and when it expires. */
export async function createPreviewLink(
  db: Db,
  secret: string,
  resource: ContentResource,
  itemId: number,
  actor: Actor,
  title: unknown,
  now = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const expiresAt = new Date(now + PREVIEW_DAYS * 86_400_000).toISOString();
  const [, inserted] = await db.batch([
    // Links that ended more than 30 days ago are of no use any more: the table stays the size of recent work.
    db.prepare(`DELETE FROM preview_links WHERE expires_at < ?1`).bind(new Date(now - 30 * 86_400_000).toISOString()),
    db
      .prepare(`INSERT INTO preview_links (resource, item_id, expires_at, created_by) VALUES (?1, ?2, ?3, ?4) RETURNING id, resource, item_id, expires_at`)
      .bind(resource, itemId, expiresAt, actor.name),
    // Who shared the unpublished version, and when (the audit log's sentence names the item).
    auditStatement(db, actor, "preview-link", resource, itemId, title),
  ]);
  const row = inserted!.results[0] as LinkRow;
  return { token: `${row.id}.${await signed(secret, row)}`, expiresAt };
}

function auditStatement(db: Db, actor: Actor, verb: string, resource: ContentResource, itemId: number, title: unknown) {
  return db
    .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`)
    .bind(actor.name, actor.role, verb, resource, String(itemId), JSON.stringify({ verb, title, changes: { fields: [] } }));
}

/** Revokes every link of the item, with an audit entry; how many were still valid. */
export async function revokePreviewLinks(db: Db, resource: ContentResource, itemId: number, actor: Actor, title: unknown): Promise<number> {
  const [res] = await db.batch([
    db
      .prepare(`UPDATE preview_links SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE resource = ?1 AND item_id = ?2 AND revoked_at IS NULL`)
      .bind(resource, itemId),
    auditStatement(db, actor, "revoke-preview-links", resource, itemId, title),
  ]);
  return res!.meta.changes ?? 0;
}

/** The item a token shows, or null when it is malformed, tampered with, revoked, expired or unknown. */
export async function previewTarget(db: Db, secret: string, token: string): Promise<{ resource: ContentResource; itemId: number } | null> {
  const m = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token);
  if (!m) return null;
  const row = await db
    .prepare(
      `SELECT id, resource, item_id, expires_at FROM preview_links
       WHERE id = ?1 AND revoked_at IS NULL AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(Number(m[1]))
    .first<LinkRow>();
  if (!row || !(await timingSafeEqualStrings(await signed(secret, row), m[2]!))) return null;
  return { resource: row.resource, itemId: row.item_id };
}
