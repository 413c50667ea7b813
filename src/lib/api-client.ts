/**
 * The one API client (SPEC section 7/8, CONTRACT envelope). Every call of the SPA goes through
 * `request`: base /api, 300000 ms timeout, JSON, bearer token when stored, Accept-Language.
 */
import { BOOKMARK_HEADER, bookmarkKeeper } from "../../common/d1-bookmark";
import { apiAddress } from "../../common/page-reads";
import type { Lang } from "../i18n/lang";

export const API_BASE = "/api";
export const REQUEST_TIMEOUT_MS = 300_000;
export const TOKEN_KEY = "token";
export const USER_INFO_KEY = "userInfo";
/** Codes that mean the session is gone (SPEC section 8). */
export const SESSION_CODES = new Set([1016002, 1011008]);

export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data?: T;
}

/** A failed call: the server's code and human message, or a network/timeout failure (code 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly kind: "server" | "network" | "timeout" = "server",
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Listener = (err: ApiError) => void;
const errorListeners = new Set<Listener>();
let sessionExpiredHandler: () => void = () => {
  if (typeof window !== "undefined") window.location.assign("/login");
};
let currentLang: Lang = "zh";

/** The toast subscribes here so failures show the server's message (SPEC section 8). */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}
export function setSessionExpiredHandler(fn: () => void): void {
  sessionExpiredHandler = fn;
}
/** Kept in step with the language switcher; sent as Accept-Language. */
export function setApiLanguage(lang: Lang): void {
  currentLang = lang;
}
export function getApiLanguage(): Lang {
  return currentLang;
}

/** The newest D1 bookmark seen, sent back so this visitor's reads follow their own writes (0025). */
const bookmarks = bookmarkKeeper(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage));

function storedToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearUserInfo(): void {
  try {
    sessionStorage.removeItem(USER_INFO_KEY);
  } catch {
    /* no storage */
  }
}

export interface RequestOptions {
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Failures are not toasted (the caller shows its own state, e.g. banner fallback). */
  silent?: boolean;
  signal?: AbortSignal;
}

/** The address a call asks for, written by the same function as the route table's reads (common/page-reads.ts). */
export function buildUrl(path: string, query?: RequestOptions["query"]): string {
  return apiAddress(path, query);
}

function fail(err: ApiError, silent?: boolean): never {
  if (!silent) for (const l of errorListeners) l(err);
  throw err;
}

/** Call the API and return `data` of a successful envelope; otherwise reject with ApiError. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": currentLang, ...opts.headers };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const bookmark = bookmarks.current();
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const timedOut = timeout.signal.aborted;
    return fail(new ApiError(timedOut ? "timeout" : "network", 0, 0, timedOut ? "timeout" : "network"), opts.silent);
  } finally {
    clearTimeout(timer);
  }
  bookmarks.see(res.headers.get(BOOKMARK_HEADER));

  let body: Envelope<T> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  const code = body?.code ?? res.status;
  if (SESSION_CODES.has(code) && (res.status === 200 || code === 1011008)) {
    clearUserInfo();
    sessionExpiredHandler();
    throw new ApiError(body?.msg ?? "", code, res.status);
  }
  if (res.status === 200 && body?.success === true && body.code === 200) return body.data as T;
  return fail(new ApiError(body?.msg || res.statusText || "error", code, res.status), opts.silent);
}
