/**
 * Loading code-split chunks (SPEC sections 2 and 9): a time-out, a typed `ChunkLoadError`, and one
 * page reload to recover from chunks a new deploy deleted. Safe outside the browser.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Set just before the recovery reload; cleared once a chunk loads, so a second failure cannot loop. */
export const RELOAD_GUARD_KEY = "chunkReloadAt";
export const CSS_CHUNK_CODE = "CSS chunk load failed";

export type ChunkErrorType = "missing" | "timeout" | "error";

/** A chunk failed to load: why (`type`), which address was requested, and `code` for a style sheet. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(
    readonly type: ChunkErrorType,
    readonly request: string,
    message?: string,
    readonly code?: string,
  ) {
    super(message ?? `Loading chunk failed (${type}): ${request}`);
  }
}

const URL_IN_MESSAGE = /((?:https?:\/\/[^\s'"]+)|(?:\/[^\s'"]+\.(?:js|mjs|css)))/;
/** The browsers' words for a module file that could not be fetched (not a bug inside it). */
const IMPORT_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|error loading/i;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Any loader failure as a ChunkLoadError, naming the address from the browser's message if it has one. */
export function toChunkLoadError(err: unknown, fallbackRequest: string, type: ChunkErrorType = "error"): ChunkLoadError {
  if (err instanceof ChunkLoadError) return err;
  const msg = messageOf(err);
  const request = URL_IN_MESSAGE.exec(msg)?.[1] ?? fallbackRequest;
  const css = /\.css(\?|$)/.test(request) || /preload CSS/i.test(msg);
  return new ChunkLoadError(type, request, msg, css ? CSS_CHUNK_CODE : undefined);
}

/** Is the chunk gone (a 404, or the HTML page served in its place)? Then a deploy replaced it. */
async function isGone(request: string): Promise<boolean> {
  if (!/^(https?:|\/)/.test(request) || typeof fetch === "undefined") return false;
  const res = await fetch(request, { method: "HEAD", cache: "no-store" }).catch(() => undefined);
  return res !== undefined && (res.status === 404 || (res.headers.get("content-type") ?? "").includes("text/html"));
}

/** Runs a dynamic import with the chunk time-out; failures become ChunkLoadError (`missing` when the file is gone). */
export async function loadChunk<T>(loader: () => Promise<T>, request: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError("timeout", request)), timeoutMs);
  });
  try {
    const mod = await Promise.race([loader(), timeout]);
    session()?.removeItem(RELOAD_GUARD_KEY);
    return mod;
  } catch (err) {
    const error = toChunkLoadError(err, request);
    if (err instanceof ChunkLoadError || !IMPORT_FAILED.test(messageOf(err)) || !(await isGone(error.request))) throw error;
    throw new ChunkLoadError("missing", error.request, error.message, error.code);
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

/** After a deploy the old chunk names are gone: reload once for the new page. True when a reload was started. */
export function reloadOnceForStaleChunk(err: ChunkLoadError, reload: () => void = () => window.location.reload()): boolean {
  const store = err.type === "missing" ? session() : undefined;
  if (!store || store.getItem(RELOAD_GUARD_KEY)) return false;
  store.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  reload();
  return true;
}
