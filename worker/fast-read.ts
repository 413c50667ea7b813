/**
 * The fast path of public reads (docs/decisions/0025): a GET that the read cache has answered
 * before, under the content version this isolate knows to be current, is answered here, before the
 * Hono app runs (its middleware chain, routing and response rewriting cost a cached read a fifth
 * of a static asset's throughput). The answer is the one the app gave, byte for byte and header
 * for header, with the two headers that belong to each request made again by the middleware's own
 * rules: `X-Request-Id` (middleware/request-id.ts) and `x-d1-bookmark` (the client's own, as
 * middleware/d1-session.ts answers a read that ran no query). Anything unusual (another method, a
 * body, a stale version, a `language` the app would refuse: middleware/language.ts) goes to the app.
 */
import { BOOKMARK_HEADER } from "../common/d1-bookmark.ts";
import { freshContentVersion } from "./lib/content-version.ts";
import { fastAnswers, servedReads, versionedKey } from "./lib/read-cache.ts";
import { offCanonicalHost, type OriginEnv } from "./lib/site-origin.ts";
import { apiCacheSeconds, readCacheKey } from "./middleware/cache-control.ts";
import { requestBookmark } from "./middleware/d1-session.ts";
import { apiLanguage } from "./middleware/language.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./middleware/request-id.ts";
import { edgeCountry } from "./lib/visitor.ts";

type FastReadEnv = OriginEnv & { API_CACHE_SECONDS?: string };
const API_PATH = /^\/(api|open-api)\//;
/** Reads every request of which counts against the client's rate limit (routes/search.ts): the app answers them. */
const RATE_LIMITED = /^\/(api|open-api)\/search$/;
/** Headers of one request's answer that are not part of the cached answer. */
const PER_REQUEST = new Set([REQUEST_ID_HEADER.toLowerCase(), BOOKMARK_HEADER]);

/** The key of `req` in the fast path, or undefined when the app must answer it. */
function fastKey(req: Request, env: FastReadEnv, now: number): string | undefined {
  if (req.method !== "GET" || req.body !== null || apiCacheSeconds(env) === 0) return undefined;
  const known = freshContentVersion(now);
  if (!known) return undefined;
  const url = new URL(req.url);
  // Keys use the API's language rule: the feed (pages' rule) is cached by the app only. Another
  // host of a deployed Worker gets the app's 404 (middleware/canonical-host.ts).
  if (!API_PATH.test(url.pathname) || RATE_LIMITED.test(url.pathname) || offCanonicalHost(env, url)) return undefined;
  const lang = apiLanguage(req.headers.get("Accept-Language"), url.searchParams.getAll("language"));
  return lang && versionedKey(readCacheKey(lang, url, edgeCountry(req, env)), known.version);
}

/** The cached answer to `req`, or undefined. No I/O. */
export function fastRead(req: Request, env: FastReadEnv): Response | undefined {
  const now = Date.now();
  const key = fastKey(req, env, now);
  const hit = key === undefined ? undefined : fastAnswers.get(key, now);
  if (!hit) return undefined;
  // The kept headers never include the per-request ones, so appending them is setting them.
  const headers: [string, string][] = [...hit.headers, [REQUEST_ID_HEADER, requestIdOf(req.headers.get(REQUEST_ID_HEADER))]];
  const bookmark = requestBookmark(req);
  if (bookmark) headers.push([BOOKMARK_HEADER, bookmark]);
  return new Response(hit.body, { status: hit.status, headers });
}

/** Keeps the app's finished answer to a public read the read cache just filled, for the fast path. */
export function rememberRead(req: Request, res: Response): Response {
  const served = servedReads.get(req);
  if (!served || res.status !== 200) return res;
  const headers: [string, string][] = [];
  for (const [name, value] of res.headers) {
    if (PER_REQUEST.has(name)) continue;
    headers.push([name, name === "x-read-cache" ? "memory" : value]);
  }
  fastAnswers.set(served.key, { status: res.status, headers, body: served.body }, served.ttl, served.now);
  return res;
}
