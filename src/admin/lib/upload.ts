/**
 * Browser uploads with progress. Up to SINGLE_MAX bytes: one XMLHttpRequest (its upload progress
 * events drive the bar). Larger: R2 multipart through the admin API in PART_BYTES parts, each part
 * its own request; the upload id, key and the parts done are remembered in localStorage, so after a
 * dropped connection (or a closed tab) choosing the same file again asks the server which parts it
 * has and sends only the rest.
 */
import type { Uploaded, UploadedPart } from "../../../worker/schemas/admin-api";
import type { AdminData, AdminRoute } from "../../../worker/schemas/admin-requests";
import { AdminError, type AdminRequest, adminUrl, authHeaders } from "./admin-fetch";

type UploadRoute = Extract<AdminRoute, `${string} /api/admin/uploads${string}`>;

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
  const byExt: Record<string, string> = {
    exe: "application/vnd.microsoft.portable-executable",
    msi: "application/x-msi",
    "7z": "application/x-7z-compressed",
    zip: "application/zip",
  };
  return (ext && byExt[ext]) || "application/octet-stream";
}

/** One request with upload progress; resolves to the envelope's data. */
export function xhrSend<R extends UploadRoute>(
  route: R,
  req: Omit<AdminRequest<R>, "ifMatch" | "fields">,
  file?: { blob: Blob; headers: Record<string, string>; onProgress?: (sent: number) => void },
): Promise<AdminData<R>> {
  type T = AdminData<R>;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { method, url } = adminUrl(route, req);
    xhr.open(method, url);
    const json = req.body === undefined ? {} : { "Content-Type": "application/json" };
    for (const [k, v] of Object.entries({ ...authHeaders(), ...json, ...file?.headers })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => file?.onProgress?.(e.loaded);
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
    req.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file?.blob ?? (req.body === undefined ? "" : JSON.stringify(req.body)));
  });
}

async function uploadInParts(file: File, onProgress: Progress, signal: AbortSignal | undefined, partBytes: number): Promise<Uploaded> {
  let record = readResume(file);
  if (record) {
    // Ask the server what it really has: a part sent but unrecorded here still counts.
    try {
      const state = await xhrSend("GET /api/admin/uploads/multipart/:uploadId", { params: { uploadId: record.uploadId }, query: { key: record.key }, signal });
      record = { ...record, parts: state.parts.map((p: UploadedPart) => ({ partNumber: p.partNumber, etag: p.etag })) };
    } catch (err) {
      if ((err as Error).name === "AbortError") throw err;
      record = null; // expired or aborted upload: start again
    }
  }
  if (!record) {
    const created = await xhrSend("POST /api/admin/uploads/multipart", {
      body: { fileName: file.name, contentType: contentTypeOf(file), size: file.size },
      signal,
    });
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
    const part = await xhrSend(
      "PUT /api/admin/uploads/multipart/:uploadId/:partNumber",
      { params: { uploadId: record.uploadId, partNumber: n }, query: { key: record.key }, signal },
      {
        blob,
        headers: { "Content-Type": "application/octet-stream" },
        onProgress: (sent) => onProgress(sentBefore + sent, file.size),
      },
    );
    done.set(n, part.etag);
    sentBefore += partSize(n);
    record = { ...record, parts: [...done].map(([partNumber, etag]) => ({ partNumber, etag })) };
    writeResume(file, record);
  }
  const parts = [...done].sort((a, b) => a[0] - b[0]).map(([partNumber, etag]) => ({ partNumber, etag }));
  const complete = { params: { uploadId: record.uploadId }, query: { key: record.key }, body: { parts }, signal };
  const uploaded = await xhrSend("POST /api/admin/uploads/multipart/:uploadId/complete", complete);
  writeResume(file, null);
  return uploaded;
}

/** Uploads `file` (in parts when large), reporting bytes sent; resolves to the stored file. */
export function uploadFile(file: File, onProgress: Progress, signal?: AbortSignal, sizes: UploadSizes = SIZES): Promise<Uploaded> {
  if (file.size > sizes.singleMax) return uploadInParts(file, onProgress, signal, sizes.partBytes);
  const headers = { "Content-Type": contentTypeOf(file), "X-File-Name": encodeURIComponent(file.name) };
  return xhrSend("POST /api/admin/uploads", { signal }, { blob: file, headers, onProgress: (sent) => onProgress(sent, file.size) });
}
