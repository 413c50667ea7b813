/**
 * /api/admin/media (CONTRACT "Content", docs/decisions/0055): the media library. Every stored file,
 * newest first, searched by name, with where the content uses it; a delete is refused while anything
 * uses it, else removes the file and its picture variants from R2 and its rows, audited.
 */
import { defineMessages, format } from "../../common/catalogue.ts";
import { Hono } from "hono";
import { mediaUses } from "../admin/media-usage.ts";
import { fillMediaFacts, findMedia, listMedia, mediaDeleted } from "../db/media.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { fileUrl } from "../lib/file-name.ts";
import { auditActor } from "../middleware/admin-auth.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { validate } from "../middleware/validate.ts";
import { type MediaItem, mediaKeyParamSchema, mediaListQuerySchema, type MediaUse } from "../schemas/admin-api.ts";

/** Where a file is used, as one line of the refusal: "新闻《标题》的封面图片、站点设置的二维码图片". */
function whereText(uses: readonly MediaUse[], lang: "zh" | "en"): string {
  const words = WHERE[lang];
  const shown = uses.slice(0, 5).map((u) => format(words.use, { label: u.label, field: u.fieldLabel }));
  const more = uses.length - shown.length;
  if (more > 0) shown.push(format(words.more, { n: more }));
  return shown.join(words.separator);
}

const WHERE = defineMessages(
  { use: "{label}（{field}）", more: "另有 {n} 处", separator: "；" },
  { use: "{label} ({field})", more: "{n} more", separator: "; " },
);

export const adminMedia = new Hono<AppEnv>()
  .get("/", validate("query", mediaListQuerySchema), async (c) => {
    const { q, accept, pageIndex, pageSize } = c.req.valid("query");
    const db = c.var.db;
    const { list, total } = await listMedia(db, { q: q || undefined, accept, pageIndex, pageSize });
    // Rows recorded before the library (from the audit log) learn their size and type from R2 once.
    for (const item of list.filter((m) => m.size === null)) {
      const head = await c.env.FILES.head(item.key);
      if (!head) continue;
      item.size = head.size;
      item.contentType ??= head.httpMetadata?.contentType ?? null;
      await fillMediaFacts(db, item.key, head.size, item.contentType);
    }
    const uses = await mediaUses(
      db,
      list.map((m) => m.key),
      c.get("lang") ?? "zh",
    );
    const items: MediaItem[] = list.map((m) => ({ ...m, usedBy: uses.get(m.key) ?? [] }));
    return c.json(ok({ list: items, total, pageIndex, pageSize }), 200);
  })
  .delete("/:key", validate("param", mediaKeyParamSchema), async (c) => {
    const { key } = c.req.valid("param");
    const db = c.var.db;
    const lang = c.get("lang") ?? "zh";
    const row = await findMedia(db, key);
    if (!row) return fail(c, 404, CODES.notFound, "notFound");
    const usedBy = (await mediaUses(db, [key], lang)).get(key) ?? [];
    if (usedBy.length) {
      // A file only kept revisions name is not "in use" to be replaced anywhere: say why it stays.
      const onlyRevisions = usedBy.every((u) => u.field.startsWith("revision."));
      const message = onlyRevisions ? "mediaKeptForRevision" : "mediaInUse";
      return fail(c, 409, CODES.validation, message, undefined, { vars: { where: whereText(usedBy, lang) }, data: { key, usedBy } });
    }
    // D1 first: the file leaves the library, its picture rows go and the deletion is audited in one
    // batch; then R2 (a failure there leaves an unlisted object, never a listed file that is gone).
    const path = fileUrl(key);
    const { results: variants } = await db.prepare(`SELECT path FROM image_variants WHERE original_path = ?1`).bind(path).all<{ path: string }>();
    const actor = auditActor(c);
    const detail = JSON.stringify({ verb: "delete", title: { zh: row.name, en: row.name } });
    await db.batch([
      mediaDeleted(db, key),
      db.prepare(`DELETE FROM image_variants WHERE original_path = ?1`).bind(path),
      db.prepare(`DELETE FROM images WHERE path = ?1`).bind(path),
      db
        .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id, detail) VALUES (?1, ?2, 'delete', 'uploads', ?3, ?4)`)
        .bind(actor.name, actor.role, key, detail),
    ]);
    const variantKeys = variants.map((v) =>
      v.path
        .replace(/^\/files\//, "")
        .split("/")
        .map(decodeURIComponent)
        .join("/"),
    );
    await c.env.FILES.delete([key, ...variantKeys]);
    purgeReadCache();
    return c.json(ok({ key, variants: variantKeys.length }), 200);
  });
