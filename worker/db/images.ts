/** images + image_variants (docs/decisions/0041): uploaded pictures' sizes and responsive variants. */
import type { Db } from "./db.ts";
import { parseJson } from "../lib/json-column.ts";
import type { ImageVariant, MediaRef } from "../../common/image-variants.ts";

export async function recordImage(db: Db, path: string, width: number, height: number): Promise<void> {
  await db
    .prepare(`INSERT INTO images (path, width, height) VALUES (?1, ?2, ?3) ON CONFLICT (path) DO UPDATE SET width = excluded.width, height = excluded.height`)
    .bind(path, width, height)
    .run();
}

export async function findImage(db: Db, path: string): Promise<{ width: number; height: number } | null> {
  return db.prepare(`SELECT width, height FROM images WHERE path = ?1`).bind(path).first<{ width: number; height: number }>();
}

export interface VariantRow {
  path: string;
  originalPath: string;
  width: number;
  height: number;
  contentType: string;
  size: number;
}

/**
 * Records a variant (one already recorded stays as it is). No audit entry of its own: a variant is part
 * of its picture's upload, which has the one entry of what the user did (db/uploads.ts).
 */
export async function recordVariant(db: Db, v: VariantRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO image_variants (path, original_path, width, height, content_type, size) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT DO NOTHING`,
    )
    .bind(v.path, v.originalPath, v.width, v.height, v.contentType, v.size)
    .run();
}

/**
 * SQL columns giving the size (`<as>_w`, `<as>_h`) and variants (`<as>_v`, a JSON array) of the
 * picture whose /files path is in `column`; read back with mediaRef.
 */
export const mediaColumns = (column: string, as: string): string =>
  `(SELECT width FROM images WHERE path = ${column}) AS ${as}_w,
   (SELECT height FROM images WHERE path = ${column}) AS ${as}_h,
   (SELECT json_group_array(json_object('w', width, 'h', height, 'path', path, 'type', content_type))
      FROM (SELECT * FROM image_variants WHERE original_path = ${column} ORDER BY width, content_type)) AS ${as}_v`;

/** The picture reference of a row read with mediaColumns: only the fields that exist are added. */
export function mediaRef(path: string, row: object, as: string): MediaRef {
  const r = row as Record<string, unknown>;
  const ref: MediaRef = { path };
  const width = r[`${as}_w`];
  const height = r[`${as}_h`];
  if (typeof width === "number" && typeof height === "number") {
    ref.width = width;
    ref.height = height;
  }
  const variants = parseJson<ImageVariant[]>(String(r[`${as}_v`] ?? "[]"), []);
  if (variants.length) ref.variants = variants;
  return ref;
}

/**
 * Forgets an original that was deleted from R2 and deletes its variants there too; the R2 keys of the
 * variants come from the rows, so nothing else is touched.
 */
export async function dropImage(db: Db, files: R2Bucket, path: string): Promise<void> {
  const { results } = await db.prepare(`SELECT path FROM image_variants WHERE original_path = ?1`).bind(path).all<{ path: string }>();
  const keys = results.map((r) => decodeURIComponent(r.path.replace(/^\/files\//, "")));
  if (keys.length) await files.delete(keys);
  await db.batch([db.prepare(`DELETE FROM image_variants WHERE original_path = ?1`).bind(path), db.prepare(`DELETE FROM images WHERE path = ?1`).bind(path)]);
}

/**
 * The size and variants of each uploaded picture (a /files path) in `paths`, in one read: for pictures
 * that content names by path (page blocks), whose rows have no column to join on.
 */
export async function mediaRefsOf(db: Db, paths: readonly string[]): Promise<Map<string, MediaRef>> {
  const unique = [...new Set(paths.filter((p) => p.startsWith("/files/")))];
  const refs = new Map<string, MediaRef>();
  if (!unique.length) return refs;
  const { results } = await db
    .prepare(`SELECT p.value AS path, ${mediaColumns("p.value", "m")} FROM json_each(?1) p`)
    .bind(JSON.stringify(unique))
    .all<{ path: string }>();
  for (const row of results) refs.set(row.path, mediaRef(row.path, row, "m"));
  return refs;
}
