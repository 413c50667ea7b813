import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminNews, NewsInput, SavedRef, StaleInfo } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson, seedContent, pageAssets } from "./fixtures.ts";
import { DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedContent);

const ASSETS = pageAssets();
const page = (path: string, headers: Record<string, string> = {}) => callWithEnv(path, { headers }, { ASSETS });

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method,
    headers: { ...AUTH, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function news(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    tab: "company",
    title: { zh: "新品发布", en: "Product launch" },
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "# 标题\n\n正文 **加粗**<script>alert(1)</script>", en: "# Heading\n\nBody **bold**" },
    coverPath: "/files/covers/launch-12345678.png",
    effectiveTime: "2026-11-20T08:00:00.000Z",
    status: "draft",
    ...overrides,
  };
}

async function create(input: NewsInput): Promise<SavedRef> {
  const res = await send("POST", "/api/admin/news", input);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SavedRef }).data;
}

const publicIds = async (path: string) =>
  (await getJson<{ list: { id: number }[] } | { id: number }[]>(path)).body.data as { list?: { id: number }[] } & { id: number }[];

describe("admin content: news", () => {
  it("keeps a draft out of every public read, the sitemap and the detail page; publishing shows it", async () => {
    const { id, version } = await create(news());
    expect(version).toBe(1);
    expect((await publicIds("/api/news?pageSize=50")).list!.map((n) => n.id)).not.toContain(id);
    expect((await publicIds("/api/news/top")).map((n) => n.id)).not.toContain(id);
    expect((await call(`/api/news/${id}`)).status).toBe(404);
    expect(await (await call("/sitemap.xml")).text()).not.toContain(`id=${id}`);

    // The admin sees the draft, with its Markdown source.
    const got = await getJson<AdminNews>(`/api/admin/news/${id}`, AUTH);
    expect(got.res.headers.get("ETag")).toBe('"1"');
    expect(got.body.data).toMatchObject({ id, rowVersion: 1, status: "draft", updatedBy: TOKEN_NAME, content: news().content });
    const list = await getJson<{ list: AdminNews[]; total: number }>("/api/admin/news?status=draft&q=launch", AUTH);
    expect(list.body.data!.list.map((n) => n.id)).toEqual([id]);
    // Case-insensitive, and a long pasted phrase searches like a short one (no LIKE pattern limit).
    const upper = await getJson<{ list: AdminNews[] }>("/api/admin/news?status=draft&q=LAUNCH", AUTH);
    expect(upper.body.data!.list.map((n) => n.id)).toEqual([id]);
    const long = await getJson<{ list: AdminNews[] }>(`/api/admin/news?q=${"a long pasted phrase that matches no title at all ".repeat(2)}`, AUTH);
    expect([long.res.status, long.body.data!.list]).toEqual([200, []]);

    const put = await send("PUT", `/api/admin/news/${id}`, news({ status: "published" }), { "If-Match": '"1"' });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: SavedRef }).data).toEqual({ id, rowVersion: 2, version: 2 });
    expect(put.headers.get("ETag")).toBe('"2"');

    expect((await publicIds("/api/news?pageSize=50")).list!.map((n) => n.id)).toContain(id);
    const detail = await getJson<{ title: string; content: string }>(`/api/news/${id}?language=zh`);
    expect(detail.body.data!.title).toBe("新品发布");
    // Markdown rendered, then sanitised: the heading and bold stay, the script does not.
    expect(detail.body.data!.content).toContain("<h1");
    expect(detail.body.data!.content).toContain("<strong>加粗</strong>");
    expect(detail.body.data!.content).not.toContain("<script");
    expect(await (await call("/sitemap.xml")).text()).toContain(`id=${id}`);
  });

  it("answers 428 without If-Match and 412 with a stale one, naming who saved; nothing changes", async () => {
    const { id } = await create(news({ title: { zh: "并发", en: "Concurrent" } }));
    expect((await send("PUT", `/api/admin/news/${id}`, news())).status).toBe(428);
    const first = await send("PUT", `/api/admin/news/${id}`, news({ title: { zh: "第一", en: "First" } }), { "If-Match": "1" });
    expect(first.status).toBe(200);
    const second = await send("PUT", `/api/admin/news/${id}`, news({ title: { zh: "第二", en: "Second" } }), { "If-Match": '"1"', "Accept-Language": "en" });
    expect(second.status).toBe(412);
    const body = (await second.json()) as { code: number; msg: string; data: StaleInfo };
    expect(body.code).toBe(412);
    expect(body.data).toMatchObject({ version: 2, updatedBy: TOKEN_NAME });
    expect(body.msg).toContain(TOKEN_NAME);
    const now = await getJson<AdminNews>(`/api/admin/news/${id}`, AUTH);
    expect(now.body.data!.title.en).toBe("First");
  });

  it("lets exactly one of two simultaneous saves of the same version land, with both its languages", async () => {
    const { id } = await create(news({ title: { zh: "原", en: "Original" } }));
    const save = (zh: string, en: string) => send("PUT", `/api/admin/news/${id}`, news({ title: { zh, en } }), { "If-Match": '"1"' });
    const results = await Promise.all([save("甲", "A"), save("乙", "B"), save("丙", "C")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412]);
    const stored = (await getJson<AdminNews>(`/api/admin/news/${id}`, AUTH)).body.data!;
    expect(stored.rowVersion).toBe(2);
    expect([
      ["甲", "A"],
      ["乙", "B"],
      ["丙", "C"],
    ]).toContainEqual([stored.title.zh, stored.title.en]);
  });

  it("refuses to publish a missing translation, naming the field; a draft may leave it blank", async () => {
    const res = await send("POST", "/api/admin/news", news({ status: "published", title: { zh: "只有中文", en: "" } }), { "Accept-Language": "en" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; msg: string; data: { field: string } };
    expect(body.code).toBe(20001);
    expect(body.data.field).toBe("title.en");
    expect(body.msg).toContain("title.en");
    expect((await send("POST", "/api/admin/news", news({ title: { zh: "只有中文", en: "" } }))).status).toBe(200);
  });

  it("deletes an item: public reads answer 404, its unused cover leaves R2, the audit log has every step", async () => {
    await env.FILES.put("covers/gone-87654321.png", new Uint8Array([1, 2, 3]));
    const { id } = await create(news({ status: "published", coverPath: "/files/covers/gone-87654321.png" }));
    expect((await call(`/api/news/${id}`)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/news/${id}`, undefined, { "If-Match": '"7"' })).status).toBe(412);
    expect((await send("DELETE", `/api/admin/news/${id}`)).status).toBe(200);
    expect((await call(`/api/news/${id}`)).status).toBe(404);
    expect((await call(`/api/admin/news/${id}`, { headers: AUTH })).status).toBe(404);
    expect(await env.FILES.head("covers/gone-87654321.png")).toBeNull();
    const audit = await getJson<{ action: string; resourceId: string }[]>("/api/admin/audit?resource=news", AUTH);
    const mine = audit.body.data!.filter((e) => e.resourceId === String(id)).map((e) => e.action);
    expect(mine).toEqual(["delete", "create"]);
  });

  it("purges the in-memory read cache on a write, so the next public read shows the change", async () => {
    const cached = (path: string, init: RequestInit = {}) => callWithEnv(path, init, { API_CACHE_SECONDS: "15" });
    const { id } = await create(news({ status: "published", title: { zh: "缓存前", en: "Before" } }));
    const before = (await (await cached(`/api/news/${id}?language=en`)).json()) as { data: { title: string } };
    expect(before.data.title).toBe("Before");
    const res = await cached(`/api/admin/news/${id}`, {
      method: "PUT",
      headers: { ...AUTH, "Content-Type": "application/json", "If-Match": '"1"' },
      body: JSON.stringify(news({ status: "published", title: { zh: "缓存后", en: "After" } })),
    });
    expect(res.status).toBe(200);
    const after = (await (await cached(`/api/news/${id}?language=en`)).json()) as { data: { title: string } };
    expect(after.data.title).toBe("After");
  });

  it("shows a published title in the prerendered detail page's head", async () => {
    const { id } = await create(news({ status: "published", title: { zh: "页面标题", en: "Page title check" } }));
    const html = await (await page(`/pc_index/newsDetail?id=${id}&lang=en`)).text();
    expect(html).toContain("<title>Page title check");
    const draft = await create(news({ title: { zh: "草稿标题", en: "Draft title" } }));
    const hidden = await page(`/pc_index/newsDetail?id=${draft.id}&lang=en`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain("Draft title");
  });
});

describe("admin content: other resources and settings", () => {
  it("hides a draft update log from the public list and detail", async () => {
    const res = await send("POST", "/api/admin/update-logs", {
      version: "9.9.9",
      title: { zh: "草稿", en: "Draft" },
      content: { zh: "x", en: "y" },
      releasedAt: "2026-11-01T00:00:00.000Z",
      status: "draft",
    });
    const { id } = ((await res.json()) as { data: SavedRef }).data;
    expect(((await getJson<{ id: number }[]>("/api/update-logs")).body.data ?? []).map((u) => u.id)).not.toContain(id);
    expect((await call(`/api/update-logs/${id}`)).status).toBe(404);
  });

  it("takes a software entry's size from its R2 object, and refuses a file that is not there", async () => {
    await env.FILES.put("installers/New-Setup-aaaabbbb.zip", new Uint8Array(4321));
    const body = {
      kind: "software",
      name: { zh: "新软件", en: "New software" },
      version: "1.0",
      fileKey: "installers/New-Setup-aaaabbbb.zip",
      summary: { zh: "s", en: "s" },
      description: { zh: "d", en: "d" },
      status: "published",
    };
    const res = await send("POST", "/api/admin/software", body);
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: SavedRef }).data;
    const item = await getJson<{ size: number; fileName: string }>(`/api/software/${id}`);
    expect(item.body.data).toMatchObject({ size: 4321, fileName: "New-Setup.zip" });
    const missing = await send("POST", "/api/admin/software", { ...body, fileKey: "installers/none-00000000.zip" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { data: { field: string } }).data.field).toBe("fileKey");
  });

  it("edits the site settings in both languages under If-Match; the public read shows it", async () => {
    const got = await getJson<{ rowVersion: number; brandName: { zh: string; en: string } } & Record<string, unknown>>("/api/admin/site-settings", AUTH);
    expect(got.body.data!.brandName).toEqual({ zh: "路软科技", en: "RoadSoft" });
    const { rowVersion, updatedAt: _a, updatedBy: _b, ...input } = got.body.data!;
    const changed = { ...input, brandName: { zh: "新品牌", en: "NewBrand" } };
    expect((await send("PUT", "/api/admin/site-settings", changed)).status).toBe(428);
    const put = await send("PUT", "/api/admin/site-settings", changed, { "If-Match": `"${rowVersion}"` });
    expect(put.status).toBe(200);
    expect((await getJson<{ brandName: string }>("/api/site?language=en")).body.data!.brandName).toBe("NewBrand");
    expect((await send("PUT", "/api/admin/site-settings", changed, { "If-Match": `"${rowVersion}"` })).status).toBe(412);
  });

  it("takes only an http(s) URL as the SaaS link: javascript: and the like answer 400 naming the field, nothing stored changes", async () => {
    type Settings = { rowVersion: number; saasUrl: { zh: string; en: string } } & Record<string, unknown>;
    const got = (await getJson<Settings>("/api/admin/site-settings", AUTH)).body.data!;
    const { rowVersion, updatedAt: _a, updatedBy: _b, ...input } = got;
    const publicSite = async () => (await getJson<{ saasUrl: string }>("/api/site?language=en")).body.data!;
    const before = await publicSite();
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "/register",
      "//saas.example.com",
      "https://",
    ]) {
      for (const lang of ["zh", "en"] as const) {
        const res = await send(
          "PUT",
          "/api/admin/site-settings",
          { ...input, saasUrl: { ...got.saasUrl, [lang]: bad } },
          { "If-Match": `"${rowVersion}"`, "Accept-Language": "en" },
        );
        const body = (await res.json()) as { code: number; msg: string; data: { field: string } };
        expect([res.status, body.code, body.data.field], bad).toEqual([400, 20001, `saasUrl.${lang}`]);
        expect(body.msg).toContain(`saasUrl.${lang}`);
      }
    }
    expect(await publicSite()).toEqual(before);
    expect((await getJson<Settings>("/api/admin/site-settings", AUTH)).body.data!.rowVersion).toBe(rowVersion);
    const good = { ...input, saasUrl: { zh: "http://saas.example.cn/zh", en: "https://saas.example.com/register?from=site" } };
    expect((await send("PUT", "/api/admin/site-settings", good, { "If-Match": `"${rowVersion}"` })).status).toBe(200);
    expect((await publicSite()).saasUrl).toBe("https://saas.example.com/register?from=site");
  });

  it("a banner published first in order is the home page's preloaded picture at once; a draft never is", async () => {
    const banner = (order: number, mediaPath: string, status: "draft" | "published") => ({
      order,
      type: "image",
      mediaPath,
      posterPath: null,
      jumpToUrl: "/digital",
      status,
      bigHeadline: { zh: "新横幅", en: "New banner" },
      subtitle: { zh: "", en: "" },
      description: { zh: "", en: "" },
      buttonLabel: { zh: "了解", en: "More" },
    });
    expect((await send("POST", "/api/admin/banners", banner(0, "/files/banners/draft-00000001.png", "draft"))).status).toBe(200);
    expect(await (await page("/pc_index")).text()).not.toContain("draft-00000001.png");
    const res = await send("POST", "/api/admin/banners", banner(0, "/files/banners/first-00000002.png", "published"));
    const { id } = ((await res.json()) as { data: SavedRef }).data;
    expect(await (await page("/pc_index")).text()).toContain('<link rel="preload" as="image" href="/files/banners/first-00000002.png"');
    const banners = await getJson<{ id: number; buttonLabels: string[] }[]>("/api/banners?language=en");
    expect(banners.body.data![0]).toMatchObject({ id, buttonLabels: ["More"] });
  });

  it("answers X-Robots-Tag: noindex on the admin API and the admin shell", async () => {
    expect((await call("/api/admin/me", { headers: AUTH })).headers.get("X-Robots-Tag")).toBe("noindex");
    for (const path of ["/admin", "/admin/news/12"]) {
      const shell = await page(path);
      expect(shell.status).toBe(200);
      expect(await shell.text()).toContain("<div id=admin>");
      expect(shell.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(shell.headers.get("Cache-Control")).toBe("no-cache");
    }
    expect(await (await call("/sitemap.xml")).text()).not.toContain("/admin");
  });
});

describe("files used in bodies", () => {
  it("keeps a deleted item's cover when an update log's body still shows it", async () => {
    await env.FILES.put("images/shared-abcdef12.png", new Uint8Array([1]));
    const { id } = await create(news({ coverPath: "/files/images/shared-abcdef12.png" }));
    const log = await send("POST", "/api/admin/update-logs", {
      version: "1.0",
      title: { zh: "图", en: "Pic" },
      content: { zh: "![x](/files/images/shared-abcdef12.png)", en: "-" },
      releasedAt: "2026-11-01T00:00:00.000Z",
      status: "draft",
    });
    expect(log.status).toBe(200);
    expect((await send("DELETE", `/api/admin/news/${id}`)).status).toBe(200);
    expect(await env.FILES.head("images/shared-abcdef12.png")).not.toBeNull();
  });
});
