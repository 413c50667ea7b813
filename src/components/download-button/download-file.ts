/** Files above this size are not buffered in memory: the browser downloads them itself. */
export const LARGE_FILE_BYTES = 100 * 1024 * 1024;

/** `EICAD-User-Manual-3fa2c9d1.pdf` → `EICAD-User-Manual.pdf` (storage keys carry an 8-hex content hash). */
export function stripHash(name: string): string {
  return name.replace(/-[0-9a-f]{8}(?=\.[^./]+$|$)/i, "");
}

/** The name to save a file under: the given name, else the URL's last segment, without the hash. */
export function saveName(fileUrl: string, fileName?: string): string {
  const raw = fileName?.trim() || fileUrl.split(/[?#]/)[0].split("/").pop() || "download";
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    /* keep the raw segment */
  }
  return stripHash(decoded);
}

/** Hand a URL or blob URL to the browser's own download machinery through a temporary link. */
export function clickLink(href: string, name?: string): void {
  const a = document.createElement("a");
  a.href = href;
  if (name) a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export interface FetchOptions {
  onProgress?: (percent: number | null) => void;
  signal?: AbortSignal;
}

/** What `fetchFile` did: saved a buffered blob, or handed a large file to the browser. */
export type DownloadOutcome = "saved" | "navigated";

/**
 * Fetch the file as a blob, reporting percent when Content-Length is known, then save it under
 * `name`. A file over LARGE_FILE_BYTES is left to a plain navigation (the server's
 * Content-Disposition names it) instead of being held in memory. Rejects on any failure.
 */
export async function fetchFile(url: string, name: string, opts: FetchOptions = {}): Promise<DownloadOutcome> {
  const abort = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, abort.signal]) : abort.signal;
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const length = Number(res.headers.get("Content-Length")) || 0;
  if (length > LARGE_FILE_BYTES) {
    abort.abort();
    clickLink(url);
    return "navigated";
  }
  const chunks: Uint8Array[] = [];
  if (res.body) {
    const reader = res.body.getReader();
    let received = 0;
    opts.onProgress?.(length ? 0 : null);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      opts.onProgress?.(length ? Math.min(100, Math.round((received / length) * 100)) : null);
    }
  } else {
    chunks.push(new Uint8Array(await res.arrayBuffer()));
  }
  const type = res.headers.get("Content-Type") ?? "application/octet-stream";
  const href = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  clickLink(href, name);
  // Give the browser a moment to start the save before the blob is released.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return "saved";
}
