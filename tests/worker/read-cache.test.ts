import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { apiCacheSeconds, readCacheKey } from "../../worker/middleware/cache-control.ts";
import { MicroCache } from "../../worker/lib/micro-cache.ts";
import { seedContent } from "./fixtures.ts";

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

describe("MicroCache", () => {
  const value = { status: 200, headers: [] as [string, string][], body: new ArrayBuffer(1) };

  it("forgets an entry once its time is up", () => {
    const cache = new MicroCache(10);
    cache.set("a", value, 1000, 0);
    expect(cache.get("a", 999)).toBe(value);
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("drops the entry stored longest ago when full", () => {
    const cache = new MicroCache(2);
    cache.set("a", value, 1000, 0);
    cache.set("b", value, 1000, 0);
    cache.set("c", value, 1000, 0);
    expect(cache.size).toBe(2);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("c", 1)).toBe(value);
  });

  it("reads the time-to-live from the API_CACHE_SECONDS var, off when 0 or unparsable, at most a minute", () => {
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "15" })).toBe(15);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "0" })).toBe(0);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "soon" })).toBe(0);
    expect(apiCacheSeconds({})).toBe(0);
    expect(apiCacheSeconds({ API_CACHE_SECONDS: "3600" })).toBe(60);
  });
});
