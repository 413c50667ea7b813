/**
 * Cache-Control of API answers: `no-store` unless a public read marked itself cacheable. Public
 * reads are also kept for `API_CACHE_SECONDS` in the isolate's memory and in the Workers Cache API
 * (shared by the isolates of a data centre; both in lib/read-cache.ts), under keys that carry the
 * content version, so a publish shows as soon as the version is re-read (docs/decisions/0022, 0036).
 * 0 turns both off.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { listedCountry } from "../../common/area-codes.ts";
import { newerBookmark } from "../../common/d1-bookmark.ts";
import { contentVersionAt } from "../lib/content-version.ts";
import { findRead, keepRead, type ServedRead, servedReads, versionedKey } from "../lib/read-cache.ts";
import { edgeCountry } from "../lib/visitor.ts";

/** Emptied after each admin write (lib/read-cache.ts; the admin routes import it from here). */
export { purgeReadCache } from "../lib/read-cache.ts";

/**
 * Seconds a public read may be cached by browsers and the edge. With the version re-read every 5 s
 * (content-version.ts) a publish reaches a browser within 20 s: inside the contract's 30 s
 * (docs/decisions/0023).
 */
export const PUBLIC_READ_MAX_AGE = 15;

/** Longest an isolate keeps a read in memory: entries are keyed by content version (0022), so a longer stay never delays a publish. */
const MAX_API_CACHE_SECONDS = 60;

/** Default for everything under /api: never stored. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

/** Seconds a public read stays in memory; the var is a string, anything unparsable means off. */
export function apiCacheSeconds(env: { API_CACHE_SECONDS?: string }): number {
  const seconds = Number(env.API_CACHE_SECONDS ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_API_CACHE_SECONDS) : 0;
}

/**
 * Query parameters of the public reads (CONTRACT "Reads"); `language` is already in the key as the
 * resolved language. Anything else in the query cannot change the answer, so it is not in the key:
 * random query strings neither bypass the cache nor fill it.
 */
const READ_PARAMS = ["tab", "kind", "pageIndex", "pageSize", "q", "path"] as const;
const NUMERIC_PARAMS = new Set<string>(["pageIndex", "pageSize"]);

/** Reads whose answer depends on the visitor's country (the settings' default area code). */
const BY_COUNTRY = /\/site$/;

/**
 * The cache key of a read: language, path and the contract's parameters in a fixed order, and for the
 * settings the visitor's country when the area-code list has it (`country`: lib/visitor.ts edgeCountry).
 */
export function readCacheKey(lang: string, url: string | URL, country?: unknown): string {
  const { pathname, searchParams } = typeof url === "string" ? new URL(url) : url;
  const parts = [lang, pathname];
  if (BY_COUNTRY.test(pathname)) parts.push(`country=${listedCountry(country)?.[0] ?? "-"}`);
  for (const name of READ_PARAMS) {
    const value = searchParams.get(name);
    if (value === null) continue;
    // "01" and "1" are the same page; the validators coerce numbers the same way.
    // A search is the same trimmed; encoded, so no query text can look like another parameter.
    const v = NUMERIC_PARAMS.has(name) && /^\d+$/.test(value) ? String(Number(value)) : name === "q" ? encodeURIComponent(value.trim()) : value;
    parts.push(`${name}=${v}`);
  }
  return parts.join(" ");
}

/**
 * Marks a successful public read as briefly cacheable (the body depends on the language), and
 * answers repeats of it from memory or the Cache API, without D1, until the content version changes
 * or API_CACHE_SECONDS pass (which bounds the lag of the videos' view counts, not a publish).
 */
export const publicRead = createMiddleware<AppEnv>(async (c, next) => {
  const ttl = apiCacheSeconds(c.env) * 1000;
  /** Where the answer came from, in `X-Read-Cache` (the bench counts the reads served without D1). */
  let source: "memory" | "edge" | "miss" | undefined;
  let served: ServedRead | undefined;
  if (ttl > 0) {
    const now = Date.now();
    const version = await contentVersionAt(c.env.DB, now);
    const key = versionedKey(readCacheKey(c.get("lang"), c.req.url, edgeCountry(c.req.raw, c.env)), version.version);
    const host = new URL(c.req.url).host;
    const found = await findRead(host, key, ttl, now);
    const hit = found?.value;
    source = found?.source ?? "miss";
    if (hit) {
      c.res = new Response(hit.body, { status: hit.status, headers: hit.headers });
      // A memory hit's entry is older than now: only fresh entries go to the fast path, with their own expiry.
      if (source === "edge") served = { key, body: hit.body, ttl, now };
    } else {
      // Rows at least as recent as the version in the key, from whichever replica has them.
      c.set("db", c.env.DB.withSession(newerBookmark(c.var.bookmark, version.bookmark) ?? "first-unconstrained"));
      await next();
      if (c.res.status === 200) {
        const copy = c.res.clone();
        const value = { status: copy.status, headers: [...copy.headers], body: await copy.arrayBuffer() };
        keepRead(host, key, value, ttl, now, c.executionCtx);
        served = { key, body: value.body, ttl, now };
      }
    }
  } else {
    await next();
  }
  if (c.res.status === 200) {
    c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_READ_MAX_AGE}`);
    c.res.headers.append("Vary", "Accept-Language");
    if (source) c.res.headers.set("X-Read-Cache", source);
    // The whole answer, once every middleware has added its headers, is kept for the fast path.
    if (served) servedReads.set(c.req.raw, served);
  }
});
