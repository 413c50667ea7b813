/** uploads + upload_parts: multipart uploads in progress (the R2 binding cannot list parts). */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { mediaInsert, type MediaRow } from "./media.ts";
import type { UploadedPart } from "../schemas/admin-api.ts";

export interface UploadRow {
  upload_id: string;
  r2_key: string;
  file_name: string;
  content_type: string | null;
}

export async function recordUpload(db: Db, u: UploadRow, actor: Actor): Promise<void> {
  await db
    .prepare(`INSERT INTO uploads (upload_id, r2_key, file_name, content_type, created_by) VALUES (?1, ?2, ?3, ?4, ?5)`)
    .bind(u.upload_id, u.r2_key, u.file_name, u.content_type, actor.name)
    .run();
}

/** The upload if `key` is its key (a wrong key is the same as an unknown upload). */
export async function findUpload(db: Db, uploadId: string, key: string): Promise<UploadRow | null> {
  return db
    .prepare(`SELECT upload_id, r2_key, file_name, content_type FROM uploads WHERE upload_id = ?1 AND r2_key = ?2`)
    .bind(uploadId, key)
    .first<UploadRow>();
}

export async function recordPart(db: Db, uploadId: string, part: UploadedPart): Promise<void> {
  await db
    .prepare(
      `INSERT INTO upload_parts (upload_id, part_number, etag, size) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (upload_id, part_number) DO UPDATE SET etag = excluded.etag, size = excluded.size`,
    )
    .bind(uploadId, part.partNumber, part.etag, part.size)
    .run();
}

export async function listParts(db: Db, uploadId: string): Promise<UploadedPart[]> {
  const { results } = await db
    .prepare(`SELECT part_number AS partNumber, etag, size FROM upload_parts WHERE upload_id = ?1 ORDER BY part_number`)
    .bind(uploadId)
    .all<UploadedPart>();
  return results;
}

/**
 * The audit entry of an upload: the key it is stored under, and the file's name as the uploader chose it
 * (the entry's title, so the log reads "上传了文件《EICAD 手册.pdf》", not the hashed key). One entry per
 * file the user uploads: the picture's narrower variants the admin makes after it are part of it.
 */
function uploadAudit(db: Db, actor: Actor, action: "upload" | "abort-upload", key: string, fileName: string): D1PreparedStatement {
  const detail = JSON.stringify({ verb: action, title: { zh: fileName, en: fileName } });
  return db
    .prepare(`INSERT INTO audit_log (actor, role, action, resource, resource_id, detail) VALUES (?1, ?5, ?2, 'uploads', ?3, ?4)`)
    .bind(actor.name, action, key, detail, actor.role);
}

/**
 * Forgets the upload (its parts cascade) and records what happened in the audit log; a published file
 * (`stored`) gets its media library row in the same batch.
 */
export async function finishUpload(db: Db, upload: UploadRow, actor: Actor, action: "upload" | "abort-upload", key: string, stored?: MediaRow): Promise<void> {
  await db.batch([
    db.prepare(`DELETE FROM uploads WHERE upload_id = ?1`).bind(upload.upload_id),
    uploadAudit(db, actor, action, key, upload.file_name),
    ...(stored ? [mediaInsert(db, stored, actor)] : []),
  ]);
}

/** A published upload: its audit entry and its media library row (db/media.ts), in one batch. */
export async function auditUpload(db: Db, actor: Actor, stored: MediaRow): Promise<void> {
  await db.batch([uploadAudit(db, actor, "upload", stored.key, stored.name), mediaInsert(db, stored, actor)]);
}
