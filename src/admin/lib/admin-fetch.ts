/**
 * The admin's one HTTP client: the envelope, the bearer token (when signed in with one; under
 * Cloudflare Access the cookie is enough), Accept-Language, If-Match, and failures as AdminError
 * with the HTTP status, the envelope code and, for a 400, the field the server named. Calls are named
 * by method and path ("PATCH /api/admin/consultations/:id", worker/schemas/admin-requests.ts), which
 * types the parameters, the query, the body and the answer.
 */
import { BOOKMARK_HEADER, bookmarkKeeper } from "../../../common/d1-bookmark";
import type { Lang } from "../../../common/languages";
import type { AdminBody, AdminData, AdminParams, AdminQuery, AdminRoute } from "../../../worker/schemas/admin-requests";
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

type Query = Record<string, string | number | boolean | undefined | null>;

/** What a call of `route` takes: its path parameters, query and body when it has them, If-Match, abort. */
export type AdminRequest<R extends AdminRoute> = ([keyof AdminParams<R>] extends [never] ? { params?: undefined } : { params: AdminParams<R> }) &
  ([AdminQuery<R>] extends [never] ? { query?: undefined } : { query?: AdminQuery<R> }) &
  ([AdminBody<R>] extends [never] ? { body?: undefined } : { body: AdminBody<R> }) & {
    ifMatch?: string | number | null;
    signal?: AbortSignal;
    /** Field paths of the form, to find the one a 400's message names. */
    fields?: readonly string[];
  };

/** The request argument is optional when the route needs neither parameters nor a body. */
type RequestArg<R extends AdminRoute> = object extends AdminRequest<R> ? [req?: AdminRequest<R>] : [req: AdminRequest<R>];

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

/**
 * The method and URL of a call: parameters filled in (encoded), empty query values dropped. Untyped
 * inside; callers type the request by its route (adminFetch, downloadExport, xhrSend).
 */
export function adminUrl(route: AdminRoute, req: { params?: object; query?: object } = {}): { method: string; url: string } {
  const [method, template] = route.split(" ") as [string, string];
  const values = (req.params ?? {}) as Record<string, string | number>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries((req.query ?? {}) as Query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return { method, url: `${path}${qs ? `?${qs}` : ""}` };
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
export async function adminFetch<R extends AdminRoute>(route: R, ...args: RequestArg<R>): Promise<AdminAnswer<AdminData<R>>> {
  const req: AdminRequest<R> | undefined = args[0];
  const { method, url } = adminUrl(route, req);
  const headers = authHeaders();
  // A bodiless POST says JSON too: the Worker refuses an admin POST of any other type (415).
  if (req?.body !== undefined || method === "POST") headers["Content-Type"] = "application/json";
  if (req?.ifMatch !== undefined && req.ifMatch !== null) headers["If-Match"] = String(req.ifMatch);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: req?.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req?.signal,
      credentials: "same-origin",
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new AdminError((err as Error).message, 0, 0);
  }
  bookmarks.see(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw await errorOf(res, req?.fields);
  const body = (await res.json()) as { data: AdminData<R> };
  return { data: body.data, etag: res.headers.get("ETag") };
}
