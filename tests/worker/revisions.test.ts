// Revisions and rollback of every content item and of the site settings, and the audit log as
// sentences (CONTRACT "Content", docs/decisions/0039).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminSiteSettings, NewsInput, ReadableAuditEntry, SavedRef } from "../../worker/schemas/admin-api.ts";
import { DEFAULT_ADMIN_TOKEN_NAME as TOKEN_NAME } from "../../worker/middleware/admin-auth.ts";
import { REVISIONS_KEPT } from "../../worker/db/revisions.ts";
import { call, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedContent);

interface Revision {
  revisionId: number;
  rowVersion: number;
  at: string;
  actor: string;
  verb: string;
  summary: string;
}

async function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await call(path, {
    method,
    headers: { ...AUTH, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { code: number; msg: string; data: T } };
}
const get = <T>(path: string, lang: "zh" | "en" = "en") => send<T>("GET", path, undefined, { "Accept-Language": lang });

function news(overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    tab: "company",
    title: { zh: "隧道新品", en: "Tunnel launch" },
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "正文", en: "Body" },
    coverPath: "/files/covers/launch-12345678.png",
    effectiveTime: "2026-11-20T08:00:00.000Z",
    status: "draft",
    ...overrides,
  };
}

async function createNews(input: NewsInput): Promise<number> {
  const { res, body } = await send<SavedRef>("POST", "/api/admin/news", input);
  expect(res.status).toBe(200);
  return body.data.id;
}

async function put(id: number, version: number, input: NewsInput) {
  const { res, body } = await send<SavedRef>("PUT", `/api/admin/news/${id}`, input, { "If-Match": `"${version}"` });
  expect(res.status, body.msg).toBe(200);
  return body.data.version;
}

const revisions = async (id: number, lang: "zh" | "en" = "en") => (await get<Revision[]>(`/api/admin/news/${id}/revisions`, lang)).body.data;

describe("content revisions", () => {
  it("writes one revision per save, newest first, saying in the admin's words what changed", async () => {
    const id = await createNews(news());
    let v = await put(id, 1, news({ title: { zh: "隧道新品发布", en: "Tunnel launch" }, content: { zh: "正文", en: "New body" } }));
    v = await put(id, v, news({ title: { zh: "隧道新品发布", en: "Tunnel launch" }, content: { zh: "正文", en: "New body" }, status: "published" }));
    await put(id, v, news({ title: { zh: "隧道新品发布", en: "Tunnel launch" }, content: { zh: "正文", en: "New body" }, status: "draft" }));

    const en = await revisions(id, "en");
    expect(en.map((r) => [r.rowVersion, r.verb])).toEqual([
      [4, "unpublish"],
      [3, "publish"],
      [2, "update"],
      [1, "create"],
    ]);
    expect(en[0]).toMatchObject({ actor: TOKEN_NAME, summary: "status: published → draft" });
    expect(en[1]!.summary).toBe("status: draft → published");
    expect(en[2]!.summary).toBe("Title (zh), Body (en)");
    expect(en[3]!.summary).toBe("created");
    const zh = await revisions(id, "zh");
    expect(zh[2]!.summary).toBe("标题（中文）、正文（英文）");
    expect(zh[0]!.summary).toBe("状态：已发布 → 草稿");
    expect(Date.parse(en[0]!.at)).toBeGreaterThanOrEqual(Date.parse(en[3]!.at));
  });

  it("shows the item as it was at any revision", async () => {
    const id = await createNews(news({ title: { zh: "第一版", en: "First" } }));
    await put(id, 1, news({ title: { zh: "第二版", en: "Second" } }));
    const [, first] = await revisions(id);
    const { res, body } = await get<Record<string, unknown>>(`/api/admin/news/${id}/revisions/${first!.revisionId}`);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ id, rowVersion: 1, title: { zh: "第一版", en: "First" }, content: { zh: "正文", en: "Body" }, status: "draft" });
    expect((await get(`/api/admin/news/${id}/revisions/999999`)).res.status).toBe(404);
    expect((await get(`/api/admin/news/999999/revisions`)).res.status).toBe(404);
  });

  it("restores an old revision as a new one, with If-Match as a PUT has it, and refuses a stale one untouched", async () => {
    const id = await createNews(news({ title: { zh: "原来的标题", en: "Original" }, status: "published" }));
    await put(id, 1, news({ title: { zh: "改坏的标题", en: "Broken" }, status: "published" }));
    const first = (await revisions(id)).at(-1)!;
    const restore = (headers: Record<string, string>) =>
      send<SavedRef & { rowVersion: number }>("POST", `/api/admin/news/${id}/revisions/${first.revisionId}/restore`, undefined, headers);

    expect((await restore({})).res.status).toBe(428);
    const stale = await restore({ "If-Match": '"1"' });
    expect(stale.res.status).toBe(412);
    expect(stale.body.code).toBe(412);
    expect((await revisions(id)).length).toBe(2);
    expect((await get<{ title: { en: string } }>(`/api/admin/news/${id}`)).body.data.title.en).toBe("Broken");

    const done = await restore({ "If-Match": '"2"' });
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({ id, rowVersion: 3 });
    expect(done.res.headers.get("ETag")).toBe('"3"');
    const item = await get<{ title: { zh: string; en: string }; rowVersion: number }>(`/api/admin/news/${id}`);
    expect(item.body.data).toMatchObject({ rowVersion: 3, title: { zh: "原来的标题", en: "Original" } });
    // The public read has it at once.
    const pub = await get<{ title: string }>(`/api/news/${id}?language=en`);
    expect(pub.body.data.title).toBe("Original");
    const [latest] = await revisions(id);
    expect(latest).toMatchObject({ rowVersion: 3, verb: "restore", summary: "restored version 1; Title (zh), Title (en)", changes: { restoredFrom: 1 } });
    const [audit] = (await get<{ list: ReadableAuditEntry[] }>("/api/admin/audit?resource=news&pageIndex=1&pageSize=1", "zh")).body.data.list;
    expect(audit).toMatchObject({ verb: "restore", text: "将新闻《原来的标题》恢复到版本 1", summary: "标题（中文）、标题（英文）" });
  });

  it("a stale save writes no revision and no audit entry", async () => {
    const id = await createNews(news());
    await put(id, 1, news({ subtitle: { zh: "新副标题", en: "Subtitle" } }));
    const { res } = await send("PUT", `/api/admin/news/${id}`, news({ subtitle: { zh: "另一个", en: "Subtitle" } }), { "If-Match": '"1"' });
    expect(res.status).toBe(412);
    expect((await revisions(id)).length).toBe(2);
    const audit = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE resource = 'news' AND resource_id = ?1`)
      .bind(String(id))
      .first<{ n: number }>();
    expect(audit!.n).toBe(2);
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of an item`, async () => {
    const id = await createNews(news());
    const filler = Array.from({ length: REVISIONS_KEPT + 5 }, (_, i) =>
      env.DB.prepare(`INSERT INTO content_revisions (resource, item_id, row_version, actor, action, snapshot) VALUES ('news', ?1, 1, 'x', 'update', ?2)`).bind(
        id,
        `{"n":${i}}`,
      ),
    );
    await env.DB.batch(filler);
    await put(id, 1, news({ subtitle: { zh: "新", en: "New" } }));
    const list = await revisions(id);
    expect(list.length).toBe(REVISIONS_KEPT);
    expect(list[0]).toMatchObject({ rowVersion: 2, summary: "Subtitle (zh), Subtitle (en)" });
    const stored = await env.DB.prepare(`SELECT count(*) AS n FROM content_revisions WHERE resource = 'news' AND item_id = ?1`).bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(REVISIONS_KEPT);
  });

  it("drops a deleted item's revisions", async () => {
    const id = await createNews(news());
    expect((await send("DELETE", `/api/admin/news/${id}`)).res.status).toBe(200);
    const stored = await env.DB.prepare(`SELECT count(*) AS n FROM content_revisions WHERE resource = 'news' AND item_id = ?1`).bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});

describe("site settings revisions", () => {
  it("records each save and restores an earlier one", async () => {
    const first = await get<AdminSiteSettings>("/api/admin/site-settings");
    const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = first.body.data;
    const changed = { ...input, hotline: { ...input.hotline, zh: "400-000-0000" } };
    const saved = await send<SavedRef>("PUT", "/api/admin/site-settings", changed, { "If-Match": `"${rowVersion}"` });
    expect(saved.res.status).toBe(200);
    const list = (await get<Revision[]>("/api/admin/site-settings/revisions", "zh")).body.data;
    expect(list[0]).toMatchObject({ rowVersion: rowVersion + 1, verb: "update", summary: "热线（中文）", actor: TOKEN_NAME });

    // Save once more, then bring the first save's record back.
    await send("PUT", "/api/admin/site-settings", { ...changed, email: { ...changed.email, en: "sales@example.org" } }, { "If-Match": `"${rowVersion + 1}"` });
    const back = await send<{ rowVersion: number }>("POST", `/api/admin/site-settings/revisions/${list[0]!.revisionId}/restore`, undefined, {
      "If-Match": `"${rowVersion + 2}"`,
    });
    expect(back.res.status).toBe(200);
    expect(back.body.data.rowVersion).toBe(rowVersion + 3);
    const now = (await get<AdminSiteSettings>("/api/admin/site-settings")).body.data;
    expect(now.email.en).toBe(input.email.en);
    expect(now.hotline.zh).toBe("400-000-0000");
    const one = await get<{ hotline: { zh: string } }>(`/api/admin/site-settings/revisions/${list[0]!.revisionId}`);
    expect(one.body.data.hotline.zh).toBe("400-000-0000");
    const noMatch = await send("POST", `/api/admin/site-settings/revisions/${list[0]!.revisionId}/restore`);
    expect(noMatch.res.status).toBe(428);
  });
});

describe("audit log a person can read", () => {
  const auditPage = async (lang: "zh" | "en") =>
    (await get<{ list: ReadableAuditEntry[] }>("/api/admin/audit?resource=news&pageIndex=1&pageSize=5", lang)).body.data.list;

  it("says what was done to which item, publish told apart from an edit, with the change and a link", async () => {
    const id = await createNews(news({ title: { zh: "审计新闻", en: "Audited news" } }));
    await put(id, 1, news({ title: { zh: "审计新闻", en: "Audited news" }, status: "published" }));
    const [zh] = await auditPage("zh");
    expect(zh).toMatchObject({
      action: "update",
      resource: "news",
      resourceId: String(id),
      actor: TOKEN_NAME,
      actorName: TOKEN_NAME,
      verb: "publish",
      text: "发布了新闻《审计新闻》",
      summary: null,
      link: `/admin/news/${id}`,
    });
    const created = (await auditPage("zh"))[1];
    expect(created).toMatchObject({ verb: "create", text: "新建了新闻《审计新闻》", summary: null });
    await put(id, 2, news({ title: { zh: "审计新闻", en: "Audited news" }, subtitle: { zh: "副标题", en: "Another" }, status: "published" }));
    const [edit, publish] = await auditPage("en");
    expect(edit).toMatchObject({ verb: "update", text: "Edited news item “Audited news”", summary: "Subtitle (en)" });
    expect(publish).toMatchObject({ verb: "publish", text: "Published news item “Audited news”" });

    expect((await send("DELETE", `/api/admin/news/${id}`)).res.status).toBe(200);
    const [gone] = await auditPage("en");
    expect(gone).toMatchObject({ action: "delete", verb: "delete", text: "Deleted news item “Audited news”", link: null });
  });

  it("names entries written before the token had a name by the token's name", async () => {
    await env.DB.prepare(`INSERT INTO audit_log (actor, action, resource, resource_id) VALUES ('admin-token', 'update', 'banners', '1')`).run();
    const list = (await get<{ list: ReadableAuditEntry[] }>("/api/admin/audit?resource=banners&pageIndex=1&pageSize=1", "en")).body.data.list;
    expect(list[0]).toMatchObject({ actor: "admin-token", actorName: TOKEN_NAME, verb: "update", text: "Edited banner #1", summary: null });
  });
});
