/**
 * What every admin write route shares (content, its revisions, the site settings): If-Match and the
 * ETag, the 412 answer, the facts a save takes from R2, a page's blocks it cannot show, and deleting
 * files nothing references any more.
 * Its own module so the content routes and the revision routes they mount import it, not each other.
 */
import type { Context } from "hono";
import { type ContentSpec, type FileFacts, keyOfPath, type Row } from "../admin/content-specs.ts";
import { mp4DurationFromReader } from "../../common/mp4-duration.ts";
import { layoutProblemField, layoutProblems, layoutProblemVars } from "../../common/page-layouts.ts";
import { fileReferenced, getContentRow } from "../db/admin-content.ts";
import type { Db } from "../db/db.ts";
import { dropImage } from "../db/images.ts";
import { mediaDeleted } from "../db/media.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { purgeReadCache } from "../middleware/cache-control.ts";
import { fileUrl } from "../lib/file-name.ts";
import type { StaleInfo } from "../schemas/admin-api.ts";

/** `"3"`, `W/"3"` or `3` -> 3; anything else -> NaN (never matches a version). */
export function parseIfMatch(header: string | undefined): number | null {
  if (header === undefined || header.trim() === "") return null;
  const m = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  return m ? Number(m[1]) : Number.NaN;
}

export const etagOf = (version: number) => `"${version}"`;

export function staleAnswer(c: Context, info: StaleInfo) {
  return fail(c, 412, CODES.preconditionFailed, "stale", undefined, {
    data: { ...info },
    vars: { by: info.updatedBy ?? "?", at: info.updatedAt },
  });
}

/** Size of a software file and duration of a video, from R2; null names the bad field (400). */
export async function fileFacts(c: Context<AppEnv>, spec: ContentSpec, input: Record<string, unknown>): Promise<FileFacts | { bad: string }> {
  if (spec.resource === "software") {
    const head = await c.env.FILES.head(String(input.fileKey));
    return head ? { size: head.size } : { bad: "fileKey" };
  }
  if (spec.resource === "videos") {
    const key = keyOfPath(String(input.videoPath));
    const head = key ? await c.env.FILES.head(key) : null;
    if (!key || !head) return { bad: "videoPath" };
    if (head.httpMetadata?.contentType === "video/webm" || key.endsWith(".webm")) return { durationSeconds: 0 };
    try {
      const read = async (offset: number, length: number) => {
        const obj = await c.env.FILES.get(key, { range: { offset, length: Math.max(1, Math.min(length, head.size - offset)) } });
        return obj ? new Uint8Array(await obj.arrayBuffer()) : new Uint8Array();
      };
      return { durationSeconds: await mp4DurationFromReader(head.size, read) };
    } catch {
      return { bad: "videoPath" };
    }
  }
  return {};
}

/**
 * A save, publish or restore of a page with blocks the page cannot show (common/page-layouts.ts,
 * decision 0044): the 400 naming the first such block and the page in the request's language, with
 * the block's field (`blocks.3`, or `blocks` for a missing one) as `data.field`; null when it can show
 * them all (or the item is not a page). Nothing is written.
 */
export function pageBlocksRefusal(c: Context<AppEnv>, spec: ContentSpec, row: Row, input: Record<string, unknown>) {
  if (spec.resource !== "pages") return null;
  const path = String(row.path);
  const problems = layoutProblems(path, input.blocks as { type: string }[]);
  const first = problems[0];
  if (!first) return null;
  const field = layoutProblemField(first);
  return fail(c, 400, CODES.validation, first.kind, undefined, {
    vars: layoutProblemVars(path, first, c.get("lang") ?? "zh"),
    data: { field, page: path, type: first.type },
  });
}

/** Deletes each R2 object no content row or kept revision references any more, with a picture's variants. */
export async function dropUnusedFiles(env: Env, db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    if (await fileReferenced(db, key)) continue;
    await env.FILES.delete(key);
    await dropImage(db, env.FILES, fileUrl(key));
    await mediaDeleted(db, key).run();
  }
}

/**
 * The answer to a save of item `id` that made `version` current (a PUT, a restore, a review's publish):
 * public reads' cache purged, the files only the version before used (`before`) deleted, the new
 * version as its ETag and as `rowVersion` (CONTRACT; `version`, its older name, too).
 */
export async function savedAnswer(c: Context<AppEnv>, spec: ContentSpec, id: number, before: Row | null, version: number) {
  purgeReadCache();
  // A replaced file (cover, installer, video) that nothing else uses goes with the old version.
  if (before) {
    const after = await getContentRow(c.var.db, spec, id);
    const kept = new Set(after ? spec.fileKeys(after) : []);
    await dropUnusedFiles(
      c.env,
      c.var.db,
      spec.fileKeys(before).filter((k) => !kept.has(k)),
    );
  }
  c.header("ETag", etagOf(version));
  return c.json(ok({ id, rowVersion: version, version }), 200);
}
