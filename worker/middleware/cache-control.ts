/**
 * Cache-Control of API answers: `no-store` unless a public read marked itself cacheable. Public
 * reads are also kept for `API_CACHE_SECONDS` in the isolate's memory and in the Workers Cache API
 * (shared by the isolates of a data centre), under keys that carry the content version, so a
 * publish shows as soon as the version is re-read (docs/decisions/0022). 0 turns both off.
 */
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv } from "../lib/app-env.ts";
import { listedCountry } from "../../common/area-codes.ts";
import { newerBookmark } from "../../common/d1-bookmark.ts";
import { contentVersionAt, forgetContentVersion } from "../lib/content-version.ts";
import { MicroCache, type CachedResponse } from "../lib/micro-cache.ts";
import { edgeCountry } from "../lib/visitor.ts";
import { forgetFastReads, type ServedRead, servedReads } from "../lib/fast-read-cache.ts";

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

/** Different paths, queries and languages the cache holds at most (a few KB each). */
const MAX_CACHED_READS = 500;
const readCache = new MicroCache(MAX_CACHED_READS);

/**
 * Drops every cached read of this isolate and its known content version: called after each admin
 * write, so the next read here answers from D1. Other isolates see the new version within
 * VERSION_CHECK_MS (5 s), browsers within PUBLIC_READ_MAX_AGE more: inside the 30 s promise (0023).
 */
export function purgeReadCache(): void {
  readCache.clear();
  forgetFastReads();
  // The edge copies are keyed by version: re-reading it at once makes the writer's own next read fresh.
  forgetContentVersion();
}

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
const READ_PARAMS = ["tab", "kind", "pageIndex", "pageSize", "q"] as const;
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

/** Cache API entries live under this host, never fetched; the site's host keeps environments apart. */
const EDGE_CACHE_ORIGIN = "https://read-cache.invalid";
/** The answer's own headers, kept beside the ones the Cache API needs and adds. */
const STORED_HEADERS = "X-Read-Headers";

function edgeRequest(c: Context<AppEnv>, key: string): Request {
  return new Request(`${EDGE_CACHE_ORIGIN}/${new URL(c.req.url).host}/${encodeURIComponent(key)}`);
}

async function edgeGet(c: Context<AppEnv>, key: string): Promise<CachedResponse | undefined> {
  const res = await caches.default.match(edgeRequest(c, key));
  const headers = res?.headers.get(STORED_HEADERS);
  if (!res || !headers) return undefined;
  return { status: res.status, headers: JSON.parse(headers) as [string, string][], body: await res.arrayBuffer() };
}

function edgePut(c: Context<AppEnv>, key: string, value: CachedResponse, ttlMs: number): Promise<void> {
  const res = new Response(value.body, {
    status: value.status,
    headers: { "Cache-Control": `public, max-age=${Math.ceil(ttlMs / 1000)}`, [STORED_HEADERS]: JSON.stringify(value.headers) },
  });
  return caches.default.put(edgeRequest(c, key), res);
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
    const key = `${readCacheKey(c.get("lang"), c.req.url, edgeCountry(c.req.raw, c.env))} v${version.version}`;
    let hit = readCache.get(key, now);
    source = hit ? "memory" : undefined;
    if (!hit) {
      hit = await edgeGet(c, key).catch(() => undefined);
      if (hit) readCache.set(key, hit, ttl, now);
      source = hit ? "edge" : "miss";
    }
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
        readCache.set(key, value, ttl, now);
        c.executionCtx.waitUntil(edgePut(c, key, value, ttl).catch(() => {}));
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
