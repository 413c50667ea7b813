// A revision against the current version, field by field (CONTRACT "Content", GET
// .../revisions/:revisionId/diff): only changed fields, a bilingual text split by language, page blocks
// by their place, 404 for an unknown item or revision. On real D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage, AdminSiteSettings, NewsInput, SavedRef } from "../../worker/schemas/admin-api.ts";
import { call, seedContent, seedPages } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(async () => {
  await seedContent();
  await seedPages(env.DB);
});

interface Diff {
  fields: { path: string; language?: "zh" | "en"; before: unknown; after: unknown }[];
}

async function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await call(path, {
    method,
    headers: { ...AUTH, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { code: number; msg: string; data: T } };
}

const revisionIds = async (base: string) =>
  (await send<{ revisionId: number; rowVersion: number }[]>("GET", `${base}/revisions`)).body.data.map((r) => r.revisionId);

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

describe("revision diff", () => {
  it("compares revision 1 of a news item edited twice with the current version: only what changed, by language", async () => {
    const created = await send<SavedRef>("POST", "/api/admin/news", news());
    const id = created.body.data.id;
    const first = await send<SavedRef>("PUT", `/api/admin/news/${id}`, news({ title: { zh: "隧道新品发布", en: "Tunnel launch" } }), { "If-Match": '"1"' });
    expect(first.res.status).toBe(200);
    const second = await send<SavedRef>(
      "PUT",
      `/api/admin/news/${id}`,
      news({ title: { zh: "隧道新品发布", en: "Tunnel launch" }, content: { zh: "正文", en: "A new body" }, tab: "industry" }),
      { "If-Match": '"2"' },
    );
    expect(second.res.status).toBe(200);

    const ids = await revisionIds(`/api/admin/news/${id}`);
    expect(ids).toHaveLength(3);
    const oldest = ids.at(-1)!;
    const { res, body } = await send<Diff>("GET", `/api/admin/news/${id}/revisions/${oldest}/diff`);
    expect(res.status).toBe(200);
    expect(body.data.fields).toEqual(
      expect.arrayContaining([
        { path: "tab", before: "company", after: "industry" },
        { path: "title", language: "zh", before: "隧道新品", after: "隧道新品发布" },
        { path: "content", language: "en", before: "Body", after: "A new body" },
      ]),
    );
    expect(body.data.fields).toHaveLength(3);

    // The newest revision is the current version: nothing differs.
    const same = await send<Diff>("GET", `/api/admin/news/${id}/revisions/${ids[0]}/diff`);
    expect(same.body.data.fields).toEqual([]);
  });

  it("names a page block's field by its place in the list", async () => {
    const list = await send<{ list: AdminPage[] }>("GET", "/api/admin/pages?pageSize=100");
    const listed = list.body.data.list.find((p) => p.path === "/about")!;
    const got = await call(`/api/admin/pages/${listed.id}`, { headers: AUTH });
    const page = ((await got.json()) as { data: AdminPage }).data;
    const etag = got.headers.get("ETag")!;
    const blocks = page.blocks as unknown as Record<string, unknown>[];
    const at = blocks.findIndex((b) => typeof b.title === "object" && b.title !== null);
    expect(at).toBeGreaterThanOrEqual(0);
    const title = blocks[at]!.title as { zh: string; en: string };
    const withTitle = (en: string) => blocks.map((b, i) => (i === at ? { ...b, title: { ...title, en } } : b));
    const put = await send<SavedRef>("PUT", `/api/admin/pages/${page.id}`, { ...page, blocks: withTitle(`${title.en} today`) }, { "If-Match": etag });
    expect(put.res.status, put.body.msg).toBe(200);
    const again = await send<SavedRef>(
      "PUT",
      `/api/admin/pages/${page.id}`,
      { ...page, blocks: withTitle(`${title.en} tomorrow`) },
      { "If-Match": put.res.headers.get("ETag")! },
    );
    expect(again.res.status, again.body.msg).toBe(200);

    const ids = await revisionIds(`/api/admin/pages/${page.id}`);
    const { res, body } = await send<Diff>("GET", `/api/admin/pages/${page.id}/revisions/${ids[1]}/diff`);
    expect(res.status).toBe(200);
    expect(body.data.fields).toEqual([{ path: `blocks.${at}.title`, language: "en", before: `${title.en} today`, after: `${title.en} tomorrow` }]);
  });

  it("compares a site settings revision with the current settings", async () => {
    const first = await send<AdminSiteSettings>("GET", "/api/admin/site-settings");
    const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = first.body.data;
    const changed = { ...input, hotline: { ...input.hotline, zh: "400-111-2222" } };
    const saved = await send<SavedRef>("PUT", "/api/admin/site-settings", changed, { "If-Match": `"${rowVersion}"` });
    expect(saved.res.status).toBe(200);
    const again = await send<SavedRef>(
      "PUT",
      "/api/admin/site-settings",
      { ...changed, email: { ...changed.email, en: "diff@example.org" } },
      { "If-Match": `"${rowVersion + 1}"` },
    );
    expect(again.res.status).toBe(200);
    const ids = await revisionIds("/api/admin/site-settings");
    const { res, body } = await send<Diff>("GET", `/api/admin/site-settings/revisions/${ids[1]}/diff`);
    expect(res.status).toBe(200);
    expect(body.data.fields).toEqual([{ path: "email", language: "en", before: input.email.en, after: "diff@example.org" }]);
    const missing = await send<Diff>("GET", "/api/admin/site-settings/revisions/999999/diff");
    expect([missing.res.status, missing.body.code]).toEqual([404, 404]);
  });

  it("answers 404 for an unknown item or revision", async () => {
    const created = await send<SavedRef>("POST", "/api/admin/news", news());
    const id = created.body.data.id;
    const [rev] = await revisionIds(`/api/admin/news/${id}`);
    // The known item and revision answer (nothing differs), so the 404s below are the route's own.
    const known = await send<Diff>("GET", `/api/admin/news/${id}/revisions/${rev}/diff`);
    expect([known.res.status, known.body.data.fields]).toEqual([200, []]);
    for (const path of [
      `/api/admin/news/999999/revisions/${rev}/diff`,
      `/api/admin/news/${id}/revisions/999999/diff`,
      `/api/admin/videos/${id}/revisions/${rev}/diff`,
    ]) {
      const { res, body } = await send<Diff>("GET", path);
      expect([res.status, body.code], path).toEqual([404, 404]);
    }
  });
});
