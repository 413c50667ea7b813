// Scheduled publishing (CONTRACT "Content" publishAt, docs/decisions/0039): a published item whose
// publishAt is in the future is in no public read, page, sitemap, feed or search result until then,
// and appears once it passes, with no write, through the read cache too.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { CONTENT_SPECS } from "../../worker/admin/content-specs.ts";
import { readContentVersion } from "../../worker/db/content-version.ts";
import { SCHEDULED_TABLES } from "../../worker/db/schedule.ts";
import { contentVersion } from "../../worker/lib/content-version.ts";
import type { NewsInput, SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedContent);

const HOUR = 3_600_000;

async function createNews(word: string, publishAt: string | null): Promise<number> {
  const input: NewsInput = {
    tab: "company",
    title: { zh: `定时${word}`, en: `Scheduled ${word}` },
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "正文", en: `Body of ${word}` },
    coverPath: "/files/covers/launch-12345678.png",
    effectiveTime: "2026-01-20T08:00:00.000Z",
    status: "published",
    publishAt,
  };
  const res = await call("/api/admin/news", { method: "POST", headers: { ...AUTH, "Content-Type": "application/json" }, body: JSON.stringify(input) });
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
    feed: feed.includes(`Scheduled ${word}`),
    search: search.list.some((h) => h.url.endsWith(`id=${id}`)),
  };
}

describe("scheduled publishing", () => {
  it("covers every content resource's table (a new one must add its publish_at and be listed)", () => {
    for (const spec of Object.values(CONTENT_SPECS)) expect(SCHEDULED_TABLES as readonly string[]).toContain(spec.table);
  });

  it("keeps a published item with a future publishAt out of every public read until then", async () => {
    const at = new Date(Date.now() + HOUR).toISOString();
    const id = await createNews("zeppelinfuture", at);
    expect(await whereShown(id, "zeppelinfuture")).toEqual({ list: false, top: false, detail: 404, sitemap: false, feed: false, search: false });
    // The admin sees it, scheduled.
    const admin = (await (await call(`/api/admin/news/${id}`, { headers: AUTH })).json()) as { data: { status: string; publishAt: string } };
    expect(admin.data).toMatchObject({ status: "published", publishAt: at });
  });

  it("shows an item whose publishAt has passed everywhere", async () => {
    const id = await createNews("zeppelinpast", new Date(Date.now() - HOUR).toISOString());
    expect(await whereShown(id, "zeppelinpast")).toEqual({ list: true, top: true, detail: 200, sitemap: true, feed: true, search: true });
  });

  it("stores any offset as UTC and refuses a time that is not one", async () => {
    const id = await createNews("zeppelinoffset", "2020-01-01T10:00:00+08:00");
    const admin = (await (await call(`/api/admin/news/${id}`, { headers: AUTH })).json()) as { data: { publishAt: string } };
    expect(admin.data.publishAt).toBe("2020-01-01T02:00:00.000Z");
    const bad = await call("/api/admin/news", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify({
        tab: "company",
        title: { zh: "a", en: "a" },
        subtitle: { zh: "", en: "" },
        content: { zh: "a", en: "a" },
        coverPath: "/files/a-12345678.png",
        effectiveTime: "2026-01-01T00:00:00.000Z",
        status: "draft",
        publishAt: "tomorrow",
      }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { data: { field: string } }).data.field).toBe("publishAt");
  });

  it("keeps scheduled banners, downloads, videos and update logs out of their public lists", async () => {
    const future = new Date(Date.now() + HOUR).toISOString();
    const ids = async (path: string) => (await json<{ id: number }[]>(path)).map((x) => x.id);
    expect(await ids("/api/banners")).toContain(1);
    expect(await ids("/api/software")).toContain(1);
    expect(await ids("/api/videos")).toContain(1);
    expect(await ids("/api/update-logs")).toContain(2);
    await env.DB.batch(
      ["banners", "software", "videos", "update_logs"].map((t) =>
        env.DB.prepare(`UPDATE ${t} SET publish_at = ?1 WHERE id = ?2`).bind(future, t === "update_logs" ? 2 : 1),
      ),
    );
    try {
      expect(await ids("/api/banners")).not.toContain(1);
      expect(await ids("/api/software")).not.toContain(1);
      expect(await ids("/api/videos")).not.toContain(1);
      expect(await ids("/api/update-logs")).not.toContain(2);
      expect((await call("/api/update-logs/2")).status).toBe(404);
      expect((await call("/api/software/1")).status).toBe(404);
      expect(await (await call("/sitemap.xml")).text()).not.toContain("updateLogDetail?id=2<");
    } finally {
      await env.DB.batch(["banners", "software", "videos", "update_logs"].map((t) => env.DB.prepare(`UPDATE ${t} SET publish_at = NULL`)));
    }
  });

  it("changes the content version when a scheduled time passes, so the read cache shows the item without a write", async () => {
    const cached = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`https://example.com${path}`), { ...env, API_CACHE_SECONDS: "30" }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const ids = async () =>
      ((await (await cached("/api/news?pageSize=50&language=en")).json()) as { data: { list: { id: number }[] } }).data.list.map((n) => n.id);
    const id = await createNews("zeppelinsoon", new Date(Date.now() + 1500).toISOString());
    await contentVersion(env.DB, Date.now() + 10 * 60_000);
    const before = await readContentVersion(env.DB);
    expect(await ids()).not.toContain(id);
    await new Promise((r) => setTimeout(r, 1800));
    expect(await readContentVersion(env.DB)).toBeGreaterThan(before);
    // The isolate re-reads the version (as it does every VERSION_CHECK_MS); the cached list had not expired.
    await contentVersion(env.DB, Date.now() + 20 * 60_000);
    expect(await ids()).toContain(id);
  });
});
