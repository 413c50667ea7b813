/**
 * /api/admin/uploads (CONTRACT "Content", docs/decisions/0019): files into R2 under content-hashed
 * keys, the type decided by the first bytes.
 *
 * The client never names the final key, and an existing object is never replaced (lib/hashed-store.ts).
 * One request (up to 100 MB): the body streams into a temporary object while a DigestStream hashes
 * it; the temporary object is then streamed into the final key and deleted. Memory stays flat; the
 * cost is the file written twice.
 * In parts (up to 5 GB): the multipart upload goes to a temporary key the server picks. Parts are
 * recorded in D1 as they arrive, so a client can resume. Completion needs part 1, checks the whole
 * object's first bytes and size again, hashes it by streaming and publishes it like a single upload.
 */
import { auditActor } from "../middleware/admin-auth.ts";
import { Hono } from "hono";
import type { Context } from "hono";
import { mp4DurationFromReader } from "../../common/mp4-duration.ts";
import { auditUpload, findUpload, finishUpload, listParts, recordPart, recordUpload } from "../db/uploads.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { detectType, SNIFF_BYTES, typeOfName } from "../lib/file-type.ts";
import { newTmpKey, publish, sha256OfStream, TMP_PREFIX } from "../lib/hashed-store.ts";
import { peekStream } from "../lib/peek-stream.ts";
import { adminJsonBody } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { fileUrl, publicFileName } from "../lib/file-name.ts";
import {
  fileListQuerySchema,
  multipartCompleteSchema,
  multipartCreateSchema,
  multipartKeyQuerySchema,
  MULTIPART_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type Uploaded,
  type UploadType,
} from "../schemas/admin-api.ts";
import { z } from "zod";
import { IMAGE_HEAD_BYTES, imageSize } from "../../common/image-size.ts";
import { isVariantKey, VARIANT_MAX_BYTES, VARIANT_TYPES, VARIANT_WIDTHS, variantKey, type VariantType } from "../../common/image-variants.ts";
import { findImage, recordImage, recordVariant } from "../db/images.ts";
import type { Db } from "../db/db.ts";

const partParamSchema = z.object({ uploadId: z.string().min(1).max(1000), partNumber: z.string().regex(/^[1-9]\d{0,4}$/) });
const uploadParamSchema = z.object({ uploadId: z.string().min(1).max(1000) });
const variantQuerySchema = z.object({
  of: z.string().min(1).max(1000),
  w: z.enum(VARIANT_WIDTHS.map(String) as [string, ...string[]]),
});

/** Raster pictures: their size is read from the stored bytes and recorded (docs/decisions/0041). */
const RASTER: ReadonlySet<UploadType> = new Set(["png", "jpeg", "webp", "avif"]);

/** The file name of X-File-Name (percent-encoded UTF-8), or null. */
function fileNameOf(c: Context): string | null {
  const raw = c.req.header("X-File-Name");
  if (!raw) return null;
  try {
    const name = decodeURIComponent(raw).trim();
    return name && name.length <= 200 ? name : null;
  } catch {
    return null;
  }
}

/** Content-Length as a number within 1..max, or the failure to answer. */
function lengthOf(c: Context, max: number): number | Response {
  const header = c.req.header("Content-Length");
  if (!header || !/^\d+$/.test(header) || Number(header) === 0) return fail(c, 411, CODES.validation, "lengthRequired");
  const length = Number(header);
  if (length > max) return fail(c, 413, CODES.validation, "uploadTooLarge");
  return length;
}

/** The accepted type of the body's first bytes, when it agrees with the name's extension. */
function checkedType(head: Uint8Array, fileName: string): UploadType | null {
  const byContent = detectType(head);
  return byContent && typeOfName(fileName) === byContent ? byContent : null;
}

/** The accepted type of a stored object's first bytes, agreeing with the name (null otherwise). */
async function storedType(bucket: R2Bucket, key: string, size: number, fileName: string): Promise<UploadType | null> {
  const head = await bucket.get(key, { range: { offset: 0, length: Math.min(SNIFF_BYTES, size) } });
  return head ? checkedType(new Uint8Array(await head.arrayBuffer()), fileName) : null;
}

/** The answer when the hashed key already holds other bytes: those stay, the upload is refused. */
const keyTaken = (c: Context) => fail(c, 409, CODES.validation, "uploadKeyTaken");

/** Seconds of an MP4 in R2 (undefined when unreadable). */
async function durationOf(bucket: R2Bucket, key: string, size: number): Promise<number | undefined> {
  try {
    return await mp4DurationFromReader(size, async (offset, length) => {
      const obj = await bucket.get(key, { range: { offset, length: Math.max(1, Math.min(length, size - offset)) } });
      return obj ? new Uint8Array(await obj.arrayBuffer()) : new Uint8Array();
    });
  } catch {
    return undefined;
  }
}

async function uploaded(bucket: R2Bucket, db: Db, key: string, size: number, type: UploadType): Promise<Uploaded> {
  const result: Uploaded = { key, path: fileUrl(key), size, contentType: UPLOAD_TYPES[type].contentType };
  if (RASTER.has(type)) {
    const head = await bucket.get(key, { range: { offset: 0, length: Math.min(IMAGE_HEAD_BYTES, size) } });
    const dims = head ? imageSize(new Uint8Array(await head.arrayBuffer())) : null;
    if (dims) {
      await recordImage(db, result.path, dims.width, dims.height);
      result.width = dims.width;
      result.height = dims.height;
    }
  }
  if (type === "mp4") {
    const seconds = await durationOf(bucket, key, size);
    if (seconds !== undefined) result.durationSeconds = seconds;
  }
  return result;
}

/** Files a page of the list holds. */
const FILE_PAGE = 100;

export const adminUploads = new Hono<AppEnv>()
  .get("/", validate("query", fileListQuerySchema), async (c) => {
    const { folder, cursor } = c.req.valid("query");
    const listed = await c.env.FILES.list({ prefix: folder ? `${folder}/` : undefined, cursor, limit: FILE_PAGE, include: ["httpMetadata"] });
    const list = listed.objects
      // Temporary objects of uploads in flight are no one's files; variants go with their original.
      .filter((o) => !o.key.startsWith(TMP_PREFIX) && !isVariantKey(o.key))
      .map((o) => ({
        key: o.key,
        path: fileUrl(o.key),
        size: o.size,
        contentType: o.httpMetadata?.contentType ?? null,
        uploadedAt: o.uploaded.toISOString(),
        fileName: publicFileName(o.key),
      }));
    return c.json(ok({ list, cursor: listed.truncated ? listed.cursor : null }), 200);
  })
  .post("/", async (c) => {
    const length = lengthOf(c, UPLOAD_MAX_BYTES);
    if (length instanceof Response) return length;
    const fileName = fileNameOf(c);
    if (!fileName) return fail(c, 400, CODES.validation, "required", "X-File-Name", { data: { field: "X-File-Name" } });
    const body = c.req.raw.body;
    if (!body) return fail(c, 411, CODES.validation, "lengthRequired");
    const { head, stream } = await peekStream(body, SNIFF_BYTES);
    const type = checkedType(head, fileName);
    if (!type) {
      await stream.cancel();
      return fail(c, 415, CODES.validation, "unsupportedUpload");
    }
    const [toStore, toHash] = stream.tee();
    const tmpKey = newTmpKey();
    let key: string | null;
    let size: number;
    try {
      const [sha256, stored] = await Promise.all([sha256OfStream(toHash), c.env.FILES.put(tmpKey, toStore.pipeThrough(new FixedLengthStream(length)))]);
      if (!stored) return fail(c, 500, CODES.server, "serverError");
      size = stored.size;
      key = await publish(c.env.FILES, tmpKey, { type, fileName, size, sha256 });
    } finally {
      await c.env.FILES.delete(tmpKey);
    }
    if (!key) return keyTaken(c);
    await auditUpload(c.var.db, auditActor(c), { key, name: fileName, size, contentType: UPLOAD_TYPES[type].contentType });
    return c.json(ok(await uploaded(c.env.FILES, c.var.db, key, size, type)), 200);
  })
  // A narrower WebP/AVIF copy of an uploaded raster picture, made in the admin's browser
  // (docs/decisions/0041). Its key derives from the original's; its size is checked against it.
  .post("/variants", validate("query", variantQuerySchema), async (c) => {
    const { of, w } = c.req.valid("query");
    const width = Number(w);
    const length = lengthOf(c, VARIANT_MAX_BYTES);
    if (length instanceof Response && length.status === 413) return fail(c, 413, CODES.validation, "variantTooLarge");
    if (length instanceof Response) return length;
    const declared = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!(declared in VARIANT_TYPES)) return fail(c, 415, CODES.validation, "variantType");
    const type = declared as VariantType;
    const originalPath = fileUrl(of);
    const original = await findImage(c.var.db, originalPath);
    if (!original) return fail(c, 404, CODES.notFound, "imageNotFound", "of", { data: { field: "of" } });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength !== length) return fail(c, 400, CODES.validation, "lengthRequired");
    if (detectType(bytes.subarray(0, SNIFF_BYTES)) !== VARIANT_TYPES[type]) return fail(c, 415, CODES.validation, "variantType");
    const dims = imageSize(bytes);
    const height = Math.round((original.height * width) / original.width);
    if (!dims || width >= original.width || dims.width !== width || Math.abs(dims.height - height) > 1) {
      const vars = { w: String(width), ow: String(original.width), oh: String(original.height) };
      return fail(c, 400, CODES.validation, "variantSize", "w", { data: { field: "w" }, vars });
    }
    const key = variantKey(of, width, type);
    // First write wins, like every key derived from a content hash: a repeat is answered as stored.
    const put = await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: type }, onlyIf: { etagDoesNotMatch: "*" } });
    const stored = put ?? (await c.env.FILES.head(key));
    if (!stored) return fail(c, 500, CODES.server, "serverError");
    const path = fileUrl(key);
    await recordVariant(c.var.db, { path, originalPath, width, height: dims.height, contentType: type, size: stored.size });
    return c.json(ok({ key, path, size: stored.size, contentType: type, width, height: dims.height }), 200);
  })
  .post("/multipart", adminJsonBody, validate("json", multipartCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const type = typeOfName(input.fileName);
    if (!type) return fail(c, 415, CODES.validation, "unsupportedUpload");
    // The final key is decided at completion, from the bytes; until then the upload is temporary.
    const key = newTmpKey();
    const upload = await c.env.FILES.createMultipartUpload(key);
    await recordUpload(
      c.var.db,
      { upload_id: upload.uploadId, r2_key: key, file_name: input.fileName, content_type: UPLOAD_TYPES[type].contentType },
      auditActor(c),
    );
    return c.json(ok({ uploadId: upload.uploadId, key }), 200);
  })
  .get("/multipart/:uploadId", validate("param", uploadParamSchema), validate("query", multipartKeyQuerySchema), async (c) => {
    const { uploadId } = c.req.valid("param");
    const row = await findUpload(c.var.db, uploadId, c.req.valid("query").key);
    if (!row) return fail(c, 404, CODES.notFound, "notFound");
    return c.json(ok({ uploadId, key: row.r2_key, fileName: row.file_name, parts: await listParts(c.var.db, uploadId) }), 200);
  })
  .put("/multipart/:uploadId/:partNumber", validate("param", partParamSchema), validate("query", multipartKeyQuerySchema), async (c) => {
    const { uploadId, partNumber: part } = c.req.valid("param");
    const partNumber = Number(part);
    if (partNumber > 10_000) return fail(c, 404, CODES.notFound, "notFound");
    const row = await findUpload(c.var.db, uploadId, c.req.valid("query").key);
    if (!row) return fail(c, 404, CODES.notFound, "notFound");
    const length = lengthOf(c, UPLOAD_MAX_BYTES);
    if (length instanceof Response) return length;
    let body = c.req.raw.body;
    if (!body) return fail(c, 411, CODES.validation, "lengthRequired");
    if (partNumber === 1) {
      // The first part's first bytes decide whether the file is what its name says.
      const peeked = await peekStream(body, SNIFF_BYTES);
      if (!checkedType(peeked.head, row.file_name)) {
        await peeked.stream.cancel();
        return fail(c, 415, CODES.validation, "unsupportedUpload");
      }
      body = peeked.stream;
    }
    const upload = c.env.FILES.resumeMultipartUpload(row.r2_key, uploadId);
    const stored = await upload.uploadPart(partNumber, body.pipeThrough(new FixedLengthStream(length)));
    const result = { partNumber, etag: stored.etag, size: length };
    await recordPart(c.var.db, uploadId, result);
    return c.json(ok(result), 200);
  })
  .post(
    "/multipart/:uploadId/complete",
    validate("param", uploadParamSchema),
    validate("query", multipartKeyQuerySchema),
    adminJsonBody,
    validate("json", multipartCompleteSchema),
    async (c) => {
      const { uploadId } = c.req.valid("param");
      const row = await findUpload(c.var.db, uploadId, c.req.valid("query").key);
      if (!row) return fail(c, 404, CODES.notFound, "notFound");
      const parts = [...c.req.valid("json").parts].sort((a, b) => a.partNumber - b.partNumber);
      // Part 1 is the one whose first bytes were checked; a file without it is not the file checked.
      if (parts[0]?.partNumber !== 1) return fail(c, 400, CODES.validation, "invalid", "parts", { data: { field: "parts" } });
      const bucket = c.env.FILES;
      let object: R2Object;
      try {
        object = await bucket.resumeMultipartUpload(row.r2_key, uploadId).complete(parts);
      } catch {
        // R2 refuses parts that are missing, out of size bounds or with a wrong etag; the upload stays open.
        return fail(c, 400, CODES.validation, "invalid", "parts", { data: { field: "parts" } });
      }
      // The upload is now one temporary object: whatever the answer, it goes, and so does the upload.
      let type: UploadType | null = null;
      let key: string | null = null;
      try {
        if (object.size > MULTIPART_MAX_BYTES) return fail(c, 413, CODES.validation, "multipartTooLarge");
        type = await storedType(bucket, row.r2_key, object.size, row.file_name);
        if (!type) return fail(c, 415, CODES.validation, "unsupportedUpload");
        const sha256 = await sha256OfStream((await bucket.get(row.r2_key))!.body);
        key = await publish(bucket, row.r2_key, { type, fileName: row.file_name, size: object.size, sha256 });
        if (!key) return keyTaken(c);
      } finally {
        await bucket.delete(row.r2_key);
        const stored = key && type ? { key, name: row.file_name, size: object.size, contentType: UPLOAD_TYPES[type].contentType } : undefined;
        await finishUpload(c.var.db, row, auditActor(c), key ? "upload" : "abort-upload", key ?? row.r2_key, stored);
      }
      return c.json(ok(await uploaded(bucket, c.var.db, key, object.size, type)), 200);
    },
  )
  .delete("/multipart/:uploadId", validate("param", uploadParamSchema), validate("query", multipartKeyQuerySchema), async (c) => {
    const { uploadId } = c.req.valid("param");
    const row = await findUpload(c.var.db, uploadId, c.req.valid("query").key);
    if (!row) return fail(c, 404, CODES.notFound, "notFound");
    try {
      await c.env.FILES.resumeMultipartUpload(row.r2_key, uploadId).abort();
    } catch {
      // Already completed or aborted at R2: forgetting it here is all that is left.
    }
    await finishUpload(c.var.db, row, auditActor(c), "abort-upload", row.r2_key);
    return c.json(ok({ aborted: true }), 200);
  });
