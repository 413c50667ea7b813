/**
 * Browser uploads with progress. Up to SINGLE_MAX bytes: one XMLHttpRequest (its upload progress
 * events drive the bar). Larger: R2 multipart through the admin API in PART_BYTES parts, each part
 * its own request; the upload id, key and the parts done are remembered in localStorage, so after a
 * dropped connection (or a closed tab) choosing the same file again asks the server which parts it
 * has and sends only the rest.
 */
import type { MultipartCreated, MultipartState, Uploaded, UploadedPart } from "../../../worker/schemas/admin-api";
import { AdminError, adminUrl, authHeaders } from "./admin-fetch";

/** Files above this go in parts (the single-request limit is 100 MB; stay clear of it). */
export const SINGLE_MAX = 90 * 1024 * 1024;
/** Part size: within R2's and the API's 5-100 MB. */
export const PART_BYTES = 16 * 1024 * 1024;
const RESUME_PREFIX = "adminUpload:";

export type Progress = (sent: number, total: number) => void;

/** Size limits of one upload (tests use small ones). */
export interface UploadSizes {
  singleMax: number;
  partBytes: number;
}
const SIZES: UploadSizes = { singleMax: SINGLE_MAX, partBytes: PART_BYTES };

interface ResumeRecord {
  uploadId: string;
  key: string;
  parts: { partNumber: number; etag: string }[];
}

/** Same file = same name, size and modification time. */
export const resumeKey = (file: File): string => `${RESUME_PREFIX}${file.name}:${file.size}:${file.lastModified}`;

export function readResume(file: File): ResumeRecord | null {
  try {
    const raw = localStorage.getItem(resumeKey(file));
    return raw ? (JSON.parse(raw) as ResumeRecord) : null;
  } catch {
    return null;
  }
}

function writeResume(file: File, record: ResumeRecord | null): void {
  try {
    if (record) localStorage.setItem(resumeKey(file), JSON.stringify(record));
    else localStorage.removeItem(resumeKey(file));
  } catch {
    /* resuming is a convenience; the upload goes on */
  }
}

/** Content type the browser gives, or one from the extension for installers it leaves blank. */
export function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.split(".").pop()?.toLowerCase();
  const byExt: Record<string, string> = { exe: "application/vnd.microsoft.portable-executable", msi: "application/x-msi", "7z": "application/x-7z-compressed", zip: "application/zip" };
  return (ext && byExt[ext]) || "application/octet-stream";
}

/** One request with upload progress; resolves to the envelope's data. */
export function xhrSend<T>(method: string, url: string, body: Blob | string, headers: Record<string, string>, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries({ ...authHeaders(), ...headers })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded);
    xhr.onload = () => {
      let parsed: { data?: T; msg?: string; code?: number } = {};
      try {
        parsed = JSON.parse(xhr.responseText) as typeof parsed;
      } catch {
        /* the status speaks */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed.data as T);
      else reject(new AdminError(parsed.msg || `HTTP ${xhr.status}`, xhr.status, parsed.code ?? xhr.status));
    };
    xhr.onerror = () => reject(new AdminError("network", 0, 0));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const json = { "Content-Type": "application/json" };

async function uploadInParts(file: File, onProgress: Progress, signal: AbortSignal | undefined, partBytes: number): Promise<Uploaded> {
  let record = readResume(file);
  if (record) {
    // Ask the server what it really has: a part sent but unrecorded here still counts.
    try {
      const state = await xhrSend<MultipartState>("GET", adminUrl(`/uploads/multipart/${encodeURIComponent(record.uploadId)}`, { key: record.key }), "", {}, undefined, signal);
      record = { ...record, parts: state.parts.map((p: UploadedPart) => ({ partNumber: p.partNumber, etag: p.etag })) };
    } catch (err) {
      if ((err as Error).name === "AbortError") throw err;
      record = null; // expired or aborted upload: start again
    }
  }
  if (!record) {
    const created = await xhrSend<MultipartCreated>("POST", adminUrl("/uploads/multipart"), JSON.stringify({ fileName: file.name, contentType: contentTypeOf(file), size: file.size }), json, undefined, signal);
    record = { uploadId: created.uploadId, key: created.key, parts: [] };
  }
  writeResume(file, record);
  const count = Math.ceil(file.size / partBytes);
  const done = new Map(record.parts.map((p) => [p.partNumber, p.etag]));
  const partSize = (n: number) => Math.min(partBytes, file.size - (n - 1) * partBytes);
  let sentBefore = [...done.keys()].reduce((sum, n) => sum + partSize(n), 0);
  onProgress(sentBefore, file.size);
  for (let n = 1; n <= count; n++) {
    if (done.has(n)) continue;
    const blob = file.slice((n - 1) * partBytes, (n - 1) * partBytes + partSize(n));
    const url = adminUrl(`/uploads/multipart/${encodeURIComponent(record.uploadId)}/${n}`, { key: record.key });
    const part = await xhrSend<UploadedPart>("PUT", url, blob, { "Content-Type": "application/octet-stream" }, (sent) => onProgress(sentBefore + sent, file.size), signal);
    done.set(n, part.etag);
    sentBefore += partSize(n);
    record = { ...record, parts: [...done].map(([partNumber, etag]) => ({ partNumber, etag })) };
    writeResume(file, record);
  }
  const parts = [...done].sort((a, b) => a[0] - b[0]).map(([partNumber, etag]) => ({ partNumber, etag }));
  const url = adminUrl(`/uploads/multipart/${encodeURIComponent(record.uploadId)}/complete`, { key: record.key });
  const uploaded = await xhrSend<Uploaded>("POST", url, JSON.stringify({ parts }), json, undefined, signal);
  writeResume(file, null);
  return uploaded;
}

/** Uploads `file` (in parts when large), reporting bytes sent; resolves to the stored file. */
export function uploadFile(file: File, onProgress: Progress, signal?: AbortSignal, sizes: UploadSizes = SIZES): Promise<Uploaded> {
  if (file.size > sizes.singleMax) return uploadInParts(file, onProgress, signal, sizes.partBytes);
  const headers = { "Content-Type": contentTypeOf(file), "X-File-Name": encodeURIComponent(file.name) };
  return xhrSend<Uploaded>("POST", adminUrl("/uploads"), file, headers, (sent) => onProgress(sent, file.size), signal);
}
