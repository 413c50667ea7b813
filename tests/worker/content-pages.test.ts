import { env } from "cloudflare:workers";
// Content pages (CONTRACT "Content", `pages`; decision 0040): seeded per route, edited with
// If-Match, never created or deleted through the API; a draft stays private, a publish shows at once,
// and a picture without alt text in either language cannot be published.
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalPage } from "../../common/page-text.ts";
import type { AdminPage } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedFullContent, 60_000);

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

const visitorRead = async (path: string, lang: "zh" | "en") => {
  const { res, body } = await getJson<LocalPage>(`/api/pages?path=${encodeURIComponent(path)}&language=${lang}`);
  expect(res.status).toBe(200);
  return body.data!;
};

async function adminPage(path: string) {
  const list = await getJson<{ list: AdminPage[]; total: number }>("/api/admin/pages?pageSize=100", AUTH);
  const item = list.body.data!.list.find((p) => p.path === path)!;
  const { res, body } = await getJson<AdminPage>(`/api/admin/pages/${item.id}`, AUTH);
  return { etag: res.headers.get("ETag")!, page: body.data! };
}

const heroOf = (p: AdminPage) => p.blocks.find((b) => b.type === "hero") as Extract<AdminPage["blocks"][number], { type: "hero" }>;

describe("content pages", () => {
  it("lists one seeded page per content route and answers each in the visitor's language", async () => {
    const list = await getJson<{ list: AdminPage[]; total: number }>("/api/admin/pages?pageSize=100", AUTH);
    const paths = list.body.data!.list.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/pc_index", "/digital", "/digital/eicad", "/intelligent/smartSite", "/dtwin", "/solutions", "/cases", "/about"]),
    );
    const zh = await visitorRead("/digital/eicad", "zh");
    const en = await visitorRead("/digital/eicad", "en");
    expect(zh.blocks[0]).toMatchObject({ type: "hero", title: "平纵横联动，互通立交到施工图一次完成" });
    expect(en.blocks[0]!.type).toBe("hero");
    expect((en.blocks[0] as { title: string }).title).toMatch(/[A-Za-z]/);
    // The proof block's case comes along, from the cases page, in the same language.
    expect(zh.cases["expressway-expansion"]?.title).toMatch(/高速/);
    expect(en.cases["expressway-expansion"]?.title).toMatch(/[A-Za-z]/);
    expect((await call("/api/pages?path=/no-such-page&language=zh")).status).toBe(404);
  });

  it("answers each page its own copy through the read cache (the path is part of the cached read's key)", async () => {
    const cached = async (path: string) => {
      const res = await callWithEnv(`/api/pages?path=${encodeURIComponent(path)}&language=en`, {}, { API_CACHE_SECONDS: "30" });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: LocalPage }).data;
    };
    const first = await cached("/digital/airoad");
    const second = await cached("/digital/vrroad");
    const again = await cached("/digital/airoad");
    expect(second.path).toBe("/digital/vrroad");
    expect(second.blocks[0]).not.toEqual(first.blocks[0]);
    expect(again).toEqual(first);
  });

  it("creates no page at a route's path (400) and deletes no page of the route table (409)", async () => {
    const { page } = await adminPage("/about");
    const create = await send("POST", "/api/admin/pages", { ...page, path: "/about2" });
    expect(create.status).toBe(400);
    expect(((await create.json()) as { code: number; data: { field: string } }).data.field).toBe("path");
    const del = await send("DELETE", `/api/admin/pages/${page.id}`);
    expect(del.status).toBe(409);
    expect((await visitorRead("/about", "zh")).blocks.length).toBeGreaterThan(0);
  });

  it("needs If-Match (428) and refuses a stale one (412), changing nothing", async () => {
    const { etag, page } = await adminPage("/digital/airoad");
    const changed = { ...page, title: { zh: "改", en: "Changed" } };
    expect((await send("PUT", `/api/admin/pages/${page.id}`, changed)).status).toBe(428);
    expect((await send("PUT", `/api/admin/pages/${page.id}`, changed, { "If-Match": `"${page.rowVersion + 5}"` })).status).toBe(412);
    const after = await adminPage("/digital/airoad");
    expect(after.etag).toBe(etag);
    expect(after.page.title).toEqual(page.title);
  });

  it("refuses to publish a picture without alt text, naming the block and field, and keeps what was stored", async () => {
    const { etag, page } = await adminPage("/digital/report3d");
    const hero = heroOf(page);
    const blocks = page.blocks.map((b) => (b === hero ? { ...hero, figure: { ...hero.figure, alt: { zh: hero.figure.alt.zh, en: " " } } } : b));
    const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "published" }, { "If-Match": etag, "Accept-Language": "en" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { data: { field: string } };
    expect(body.data.field).toBe(`blocks.${page.blocks.indexOf(hero)}.figure.alt.en`);
    const after = await adminPage("/digital/report3d");
    expect(after.page.rowVersion).toBe(page.rowVersion);
    expect(heroOf(after.page).figure.alt.en).toBe(hero.figure.alt.en);
    // A draft may be incomplete: the editor warns, the server keeps it.
    const draft = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "draft" }, { "If-Match": etag });
    expect(draft.status).toBe(200);
    expect((await visitorRead("/digital/report3d", "en")).blocks[0]).toMatchObject({ figure: { alt: hero.figure.alt.en } });
  });

  it("logs a draft saved over a published page as a draft, not as taking the page down (it stays on the site)", async () => {
    const { etag, page } = await adminPage("/cases");
    const published = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, status: "published" }, { "If-Match": etag });
    expect(published.status).toBe(200);
    const v = ((await published.json()) as { data: { version: number } }).data.version;
    const hero = heroOf(page);
    const blocks = page.blocks.map((b) => (b === hero ? { ...hero, title: { zh: "草稿标题", en: "Draft title" } } : b));
    const draft = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "draft" }, { "If-Match": `"${v}"`, "Accept-Language": "en" });
    expect(draft.status).toBe(200);
    // Visitors still get the published copy.
    expect((await visitorRead("/cases", "zh")).blocks[0]).toMatchObject({ title: hero.title.zh });
    const revs = (await getJson<{ verb: string; summary: string }[]>(`/api/admin/pages/${page.id}/revisions`, { ...AUTH, "Accept-Language": "en" })).body.data!;
    expect(revs[0]).toEqual(expect.objectContaining({ verb: "draft", summary: "Blocks" }));
    const audit = async (lang: "zh" | "en") =>
      (
        await getJson<{ list: { verb: string; text: string; summary: string | null }[] }>("/api/admin/audit?resource=pages&pageIndex=1&pageSize=1", {
          ...AUTH,
          "Accept-Language": lang,
        })
      ).body.data!.list[0]!;
    const en = await audit("en");
    expect(en).toMatchObject({ verb: "draft", summary: "Blocks" });
    expect(en.text).toMatch(/^Saved a draft of page “.+”$/);
    const zh = await audit("zh");
    expect(zh.text).toMatch(/^保存了草稿：页面《.+》$/);
    expect(`${zh.text} ${zh.summary}`).not.toMatch(/撤下|已发布 → 草稿/);
  });

  it("keeps a draft away from visitors and shows the page once published", async () => {
    const { etag, page } = await adminPage("/digital/eicad");
    const hero = heroOf(page);
    const title = { zh: "互通立交设计，一次到位", en: "Interchange design, right first time" };
    const blocks = page.blocks.map((b) => (b === hero ? { ...hero, title } : b));
    const draft = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "draft" }, { "If-Match": etag });
    expect(draft.status).toBe(200);
    const saved = (await draft.json()) as { data: { version: number } };
    // The admin sees the draft; visitors keep the published copy.
    expect(heroOf((await adminPage("/digital/eicad")).page).title).toEqual(title);
    expect((await visitorRead("/digital/eicad", "zh")).blocks[0]).toMatchObject({ title: hero.title.zh });

    const publish = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks, status: "published" }, { "If-Match": `"${saved.data.version}"` });
    expect(publish.status).toBe(200);
    expect((await visitorRead("/digital/eicad", "zh")).blocks[0]).toMatchObject({ title: title.zh });
    expect((await visitorRead("/digital/eicad", "en")).blocks[0]).toMatchObject({ title: title.en });
  });

  it("restores an earlier published revision of a page: visitors get its text again", async () => {
    const { etag, page } = await adminPage("/digital/vrroad");
    const hero = heroOf(page);
    const withTitle = (zh: string, en: string) => page.blocks.map((b) => (b === hero ? { ...hero, title: { zh, en } } : b));
    const v1 = await send(
      "PUT",
      `/api/admin/pages/${page.id}`,
      { ...page, blocks: withTitle("第一版标题", "Version one"), status: "published" },
      { "If-Match": etag },
    );
    expect(v1.status).toBe(200);
    const v1Version = ((await v1.json()) as { data: { version: number } }).data.version;
    const v2 = await send(
      "PUT",
      `/api/admin/pages/${page.id}`,
      { ...page, blocks: withTitle("第二版标题", "Version two"), status: "published" },
      { "If-Match": `"${v1Version}"` },
    );
    expect(v2.status).toBe(200);
    expect((await visitorRead("/digital/vrroad", "en")).blocks[0]).toMatchObject({ title: "Version two" });

    const list = await getJson<{ revisionId: number; rowVersion: number }[]>(`/api/admin/pages/${page.id}/revisions`, AUTH);
    expect(list.res.status).toBe(200);
    const first = list.body.data!.find((r) => r.rowVersion === v1Version)!;
    const restore = await send("POST", `/api/admin/pages/${page.id}/revisions/${first.revisionId}/restore`, undefined, { "If-Match": `"${v1Version + 1}"` });
    expect(restore.status).toBe(200);
    expect((await visitorRead("/digital/vrroad", "zh")).blocks[0]).toMatchObject({ title: "第一版标题" });
    expect((await visitorRead("/digital/vrroad", "en")).blocks[0]).toMatchObject({ title: "Version one" });
    expect(heroOf((await adminPage("/digital/vrroad")).page).title).toEqual({ zh: "第一版标题", en: "Version one" });
  });

  it("keeps the copy published before until a scheduled publish's time, then shows the new one", async () => {
    const { etag, page } = await adminPage("/intelligent/smartSite");
    const hero = heroOf(page);
    const before = await visitorRead("/intelligent/smartSite", "zh");
    const blocks = page.blocks.map((b) => (b === hero ? { ...hero, title: { zh: "定时发布的新标题", en: "Scheduled title" } } : b));
    const title = { zh: "定时发布的页面", en: "Scheduled page" };
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const res = await send("PUT", `/api/admin/pages/${page.id}`, { ...page, title, blocks, status: "published", publishAt }, { "If-Match": etag });
    expect(res.status).toBe(200);
    // Not yet: visitors keep the published copy, its head's title too; the admin shows the schedule.
    const waiting = await visitorRead("/intelligent/smartSite", "zh");
    expect(waiting.blocks[0]).toMatchObject({ title: hero.title.zh });
    expect(waiting.title).toBe(before.title);
    expect((await adminPage("/intelligent/smartSite")).page.publishAt).toBe(publishAt);
    // A second scheduled publish before the first is due still keeps the copy visitors have.
    const again = await adminPage("/intelligent/smartSite");
    const later = await send("PUT", `/api/admin/pages/${page.id}`, { ...again.page, status: "published" }, { "If-Match": again.etag });
    expect(later.status).toBe(200);
    expect((await visitorRead("/intelligent/smartSite", "en")).blocks[0]).toMatchObject({ title: hero.title.en });

    await new Promise((r) => setTimeout(r, Date.parse(publishAt) - Date.now() + 300));
    const due = await visitorRead("/intelligent/smartSite", "zh");
    expect(due.blocks[0]).toMatchObject({ title: "定时发布的新标题" });
    expect(due.title).toBe("定时发布的页面");
    expect((await visitorRead("/intelligent/smartSite", "en")).blocks[0]).toMatchObject({ title: "Scheduled title" });
  });

  it("fills company figures named in the copy from the current site settings, in the copy and the description", async () => {
    const before = await visitorRead("/about", "zh");
    expect(before.description).toContain("11 项发明专利");
    expect(JSON.stringify(before)).not.toMatch(/\{(patents|clients|founded|history|brand)\}/);

    const got = await getJson<{ facts: { key?: string; value: { zh: string; en: string } }[] } & Record<string, unknown>>("/api/admin/site-settings", AUTH);
    const settings = got.body.data!;
    const facts = settings.facts.map((f) => (f.key === "patents" ? { ...f, value: { zh: "12 项", en: "12" } } : f));
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = settings as Record<string, unknown>;
    const res = await send("PUT", "/api/admin/site-settings", { ...input, facts }, { "If-Match": got.res.headers.get("ETag")! });
    expect(res.status).toBe(200);

    const zh = await visitorRead("/about", "zh");
    const en = await visitorRead("/about", "en");
    expect(zh.description).toContain("12 项发明专利");
    expect(en.description).toContain("12 invention patents");
    // The home page's description names the clients the same way.
    expect((await visitorRead("/pc_index", "zh")).description).toContain("服务 1,000+ 家客户企业");
  });
});
