/**
 * Publishing an upload under its content-hashed key (docs/decisions/0019 and its amendment). The key needs the
 * hash of bytes the server has seen, and R2 has no rename or copy, so every upload is first written
 * to a temporary object (never served, never listed) and then streamed to its final key, which is
 * written only if nothing is there yet: a hashed key is immutable, so an existing object is never
 * replaced, whoever asks.
 */
import { UPLOAD_TYPES, type UploadType } from "../schemas/admin-api.ts";
import { toHex } from "./crypto.ts";
import { hashedKey } from "./file-type.ts";

/** Temporary objects of uploads in flight: /files does not serve them, the file list hides them. */
export const TMP_PREFIX = "tmp/";
export const newTmpKey = (): string => `${TMP_PREFIX}${crypto.randomUUID()}`;

/** SHA-256 of a stream as it flows (DigestStream keeps none of the bytes). */
export async function sha256OfStream(stream: ReadableStream): Promise<Uint8Array> {
  const digest = new crypto.DigestStream("SHA-256");
  await stream.pipeTo(digest);
  return new Uint8Array(await digest.digest);
}

/** Whether the object under `key` holds exactly these bytes; null when there is none. */
async function holds(bucket: R2Bucket, key: string, sha256: Uint8Array, size: number): Promise<boolean | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  if (head.size !== size) return false;
  // Objects published here carry R2's own checksum; others (loaded by the seed) are hashed once.
  const known = head.checksums.sha256;
  const existing = known ? new Uint8Array(known) : await sha256OfStream((await bucket.get(key))!.body);
  return toHex(existing) === toHex(sha256);
}

export interface Finished {
  type: UploadType;
  fileName: string;
  size: number;
  sha256: Uint8Array;
}

/**
 * Streams the temporary object to `<folder>/<name>-<first 8 hex of sha256>.<ext>` and answers that
 * key; when the key already holds the same bytes it is answered as is. Null when it holds other bytes
 * (a 32-bit prefix collision): those stay. The caller deletes the temporary object.
 */
export async function publish(bucket: R2Bucket, tmpKey: string, f: Finished): Promise<string | null> {
  const key = hashedKey(f.type, f.fileName, toHex(f.sha256).slice(0, 8));
  const same = await holds(bucket, key, f.sha256, f.size);
  if (same !== null) return same ? key : null;
  const source = await bucket.get(tmpKey);
  if (!source) throw new Error(`temporary object ${tmpKey} is gone`);
  const stored = await bucket.put(key, source.body.pipeThrough(new FixedLengthStream(f.size)), {
    httpMetadata: { contentType: UPLOAD_TYPES[f.type].contentType },
    customMetadata: { fileName: f.fileName },
    // R2 checks the copy against the hash the key was made from, and keeps it for the next comparison.
    sha256: f.sha256,
    // Written only if the key is still free: a concurrent upload of the same key cannot be overwritten.
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (stored) return key;
  // Another upload took the key in between: fine if it stored the same bytes.
  return (await holds(bucket, key, f.sha256, f.size)) ? key : null;
}
