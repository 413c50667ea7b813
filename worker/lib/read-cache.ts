/**
 * The Worker's read cache (docs/decisions/0036): every in-isolate cache is an `Lru` made here by
 * `readCache`, bounded by entries and, where the values are bytes, by bytes; the least recently used
 * entry goes first. Public API reads also go to the Workers Cache API (shared by a data centre's
 * isolates). Keys of content-derived entries carry the content version (`versionedKey`) or a digest
 * of the content itself, so a publish changes the key; `purgeReadCache` empties the content-derived
 * caches of this isolate after an admin write.
 */
import { forgetContentVersion } from "./content-version.ts";

export interface LruOptions<V> {
  /** Entries kept at most. */
  maxEntries: number;
  /** Bytes kept at most (as `sizeOf` counts them); a value larger than this is not kept. */
  maxBytes?: number;
  /** The size of a value in bytes (0 when not given). */
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  /** When it expires (ms), Infinity for never. */
  expires: number;
  bytes: number;
}

/** A bounded least-recently-used map with optional per-entry expiry. */
export class Lru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;

  constructor(options: LruOptions<V>) {
    this.maxEntries = Math.max(1, options.maxEntries);
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? (() => 0);
  }

  /** How many entries it holds. */
  get count(): number {
    return this.entries.size;
  }

  /** The value under `key` if it has not expired at `now` (ms); a hit becomes the most recently used. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.total -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (for `ttlMs` from `now`, or until evicted), then drops the least recently used past the bounds. */
  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY, now = Date.now()): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, expires: now + ttlMs, bytes });
    this.total += bytes;
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry<V>];
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as `sizeOf` counts them. */
  get bytes(): number {
    return this.total;
  }

  /** The keys, least recently used first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}

/** Caches whose entries come from the content: emptied by `purgeReadCache`. */
const contentCaches: Lru<unknown>[] = [];

/**
 * A cache of this isolate. `content: true` for entries made from the site's content (API answers,
 * rendered or compressed pages), which a publish empties; others (key sets, which a location reads)
 * outlive publishes.
 */
export function readCache<V>(options: LruOptions<V> & { content: boolean }): Lru<V> {
  const cache = new Lru(options);
  if (options.content) contentCaches.push(cache as Lru<unknown>);
  return cache;
}

/** `key` under content version `version`: a publish bumps the version, so the key changes. */
export function versionedKey(key: string, version: number): string {
  return `${key} v${version}`;
}

/**
 * Drops every content-derived entry of this isolate and its known content version: called after
 * each admin write, so the next read here answers from D1. Other isolates see the new version within
 * VERSION_CHECK_MS (5 s), browsers within PUBLIC_READ_MAX_AGE more: inside the 30 s promise (0023).
 */
export function purgeReadCache(): void {
  for (const cache of contentCaches) cache.clear();
  // The edge copies are keyed by version: re-reading it at once makes the writer's own next read fresh.
  forgetContentVersion();
}

/** A public read's answer as kept: status, headers and body. */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const responseBytes = (value: CachedResponse) => value.body.byteLength + value.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);

/** Different paths, queries and languages kept at most (a few KB each), and 8 MB at most. */
const MAX_CACHED_READS = 500;
const MAX_CACHED_READ_BYTES = 8 * 1024 * 1024;

/** The routes' answers to public reads (middleware/cache-control.ts publicRead), by versioned key. */
export const apiReads = readCache<CachedResponse>({ maxEntries: MAX_CACHED_READS, maxBytes: MAX_CACHED_READ_BYTES, sizeOf: responseBytes, content: true });

/**
 * The app's finished answers (every header) to the same keys, for the fast path in front of the app
 * (worker/fast-read.ts, docs/decisions/0025). Their bodies are the same buffers as `apiReads`'.
 */
export const fastAnswers = readCache<CachedResponse>({ maxEntries: MAX_CACHED_READS, maxBytes: MAX_CACHED_READ_BYTES, sizeOf: responseBytes, content: true });

/** What publicRead served for a request: its key, body and when its memory entry was made. */
export interface ServedRead {
  key: string;
  body: ArrayBuffer;
  ttl: number;
  now: number;
}

/** Keyed by the request object itself, so nothing outlives the request (not a cache: one request's note). */
export const servedReads = new WeakMap<Request, ServedRead>();

/** Cache API entries live under this host, never fetched; the site's host keeps environments apart. */
const EDGE_CACHE_ORIGIN = "https://read-cache.invalid";
/** The answer's own headers, kept beside the ones the Cache API needs and adds. */
const STORED_HEADERS = "X-Read-Headers";

function edgeRequest(host: string, key: string): Request {
  return new Request(`${EDGE_CACHE_ORIGIN}/${host}/${encodeURIComponent(key)}`);
}

async function edgeGet(host: string, key: string): Promise<CachedResponse | undefined> {
  const res = await caches.default.match(edgeRequest(host, key));
  const headers = res?.headers.get(STORED_HEADERS);
  if (!res || !headers) return undefined;
  return { status: res.status, headers: JSON.parse(headers) as [string, string][], body: await res.arrayBuffer() };
}

function edgePut(host: string, key: string, value: CachedResponse, ttlMs: number): Promise<void> {
  const res = new Response(value.body, {
    status: value.status,
    headers: { "Cache-Control": `public, max-age=${Math.ceil(ttlMs / 1000)}`, [STORED_HEADERS]: JSON.stringify(value.headers) },
  });
  return caches.default.put(edgeRequest(host, key), res);
}

/** A public read's answer from memory, else from the Cache API (then kept in memory for `ttlMs`). */
export async function findRead(
  host: string,
  key: string,
  ttlMs: number,
  now: number,
): Promise<{ value: CachedResponse; source: "memory" | "edge" } | undefined> {
  const kept = apiReads.get(key, now);
  if (kept) return { value: kept, source: "memory" };
  const edge = await edgeGet(host, key).catch(() => undefined);
  if (!edge) return undefined;
  apiReads.set(key, edge, ttlMs, now);
  return { value: edge, source: "edge" };
}

/** Keeps a public read's answer in memory now and in the Cache API in `waitUntil` (a failure only costs a later miss). */
export function keepRead(host: string, key: string, value: CachedResponse, ttlMs: number, now: number, ctx: Pick<ExecutionContext, "waitUntil">): void {
  apiReads.set(key, value, ttlMs, now);
  ctx.waitUntil(edgePut(host, key, value, ttlMs).catch(() => {}));
}
