/**
 * The admin's one HTTP client: the envelope, the bearer token (when signed in with one; under
 * Cloudflare Access the cookie is enough), Accept-Language, If-Match, and failures as AdminError
 * with the HTTP status, the envelope code and, for a 400, the field the server named.
 */
import { BOOKMARK_HEADER, bookmarkKeeper } from "../../../common/d1-bookmark";
import type { Lang } from "../../../common/languages";
import { readToken } from "./session-token";

/** The admin's languages are the site's. */
export type AdminLang = Lang;

export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly field: string | null = null,
    /** The envelope's data on failure (a 412 carries who saved and when). */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = "AdminError";
  }
}

export interface AdminRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  ifMatch?: string | number | null;
  signal?: AbortSignal;
}

export interface AdminAnswer<T> {
  data: T;
  etag: string | null;
}

let lang: AdminLang = "zh";
let onUnauthorized: () => void = () => {};

/** Kept in step with the admin's language switch; the server's messages follow it. */
export function setAdminLang(next: AdminLang): void {
  lang = next;
}

/** Called on every 401, before the error is thrown (the app goes back to sign-in). */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

/** The newest D1 bookmark seen: after a save, the next list reads at least that save (0025). */
const bookmarks = bookmarkKeeper(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage));

/** Headers every admin request carries (also used by uploads through XMLHttpRequest). */
export function authHeaders(): Record<string, string> {
  const token = readToken();
  const headers: Record<string, string> = { "Accept-Language": lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  const bookmark = bookmarks.current();
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
  return headers;
}


/** URL of an admin API path with its query (empty values dropped). */
export function adminUrl(path: string, query: AdminRequest["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/api/admin${path}${qs ? `?${qs}` : ""}`;
}

/** The field path a 400 names: `data.field` when the server sends it, else found in the sentence. */
export function fieldOf(body: { msg?: string; data?: unknown }, known: readonly string[] = []): string | null {
  const data = body.data as { field?: unknown } | undefined;
  if (data && typeof data.field === "string") return data.field;
  const msg = body.msg ?? "";
  const hits = known.filter((f) => [`(${f})`, `（${f}）`, `"${f}"`, ` ${f} `].some((form) => msg.includes(form)));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Turns a failed answer into an AdminError (401 also signs out). */
export async function errorOf(res: Response, knownFields: readonly string[] = []): Promise<AdminError> {
  let body: { msg?: string; code?: number; data?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    /* not JSON: the status speaks */
  }
  if (res.status === 401) onUnauthorized();
  const field = res.status === 400 ? fieldOf(body, knownFields) : null;
  return new AdminError(body.msg || `HTTP ${res.status}`, res.status, body.code ?? res.status, field, body.data);
}

/** One admin API call; resolves to `data` and the ETag, rejects with AdminError. */
export async function adminFetch<T>(path: string, req: AdminRequest = {}, knownFields: readonly string[] = []): Promise<AdminAnswer<T>> {
  const headers = authHeaders();
  // A bodiless POST says JSON too: the Worker refuses an admin POST of any other type (415).
  if (req.body !== undefined || req.method === "POST") headers["Content-Type"] = "application/json";
  if (req.ifMatch !== undefined && req.ifMatch !== null) headers["If-Match"] = String(req.ifMatch);
  let res: Response;
  try {
    res = await fetch(adminUrl(path, req.query), {
      method: req.method ?? "GET",
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
      credentials: "same-origin",
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new AdminError((err as Error).message, 0, 0);
  }
  bookmarks.see(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw await errorOf(res, knownFields);
  const body = (await res.json()) as { data: T };
  return { data: body.data, etag: res.headers.get("ETag") };
}
