/**
 * /api/admin/uploads (CONTRACT "Content", docs/decisions/0019): files into R2 under content-hashed
 * keys, the type decided by the first bytes.
 *
 * One request (up to 100 MB): the body streams into a temporary object while a DigestStream hashes
 * it; the final key needs that hash, and R2 has no copy, so the temporary object is then streamed
 * into the final key and deleted. Memory stays flat; the cost is the file written twice.
 * In parts (up to 5 GB): the key is fixed when the upload is created, before any byte is seen, so it
 * carries the first 8 hex of the SHA-256 the client sends (computed as it reads the file), or 8
 * random hex without one. Parts are recorded in D1 as they arrive, so a client can resume.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { mp4DurationFromReader } from "../../common/mp4-duration.ts";
import { auditUpload, findUpload, finishUpload, listParts, recordPart, recordUpload } from "../db/uploads.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { toHex } from "../lib/crypto.ts";
import { CODES, fail, ok } from "../lib/envelope.ts";
import { detectType, hashedKey, SNIFF_BYTES, typeOfName } from "../lib/file-type.ts";
import { peekStream } from "../lib/peek-stream.ts";
import { adminJsonBody } from "../middleware/json-body.ts";
import { validate } from "../middleware/validate.ts";
import { fileUrl, publicFileName } from "../lib/file-name.ts";
import {
  fileListQuerySchema,
  multipartCompleteSchema,
  multipartCreateSchema,
  multipartKeyQuerySchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type Uploaded,
  type UploadType,
} from "../schemas/admin-api.ts";
import { z } from "zod";

const partParamSchema = z.object({ uploadId: z.string().min(1).max(1000), partNumber: z.string().regex(/^[1-9]\d{0,4}$/) });
const uploadParamSchema = z.object({ uploadId: z.string().min(1).max(1000) });

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

async function uploaded(bucket: R2Bucket, key: string, size: number, type: UploadType): Promise<Uploaded> {
  const result: Uploaded = { key, path: fileUrl(key), size, contentType: UPLOAD_TYPES[type].contentType };
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
      // Temporary objects of uploads in flight are no one's files.
      .filter((o) => !o.key.startsWith("tmp/"))
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
    const digest = new crypto.DigestStream("SHA-256");
    const tmpKey = `tmp/${crypto.randomUUID()}`;
    const [, stored] = await Promise.all([
      toHash.pipeTo(digest),
      c.env.FILES.put(tmpKey, toStore.pipeThrough(new FixedLengthStream(length))),
    ]);
    if (!stored) return fail(c, 500, CODES.server, "serverError");
    const hash8 = toHex(new Uint8Array(await digest.digest)).slice(0, 8);
    const key = hashedKey(type, fileName, hash8);
    try {
      // Same content under the same name is already there: keep it (its key is immutable).
      if (!(await c.env.FILES.head(key))) {
        const tmp = await c.env.FILES.get(tmpKey);
        await c.env.FILES.put(key, tmp!.body.pipeThrough(new FixedLengthStream(stored.size)), {
          httpMetadata: { contentType: UPLOAD_TYPES[type].contentType },
          customMetadata: { fileName },
        });
      }
    } finally {
      await c.env.FILES.delete(tmpKey);
    }
    await auditUpload(c.var.db, c.get("actor"), key);
    return c.json(ok(await uploaded(c.env.FILES, key, stored.size, type)), 200);
  })
  .post("/multipart", adminJsonBody, validate("json", multipartCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const type = typeOfName(input.fileName);
    if (!type) return fail(c, 415, CODES.validation, "unsupportedUpload");
    const hash8 = input.sha256 ? input.sha256.slice(0, 8).toLowerCase() : toHex(crypto.getRandomValues(new Uint8Array(4)));
    const key = hashedKey(type, input.fileName, hash8);
    const upload = await c.env.FILES.createMultipartUpload(key, {
      httpMetadata: { contentType: UPLOAD_TYPES[type].contentType },
      customMetadata: { fileName: input.fileName },
    });
    await recordUpload(c.var.db, { upload_id: upload.uploadId, r2_key: key, file_name: input.fileName, content_type: UPLOAD_TYPES[type].contentType }, c.get("actor"));
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
      let object: R2Object;
      try {
        object = await c.env.FILES.resumeMultipartUpload(row.r2_key, uploadId).complete(parts);
      } catch {
        // R2 refuses parts that are missing, out of size bounds or with a wrong etag.
        return fail(c, 400, CODES.validation, "invalid", "parts", { data: { field: "parts" } });
      }
      await finishUpload(c.var.db, uploadId, c.get("actor"), "upload", row.r2_key);
      const type = typeOfName(row.file_name)!;
      return c.json(ok(await uploaded(c.env.FILES, row.r2_key, object.size, type)), 200);
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
    await finishUpload(c.var.db, uploadId, c.get("actor"), "abort-upload", row.r2_key);
    return c.json(ok({ aborted: true }), 200);
  });
