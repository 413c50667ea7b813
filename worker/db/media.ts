/**
 * media_files (docs/decisions/0055): the media library's row of every file stored in R2, written
 * with the upload's audit entry, listed newest first, forgotten (deleted_at) when the file is deleted.
 */
import type { Db } from "./db.ts";
import type { Actor } from "./audit.ts";
import { mediaRefsOf } from "./images.ts";
import { fileUrl } from "../lib/file-name.ts";
import type { ImageVariant } from "../../common/image-variants.ts";

export interface MediaRow {
  key: string;
  name: string;
  size: number | null;
  contentType: string | null;
}

/**
 * The row of a published upload. A key is content-hashed: the same bytes uploaded again keep the
 * first row, unless it was deleted (then the new upload is the file's row again).
 */
export function mediaInsert(db: Db, m: MediaRow, actor: Actor): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO media_files (key, name, size, content_type, uploaded_by) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (key) DO UPDATE SET name = excluded.name, size = excluded.size, content_type = excluded.content_type,
         uploaded_at = excluded.uploaded_at, uploaded_by = excluded.uploaded_by, deleted_at = NULL
       WHERE media_files.deleted_at IS NOT NULL OR media_files.size IS NULL`,
    )
    .bind(m.key, m.name, m.size, m.contentType, actor.name);
}

export interface MediaListed {
  key: string;
  path: string;
  name: string;
  size: number | null;
  contentType: string | null;
  uploadedAt: string;
  uploadedBy: string | null;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

interface ListedRow {
  key: string;
  name: string;
  size: number | null;
  content_type: string | null;
  uploaded_at: string;
  uploaded_by: string | null;
}

/** LIKE pattern of a search: the words as typed, % and _ taken literally. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The files a field takes, by their type (the picker of a picture field lists pictures only). */
const ACCEPTED: Record<MediaAccept, string> = {
  image: "content_type LIKE 'image/%'",
  video: "content_type LIKE 'video/%'",
  media: "(content_type LIKE 'image/%' OR content_type LIKE 'video/%')",
  download: "(content_type IS NULL OR (content_type NOT LIKE 'image/%' AND content_type NOT LIKE 'video/%'))",
};
export type MediaAccept = "image" | "video" | "media" | "download";

/** One page of the library, newest first, searched by name when `q` is given. */
export async function listMedia(
  db: Db,
  { q, accept, pageIndex, pageSize }: { q?: string; accept?: MediaAccept; pageIndex: number; pageSize: number },
): Promise<{ list: MediaListed[]; total: number }> {
  const where = `deleted_at IS NULL${q ? ` AND name LIKE ?3 ESCAPE '\\'` : ""}${accept ? ` AND ${ACCEPTED[accept]}` : ""}`;
  const [count, page] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM media_files WHERE ${where.replaceAll("?3", "?1")}`).bind(...(q ? [likeOf(q)] : [])),
    db
      .prepare(
        `SELECT key, name, size, content_type, uploaded_at, uploaded_by FROM media_files WHERE ${where}
         ORDER BY uploaded_at DESC, key LIMIT ?1 OFFSET ?2`,
      )
      .bind(pageSize, (pageIndex - 1) * pageSize, ...(q ? [likeOf(q)] : [])),
  ]);
  const rows = page!.results as ListedRow[];
  const refs = await mediaRefsOf(
    db,
    rows.map((r) => fileUrl(r.key)),
  );
  const list = rows.map((r): MediaListed => {
    const path = fileUrl(r.key);
    const ref = refs.get(path);
    return {
      key: r.key,
      path,
      name: r.name,
      size: r.size,
      contentType: r.content_type,
      uploadedAt: r.uploaded_at,
      uploadedBy: r.uploaded_by,
      ...(ref?.width ? { width: ref.width, height: ref.height } : {}),
      ...(ref?.variants ? { variants: ref.variants } : {}),
    };
  });
  return { list, total: Number((count!.results[0] as { n: number }).n) };
}

/** Size and type of rows recorded without them (backfilled from the audit log), once read from R2. */
export async function fillMediaFacts(db: Db, key: string, size: number, contentType: string | null): Promise<void> {
  await db.prepare(`UPDATE media_files SET size = ?2, content_type = COALESCE(content_type, ?3) WHERE key = ?1`).bind(key, size, contentType).run();
}

/** The library's row of a key, when it is listed. */
export async function findMedia(db: Db, key: string): Promise<{ key: string; name: string } | null> {
  return db.prepare(`SELECT key, name FROM media_files WHERE key = ?1 AND deleted_at IS NULL`).bind(key).first<{ key: string; name: string }>();
}

/** The statement that takes a deleted file out of the library (its row stays, so a seed run never lists it again). */
export function mediaDeleted(db: Db, key: string): D1PreparedStatement {
  return db.prepare(`UPDATE media_files SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE key = ?1`).bind(key);
}
