/**
 * Loading code-split chunks: a time-out, a typed `ChunkLoadError`, and the one-time page reload
 * that recovers from chunks deleted by a new deploy. Safe outside the browser.
 */

/** SPEC section 9: a chunk that takes longer than this is treated as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Set just before the recovery reload; cleared once a chunk loads, so a second failure cannot loop. */
export const RELOAD_GUARD_KEY = "chunkReloadAt";
export const CSS_CHUNK_CODE = "CSS chunk load failed";

export type ChunkErrorType = "missing" | "timeout" | "error";

/** A chunk failed to load: why (`type`) and which address was requested. */
export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  readonly request: string;
  /** 'CSS chunk load failed' when the failing piece was a style sheet. */
  readonly code?: string;
  constructor(type: ChunkErrorType, request: string, message?: string, code?: string) {
    super(message ?? `Loading chunk failed (${type}): ${request}`);
    this.name = "ChunkLoadError";
    this.type = type;
    this.request = request;
    this.code = code;
  }
}

const URL_IN_MESSAGE = /((?:https?:\/\/[^\s'"]+)|(?:\/[^\s'"]+\.(?:js|mjs|css)))/;

/** Does this error mean the module file itself could not be fetched (as opposed to a bug inside it)? */
export function isImportFailure(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : String(err);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|error loading/i.test(msg);
}

/** Wrap any loader failure as a ChunkLoadError, naming the address from the browser's message if it has one. */
export function toChunkLoadError(err: unknown, fallbackRequest: string, type: ChunkErrorType = "error"): ChunkLoadError {
  if (err instanceof ChunkLoadError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  const request = URL_IN_MESSAGE.exec(msg)?.[1] ?? fallbackRequest;
  const css = /\.css(\?|$)/.test(request) || /preload CSS/i.test(msg);
  return new ChunkLoadError(type, request, msg, css ? CSS_CHUNK_CODE : undefined);
}

/**
 * Ask the server whether the chunk still exists. A 404 (or the HTML page served in its place)
 * means a deploy replaced it: type 'missing'. Anything else stays 'error'.
 */
async function probeMissing(request: string): Promise<boolean> {
  if (!/^(https?:|\/)/.test(request) || typeof fetch === "undefined") return false;
  try {
    const res = await fetch(request, { method: "HEAD", cache: "no-store" });
    return res.status === 404 || (res.headers.get("content-type") ?? "").includes("text/html");
  } catch {
    return false;
  }
}

/** Run a dynamic import with the chunk time-out; failures become ChunkLoadError. */
export async function loadChunk<T>(loader: () => Promise<T>, request: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError("timeout", request)), timeoutMs);
  });
  try {
    const mod = await Promise.race([loader(), timeout]);
    clearReloadGuard();
    return mod;
  } catch (err) {
    if (err instanceof ChunkLoadError) throw err;
    const wrapped = toChunkLoadError(err, request);
    if (isImportFailure(err) && (await probeMissing(wrapped.request))) {
      throw new ChunkLoadError("missing", wrapped.request, wrapped.message, wrapped.code);
    }
    throw wrapped;
  } finally {
    clearTimeout(timer);
  }
}

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function clearReloadGuard(): void {
  session()?.removeItem(RELOAD_GUARD_KEY);
}

/**
 * After a deploy the old chunk names are gone: reload once to fetch the new index.html.
 * Returns true when a reload was started; false if one was already tried this session.
 */
export function reloadOnceForStaleChunk(err: ChunkLoadError, reload: () => void = () => window.location.reload()): boolean {
  if (err.type !== "missing") return false;
  const store = session();
  if (!store || store.getItem(RELOAD_GUARD_KEY)) return false;
  store.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  reload();
  return true;
}
