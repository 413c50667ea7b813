import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { apiCacheSeconds, readCacheKey } from "../../worker/middleware/cache-control.ts";
import { contentVersionAt, freshContentVersion } from "../../worker/lib/content-version.ts";
import { apiReads, type CachedResponse, fastAnswers, Lru, purgeReadCache, readCache } from "../../worker/lib/read-cache.ts";
import { callWithEnv, seedContent } from "./fixtures.ts";

beforeAll(seedContent);

/** The Worker with the in-memory read cache switched on (the test project switches it off). */
async function cachedCall(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.com${path}`, init), { ...env, API_CACHE_SECONDS: "30" }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const brandOf = async (res: Response) => ((await res.json()) as { data: { brandName: string } }).data.brandName;

describe("in-memory cache of public reads", () => {
  it("answers a repeated read from memory, without D1, until it expires", async () => {
    const first = await cachedCall("/api/site?language=zh");
    expect(await brandOf(first)).toBe("路软科技");
    await env.DB.prepare("UPDATE site_settings SET brand_name = 'Changed' WHERE language = 'zh'").run();
    const second = await cachedCall("/api/site?language=zh");
    expect(await brandOf(second)).toBe("路软科技");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(second.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("keeps the languages apart, also when the language comes from Accept-Language", async () => {
    // ?x=1 is no contract parameter, so it is the cached Chinese answer of the test above.
    expect(await brandOf(await cachedCall("/api/site?x=1"))).toBe("路软科技");
    expect(await brandOf(await cachedCall("/api/site?x=1", { headers: { "Accept-Language": "en" } }))).toBe("RoadSoft");
  });

  it("never caches failures or writes", async () => {
    expect((await cachedCall("/api/news/999999")).status).toBe(404);
    expect((await cachedCall("/api/news/999999")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("read cache keys", () => {
  it("are built from the contract's parameters only: random query strings neither bypass nor fill the cache", async () => {
    const first = await cachedCall("/api/news?pageSize=3&language=en");
    const firstIds = ((await first.json()) as { data: { list: { id: number }[] } }).data.list.map((n) => n.id);
    await env.DB.prepare("UPDATE news_i18n SET title = 'Changed' WHERE language = 'en'").run();
    for (const junk of ["?pageSize=3&language=en&cb=1", "?language=en&pageSize=03&utm_source=x", "?zzz=9&pageSize=3&language=en"]) {
      const res = await cachedCall(`/api/news${junk}`);
      const titles = ((await res.json()) as { data: { list: { id: number; title: string }[] } }).data.list;
      expect(titles.map((n) => n.id)).toEqual(firstIds);
      expect(titles.some((n) => n.title === "Changed")).toBe(false);
    }
    expect(readCacheKey("en", "https://a.example/api/news?pageSize=3&x=1")).toBe(readCacheKey("en", "https://b.example/api/news?y=2&pageSize=03"));
    expect(readCacheKey("en", "https://a.example/api/news?tab=video")).not.toBe(readCacheKey("en", "https://a.example/api/news?tab=quick"));
  });
});

describe("the read cache's LRU (lib/read-cache.ts)", () => {
  const value = { status: 200, headers: [] as [string, string][], body: new ArrayBuffer(1) };

  it("forgets an entry once its time is up", () => {
    const cache = new Lru<CachedResponse>({ maxEntries: 10 });
    cache.set("a", value, 1000, 0);
    expect(cache.get("a", 999)).toBe(value);
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used entry when full: a read keeps an entry, a write alone does not", () => {
    const cache = new Lru<string>({ maxEntries: 3 });
    for (const k of ["a", "b", "c"]) cache.set(k, k);
    expect(cache.get("a")).toBe("a");
    cache.set("d", "d");
    expect(cache.keys()).toEqual(["c", "a", "d"]);
    expect(cache.get("b")).toBeUndefined();
    cache.set("c", "c2");
    cache.set("e", "e");
    expect(cache.keys()).toEqual(["d", "c", "e"]);
    expect(cache.get("c")).toBe("c2");
  });

  it("stays within its entry bound however much is put in, keeping the newest", () => {
    const cache = new Lru<number>({ maxEntries: 50 });
    for (let i = 0; i < 10_000; i += 1) {
      cache.set(`k${i}`, i);
      expect(cache.size).toBeLessThanOrEqual(50);
    }
    expect(cache.keys()).toEqual(Array.from({ length: 50 }, (_, i) => `k${9_950 + i}`));
  });

  it("stays within its byte bound, dropping the oldest first, and never keeps a value larger than the bound", () => {
    const cache = new Lru<ArrayBuffer>({ maxEntries: 1000, maxBytes: 10_000, sizeOf: (b) => b.byteLength });
    for (let i = 0; i < 100; i += 1) {
      cache.set(`k${i}`, new ArrayBuffer(1_500));
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.keys()).toEqual(["k94", "k95", "k96", "k97", "k98", "k99"]);
    expect(cache.bytes).toBe(9_000);
    cache.set("huge", new ArrayBuffer(10_001));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBe(9_000);
    cache.set("k99", new ArrayBuffer(10));
    expect(cache.bytes).toBe(7_510);
  });

  it("bounds the public reads' memory: 500 answers and 8 MB", () => {
    purgeReadCache();
    const body = new ArrayBuffer(4_000);
    for (let i = 0; i < 800; i += 1) apiReads.set(`zh /api/news pageIndex=${i} v1`, { status: 200, headers: [], body }, 60_000);
    expect(apiReads.size).toBe(500);
    expect(apiReads.get("zh /api/news pageIndex=299 v1")).toBeUndefined();
    expect(apiReads.get("zh /api/news pageIndex=300 v1")).toBeDefined();
    for (let i = 0; i < 500; i += 1) fastAnswers.set(`big ${i}`, { status: 200, headers: [], body: new ArrayBuffer(64 * 1024) }, 60_000);
    expect(fastAnswers.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(fastAnswers.size).toBe(128);
    purgeReadCache();
  });

  it("reads the time-to-live from the API_CACHE_SECONDS var, off when 0 or unparsable, at most a minute", () => {
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "15" })).toBe(15);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "0" })).toBe(0);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "soon" })).toBe(0);
    expect(apiCacheSeconds({})).toBe(0);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "3600" })).toBe(60);
  });
});

describe("purge on publish", () => {
  it("empties every content-derived cache and the known version, and keeps the others", async () => {
    const content = readCache<string>({ maxEntries: 5, content: true });
    const other = readCache<string>({ maxEntries: 5, content: false });
    content.set("page", "old");
    other.set("keys", "kept");
    await contentVersionAt(env.DB, Date.now());
    expect(freshContentVersion(Date.now())).toBeDefined();
    purgeReadCache();
    expect(content.get("page")).toBeUndefined();
    expect(other.get("keys")).toBe("kept");
    expect(freshContentVersion(Date.now())).toBeUndefined();
  });

  it("does not take a version read that started before the purge as current", async () => {
    const now = Date.now();
    purgeReadCache();
    const reading = contentVersionAt(env.DB, now);
    purgeReadCache();
    await reading;
    expect(freshContentVersion(now)).toBeUndefined();
  });

  it("after an admin save, the same isolate answers the public read with the saved text at once", async () => {
    const ON = { API_CACHE_SECONDS: "30" };
    const auth = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
    const brand = async () => ((await (await callWithEnv("/api/site?language=en", {}, ON)).json()) as { data: { brandName: string } }).data.brandName;
    const before = await brand();
    expect(await brand()).toBe(before);

    const current = await callWithEnv("/api/admin/site-settings", { headers: auth }, ON);
    const {
      rowVersion,
      updatedAt: _a,
      updatedBy: _b,
      ...input
    } = ((await current.json()) as { data: Record<string, unknown> & { brandName: { zh: string } } }).data;
    const saved = await callWithEnv(
      "/api/admin/site-settings",
      {
        method: "PUT",
        headers: { ...auth, "Content-Type": "application/json", "If-Match": `"${String(rowVersion)}"` },
        body: JSON.stringify({ ...input, brandName: { zh: input.brandName.zh, en: "Purged Brand" } }),
      },
      ON,
    );
    expect(saved.status).toBe(200);
    // Within VERSION_CHECK_MS of the last read: without the purge this isolate would answer the old name.
    expect(await brand()).toBe("Purged Brand");
  });
});
