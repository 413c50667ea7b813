// The content version (migration 0005) in the read cache's keys: every content write bumps it, a
// counted view does not; a publish shows once the isolate re-reads it, and a cached read needs no D1.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { readContentVersion } from "../../worker/db/content-version.ts";
import { contentVersion, VERSION_CHECK_MS } from "../../worker/lib/content-version.ts";
import { seedContent } from "./fixtures.ts";

beforeAll(seedContent);

/** The Worker with the read cache switched on (the test project switches it off). */
async function cachedCall(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.com${path}`), { ...env, API_CACHE_SECONDS: "30" }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const brandOf = async (res: Response) => ((await res.json()) as { data: { brandName: string } }).data.brandName;

describe("content version", () => {
  it("is bumped by every write to a content table, whoever writes", async () => {
    const writes = [
      "UPDATE site_settings SET hotline = hotline WHERE language = 'en'",
      "UPDATE news_i18n SET title = title || '' WHERE language = 'en'",
      "UPDATE banners SET sort_order = sort_order",
      "UPDATE software_i18n SET name = name",
      "UPDATE update_log_i18n SET title = title",
      "UPDATE video_i18n SET title = title",
      "UPDATE product_i18n SET name = name",
    ];
    for (const sql of writes) {
      const before = await readContentVersion(env.DB);
      await env.DB.prepare(sql).run();
      expect(await readContentVersion(env.DB), sql).toBeGreaterThan(before);
    }
  });

  it("is not bumped by a counted video view", async () => {
    const before = await readContentVersion(env.DB);
    await env.DB.prepare("UPDATE videos SET views = views + 1").run();
    expect(await readContentVersion(env.DB)).toBe(before);
  });

  it("is re-read from D1 at most every VERSION_CHECK_MS", async () => {
    const t = Date.now() + 60_000;
    const first = await contentVersion(env.DB, t);
    await env.DB.prepare("UPDATE banners SET sort_order = sort_order").run();
    expect(await contentVersion(env.DB, t + VERSION_CHECK_MS - 1)).toBe(first);
    expect(await contentVersion(env.DB, t + VERSION_CHECK_MS)).toBeGreaterThan(first);
  });
});

describe("versioned read cache", () => {
  it("answers a cached read without D1, and shows a publish once the version is re-read, before the cache expires", async () => {
    const first = await cachedCall("/api/site?language=en");
    expect(first.headers.get("X-Read-Cache")).toBe("miss");
    expect(await brandOf(first)).toBe("RoadSoft");
    // With the table gone, only the cache can answer: a cached read makes no D1 query.
    await env.DB.prepare("ALTER TABLE site_settings RENAME TO site_settings_away").run();
    try {
      const cached = await cachedCall("/api/site?language=en");
      expect(cached.status).toBe(200);
      expect(cached.headers.get("X-Read-Cache")).toBe("memory");
      expect(await brandOf(cached)).toBe("RoadSoft");
    } finally {
      await env.DB.prepare("ALTER TABLE site_settings_away RENAME TO site_settings").run();
    }
    await env.DB.prepare("UPDATE site_settings SET brand_name = 'Published' WHERE language = 'en'").run();
    // The isolate re-reads the version VERSION_CHECK_MS later (30 s before the entry would expire).
    await contentVersion(env.DB, Date.now() + 2 * 60_000);
    expect(await brandOf(await cachedCall("/api/site?language=en"))).toBe("Published");
  });
});
