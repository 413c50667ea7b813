/**
 * Cache-Control of API answers: `no-store` unless a public read marked itself cacheable. Public
 * reads are also kept for `API_CACHE_SECONDS` in the isolate's memory (0 turns that off).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { MicroCache } from "../lib/micro-cache.ts";

/** Seconds a public read may be cached by browsers and the edge. */
export const PUBLIC_READ_MAX_AGE = 60;

/** Default for everything under /api: never stored. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

/** Different paths, queries and languages the cache holds at most (a few KB each). */
const MAX_CACHED_READS = 500;
const readCache = new MicroCache(MAX_CACHED_READS);

/**
 * Drops every cached read of this isolate: called after each admin write, so the next read here
 * answers from D1. Other isolates keep theirs at most API_CACHE_SECONDS (at most 15 s in every
 * environment), plus the browser's max-age, within the 30 s publishing promise.
 */
export function purgeReadCache(): void {
  readCache.clear();
}

/** Seconds a public read stays in memory; the var is a string, anything unparsable means off. */
export function apiCacheSeconds(env: { API_CACHE_SECONDS?: string }): number {
  const seconds = Number(env.API_CACHE_SECONDS ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, PUBLIC_READ_MAX_AGE) : 0;
}

/**
 * Query parameters of the public reads (CONTRACT "Reads"); `language` is already in the key as the
 * resolved language. Anything else in the query cannot change the answer, so it is not in the key:
 * random query strings neither bypass the cache nor fill it.
 */
const READ_PARAMS = ["tab", "kind", "pageIndex", "pageSize"] as const;
const NUMERIC_PARAMS = new Set<string>(["pageIndex", "pageSize"]);

/** The cache key of a read: language, path and the contract's parameters in a fixed order. */
export function readCacheKey(lang: string, url: string): string {
  const { pathname, searchParams } = new URL(url);
  const parts = [lang, pathname];
  for (const name of READ_PARAMS) {
    const value = searchParams.get(name);
    if (value === null) continue;
    // "01" and "1" are the same page; the validators coerce numbers the same way.
    parts.push(`${name}=${NUMERIC_PARAMS.has(name) && /^\d+$/.test(value) ? String(Number(value)) : value}`);
  }
  return parts.join(" ");
}

/**
 * Marks a successful public read as briefly cacheable (the body depends on the language), and
 * answers repeats of it from memory for a few seconds.
 */
export const publicRead = createMiddleware<AppEnv>(async (c, next) => {
  const ttl = apiCacheSeconds(c.env) * 1000;
  const key = readCacheKey(c.get("lang"), c.req.url);
  const hit = ttl > 0 ? readCache.get(key, Date.now()) : undefined;
  if (hit) {
    c.res = new Response(hit.body, { status: hit.status, headers: hit.headers });
  } else {
    await next();
    if (ttl > 0 && c.res.status === 200) {
      const copy = c.res.clone();
      readCache.set(key, { status: copy.status, headers: [...copy.headers], body: await copy.arrayBuffer() }, ttl, Date.now());
    }
  }
  if (c.res.status === 200) {
    c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_READ_MAX_AGE}`);
    c.res.headers.append("Vary", "Accept-Language");
  }
});
