// unpublishAt (CONTRACT "Review before publish"): a published item whose unpublishAt has passed leaves
// every public read, page, sitemap, feed and search result, with no write, through the read cache too;
// an unpublish time not after the publish time is refused and nothing is stored.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { readContentVersion } from "../../worker/db/content-version.ts";
import { contentVersion } from "../../worker/lib/content-version.ts";
import type { NewsInput, SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedContent);

const HOUR = 3_600_000;

function newsInput(word: string, times: { publishAt?: string | null; unpublishAt?: string | null }): NewsInput {
  return {
    tab: "company",
    title: { zh: `下线${word}`, en: `Ending ${word}` },
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "正文", en: `Body of ${word}` },
    coverPath: "/files/covers/launch-12345678.png",
    effectiveTime: "2026-01-20T08:00:00.000Z",
    status: "published",
    publishAt: times.publishAt ?? null,
    unpublishAt: times.unpublishAt ?? null,
  };
}

async function createNews(word: string, times: { publishAt?: string | null; unpublishAt?: string | null }): Promise<number> {
  const res = await call("/api/admin/news", {
    method: "POST",
    headers: { ...AUTH, "Content-Type": "application/json" },
    body: JSON.stringify(newsInput(word, times)),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SavedRef }).data.id;
}

const json = async <T>(path: string) => ((await (await call(path)).json()) as { data: T }).data;

/** Where the item shows publicly: news list, top three, detail, sitemap, feed, search. */
async function whereShown(id: number, word: string) {
  const list = await json<{ list: { id: number }[] }>("/api/news?pageSize=50&language=en");
  const top = await json<{ id: number }[]>("/api/news/top?language=en");
  const detail = await call(`/api/news/${id}?language=en`);
  const sitemap = await (await call("/sitemap.xml")).text();
  const feed = await (await call("/feed.xml?lang=en")).text();
  const search = await json<{ list: { url: string }[] }>(`/api/search?q=${word}&language=en`);
  return {
    list: list.list.some((n) => n.id === id),
    top: top.some((n) => n.id === id),
    detail: detail.status,
    sitemap: sitemap.includes(`newsDetail?id=${id}<`) || sitemap.includes(`newsDetail?id=${id}&`),
    feed: feed.includes(`Ending ${word}`),
    search: search.list.some((h) => h.url.endsWith(`id=${id}`)),
  };
}

const NOWHERE = { list: false, top: false, detail: 404, sitemap: false, feed: false, search: false };
const EVERYWHERE = { list: true, top: true, detail: 200, sitemap: true, feed: true, search: true };

describe("unpublishAt", () => {
  it("shows a published item until its unpublishAt and in no public read once it has passed", async () => {
    const ahead = await createNews("quokkaahead", { unpublishAt: new Date(Date.now() + HOUR).toISOString() });
    expect(await whereShown(ahead, "quokkaahead")).toEqual(EVERYWHERE);
    const passed = await createNews("quokkapassed", { unpublishAt: new Date(Date.now() - 1000).toISOString() });
    expect(await whereShown(passed, "quokkapassed")).toEqual(NOWHERE);
    // The admin still has it, published, with its time.
    const admin = (await (await call(`/api/admin/news/${passed}`, { headers: AUTH })).json()) as { data: { status: string; unpublishAt: string } };
    expect(admin.data.status).toBe("published");
    expect(Date.parse(admin.data.unpublishAt)).toBeLessThan(Date.now());
  });

  it("refuses an unpublishAt not after the publishAt (400, code 20001, the field named) and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM news").first<{ n: number }>();
    const at = new Date(Date.now() + HOUR).toISOString();
    const res = await call("/api/admin/news", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify(newsInput("quokkabad", { publishAt: at, unpublishAt: at })),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; data: { field: string } };
    expect(body.code).toBe(20001);
    expect(body.data.field).toBe("unpublishAt");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM news").first<{ n: number }>()).toEqual(before);
  });

  it("takes banners, downloads, videos and update logs out of their public lists once it has passed", async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const ids = async (path: string) => (await json<{ id: number }[]>(path)).map((x) => x.id);
    expect(await ids("/api/banners")).toContain(1);
    expect(await ids("/api/software")).toContain(1);
    expect(await ids("/api/videos")).toContain(1);
    expect(await ids("/api/update-logs")).toContain(2);
    await env.DB.batch(
      ["banners", "software", "videos", "update_logs"].map((t) =>
        env.DB.prepare(`UPDATE ${t} SET unpublish_at = ?1 WHERE id = ?2`).bind(past, t === "update_logs" ? 2 : 1),
      ),
    );
    try {
      expect(await ids("/api/banners")).not.toContain(1);
      expect(await ids("/api/software")).not.toContain(1);
      expect(await ids("/api/videos")).not.toContain(1);
      expect(await ids("/api/update-logs")).not.toContain(2);
      expect((await call("/api/update-logs/2")).status).toBe(404);
      expect((await call("/api/software/1")).status).toBe(404);
      expect((await call("/api/videos/1")).status).toBe(404);
      expect(await (await call("/sitemap.xml")).text()).not.toContain("updateLogDetail?id=2<");
    } finally {
      await env.DB.batch(["banners", "software", "videos", "update_logs"].map((t) => env.DB.prepare(`UPDATE ${t} SET unpublish_at = NULL`)));
    }
  });

  it("changes the content version when an unpublish time passes, so the read cache drops the item without a write", async () => {
    const cached = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`https://example.com${path}`), { ...env, API_CACHE_SECONDS: "30" }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const ids = async () =>
      ((await (await cached("/api/news?pageSize=50&language=en")).json()) as { data: { list: { id: number }[] } }).data.list.map((n) => n.id);
    const id = await createNews("quokkasoon", { unpublishAt: new Date(Date.now() + 1500).toISOString() });
    await contentVersion(env.DB, Date.now() + 10 * 60_000);
    const before = await readContentVersion(env.DB);
    expect(await ids()).toContain(id);
    await new Promise((r) => setTimeout(r, 1800));
    expect(await readContentVersion(env.DB)).toBeGreaterThan(before);
    // The isolate re-reads the version (as it does every VERSION_CHECK_MS); the cached list had not expired.
    await contentVersion(env.DB, Date.now() + 20 * 60_000);
    expect(await ids()).not.toContain(id);
  });
});
