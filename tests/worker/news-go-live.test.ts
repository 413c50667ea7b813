// Scheduled news (issue 33): the date visitors see is the go-live time. With publishAt set, the stored
// effectiveTime is publishAt (in UTC), whatever date the request carried, in the admin item and in every
// public read once it is live; without publishAt the date is the one sent.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminNews, NewsInput, SavedRef } from "../../worker/schemas/admin-api.ts";
import type { NewsDetail, NewsPage } from "../../worker/schemas/responses.ts";
import { call, getJson, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, "Content-Type": "application/json" };
beforeAll(seedContent);

const news = (overrides: Partial<NewsInput>): NewsInput => ({
  tab: "company",
  title: { zh: "上线时间", en: "Go-live time" },
  subtitle: { zh: "", en: "" },
  content: { zh: "正文", en: "Body" },
  coverPath: "/files/covers/launch-12345678.png",
  effectiveTime: "2025-01-01T00:00:00.000Z",
  status: "published",
  ...overrides,
});

async function create(input: NewsInput): Promise<number> {
  const res = await call("/api/admin/news", { method: "POST", headers: AUTH, body: JSON.stringify(input) });
  const body = (await res.json()) as { msg: string; data: SavedRef };
  expect(res.status, body.msg).toBe(200);
  return body.data.id;
}

const adminItem = async (id: number) => (await getJson<AdminNews>(`/api/admin/news/${id}`, AUTH)).body.data!;

describe("news dated by its go-live time", () => {
  it("stores publishAt as the date visitors see, and shows it once live", async () => {
    // Scheduled for a time already passed: live now, dated then (given with an offset, stored in UTC).
    const id = await create(news({ publishAt: "2026-01-02T03:04:00+08:00" }));
    expect(await adminItem(id)).toMatchObject({ publishAt: "2026-01-01T19:04:00.000Z", effectiveTime: "2026-01-01T19:04:00.000Z" });
    const detail = await getJson<NewsDetail>(`/api/news/${id}?language=en`);
    expect(detail.body.data!.effectiveTime).toBe("2026-01-01T19:04:00.000Z");
    const list = await getJson<NewsPage>("/api/news?language=en&pageIndex=1&pageSize=50");
    expect(list.body.data!.list.find((n) => n.id === id)?.effectiveTime).toBe("2026-01-01T19:04:00.000Z");
  });

  it("a scheduled item's date is its future go-live time, not the date typed before", async () => {
    const id = await create(news({ publishAt: "2099-05-01T01:30:00.000Z" }));
    expect(await adminItem(id)).toMatchObject({ publishAt: "2099-05-01T01:30:00.000Z", effectiveTime: "2099-05-01T01:30:00.000Z" });
    expect((await call(`/api/news/${id}?language=en`)).status).toBe(404);
    // Moved on a save: the date moves with it.
    const res = await call(`/api/admin/news/${id}`, {
      method: "PUT",
      headers: { ...AUTH, "If-Match": '"1"' },
      body: JSON.stringify(news({ publishAt: "2099-06-01T00:00:00.000Z" })),
    });
    expect(res.status).toBe(200);
    expect(await adminItem(id)).toMatchObject({ publishAt: "2099-06-01T00:00:00.000Z", effectiveTime: "2099-06-01T00:00:00.000Z" });
  });

  it("keeps the date sent when there is no publishAt", async () => {
    const id = await create(news({ publishAt: null, effectiveTime: "2025-03-04T05:06:00.000Z" }));
    expect(await adminItem(id)).toMatchObject({ publishAt: null, effectiveTime: "2025-03-04T05:06:00.000Z" });
  });
});
