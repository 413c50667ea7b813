// Review before publish (CONTRACT "Review before publish"), for every content kind on D1: a change saved
// with PUT …/:id/pending leaves every public read, page, feed and search result as it was while the admin
// item says `pending: true`; GET …/pending gives it back; POST …/:id/publish makes it live as a new
// revision; DELETE …/pending drops it; both writes need If-Match (428 without, 412 stale).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../worker/pages/routes.ts";
import { call, pageAssets, putFile, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
const ASSETS = pageAssets();

type Item = Record<string, unknown> & { rowVersion: number; pending: boolean };

interface Case {
  resource: string;
  /** The published item to edit. */
  id: () => Promise<number>;
  /** Its bilingual field the edit changes. */
  field: string;
  /** Public reads (JSON) where the live text shows. */
  reads: (id: number) => string[];
  /** The public page that shows it. */
  page: (id: number) => string;
  /** Whether the site search finds the kind. */
  searched: boolean;
  /** Fields the edit needs besides the text (files the test stores first). */
  prepare?: (item: Item) => Promise<Record<string, unknown>>;
}

const pageId = async (path: string) => (await env.DB.prepare("SELECT id FROM pages WHERE path = ?1").bind(path).first<{ id: number }>())!.id;

const CASES: Case[] = [
  {
    resource: "news",
    id: async () => 13,
    field: "title",
    reads: (id) => [`/api/news/${id}?language=en`, "/api/news?language=en&pageSize=50", "/feed.xml?lang=en"],
    page: (id) => `/pc_index/newsDetail?id=${id}&lang=en`,
    searched: true,
  },
  {
    resource: "banners",
    id: async () => 1,
    field: "bigHeadline",
    reads: () => ["/api/banners?language=en"],
    page: () => "/pc_index?lang=en",
    searched: false,
  },
  {
    resource: "software",
    id: async () => 1,
    field: "name",
    reads: () => ["/api/software?language=en"],
    page: () => "/download?lang=en",
    searched: true,
    prepare: async (item) => {
      await putFile(String(item.fileKey), "MZ installer", "application/octet-stream");
      return {};
    },
  },
  {
    resource: "videos",
    id: async () => 1,
    field: "title",
    reads: () => ["/api/videos?language=en"],
    page: () => "/academy?lang=en",
    searched: true,
    prepare: async () => {
      await putFile("video/review-12345678.webm", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), "video/webm");
      return { videoPath: "/files/video/review-12345678.webm" };
    },
  },
  {
    resource: "update-logs",
    id: async () => 2,
    field: "title",
    reads: (id) => [`/api/update-logs/${id}?language=en`, "/api/update-logs?language=en"],
    page: (id) => `/updateLogDetail?id=${id}&lang=en`,
    searched: true,
  },
  {
    resource: "pages",
    id: () => pageId("/about"),
    field: "title",
    reads: () => ["/api/pages?path=%2Fabout&language=en"],
    page: () => "/about?lang=en",
    searched: true,
  },
];

async function admin<T = Item>(path: string, init: RequestInit = {}): Promise<{ status: number; body: { code: number; data: T }; etag: string | null }> {
  const res = await call(`/api/admin${path}`, { ...init, headers: { ...AUTH, "Content-Type": "application/json", ...(init.headers ?? {}) } });
  return { status: res.status, body: (await res.json()) as { code: number; data: T }, etag: res.headers.get("ETag") };
}

/** Everything visitors can see of the kind: its public reads, its page and the search, as text. */
async function publicText(c: Case, id: number, word: string): Promise<string> {
  const texts = await Promise.all(c.reads(id).map(async (p) => (await call(p)).text()));
  const page = await (await pages.request(`https://www.example.com${c.page(id)}`, {}, { ...env, ASSETS })).text();
  const search = await (await call(`/api/search?q=${word}&language=en`)).text();
  return [...texts, page, search].join("\n");
}

const revisionsOf = async (c: Case, id: number) => (await admin<{ verb: string }[]>(`/${c.resource}/${id}/revisions`)).body.data;

beforeAll(seedContent);

describe.each(CASES)("review before publish: $resource", (c) => {
  it("keeps a pending change out of every public read until it is published, then shows it as a new revision", async () => {
    const id = await c.id();
    const word = `pending${c.resource.replace("-", "")}zebra`;
    const item = (await admin(`/${c.resource}/${id}`)).body.data;
    expect(item.pending).toBe(false);
    const extra = (await c.prepare?.(item)) ?? {};
    const input = { ...item, ...extra, [c.field]: { zh: `待审 ${word}`, en: `Pending ${word}` } };

    // No If-Match: 428; a stale one: 412; nothing saved either way.
    expect((await admin(`/${c.resource}/${id}/pending`, { method: "PUT", body: JSON.stringify(input) })).status).toBe(428);
    const stale = await admin(`/${c.resource}/${id}/pending`, {
      method: "PUT",
      body: JSON.stringify(input),
      headers: { "If-Match": `"${item.rowVersion - 1}"` },
    });
    expect(stale.status).toBe(412);
    expect((await admin(`/${c.resource}/${id}/pending`)).status).toBe(404);

    const saved = await admin<{ id: number; rowVersion: number }>(`/${c.resource}/${id}/pending`, {
      method: "PUT",
      body: JSON.stringify(input),
      headers: { "If-Match": `"${item.rowVersion}"` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.rowVersion).toBe(item.rowVersion + 1);
    const revisionsBefore = await revisionsOf(c, id);

    // Visitors: as before.
    expect(await publicText(c, id, word)).not.toContain(word);
    // The admin: the item as live, flagged, in the item and in the list; the pending version on its own.
    const flagged = (await admin(`/${c.resource}/${id}`)).body.data;
    expect(flagged.pending).toBe(true);
    expect((flagged[c.field] as { en: string }).en).not.toContain(word);
    const list = (await admin<{ list: Item[] }>(`/${c.resource}?pageSize=100`)).body.data.list;
    expect(list.find((r) => r.id === id)?.pending).toBe(true);
    expect(list.filter((r) => r.id !== id).every((r) => r.pending === false)).toBe(true);
    const pending = await admin(`/${c.resource}/${id}/pending`);
    expect(pending.status).toBe(200);
    expect((pending.body.data[c.field] as { en: string }).en).toBe(`Pending ${word}`);

    // Publish: If-Match as every write.
    expect((await admin(`/${c.resource}/${id}/publish`, { method: "POST" })).status).toBe(428);
    expect((await admin(`/${c.resource}/${id}/publish`, { method: "POST", headers: { "If-Match": `"${item.rowVersion}"` } })).status).toBe(412);
    expect(await publicText(c, id, word)).not.toContain(word);
    const published = await admin<{ id: number; rowVersion: number }>(`/${c.resource}/${id}/publish`, {
      method: "POST",
      headers: { "If-Match": `"${saved.body.data.rowVersion}"` },
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ id, rowVersion: saved.body.data.rowVersion + 1 });

    const shown = await publicText(c, id, word);
    expect(shown).toContain(`Pending ${word}`);
    if (c.searched) expect(await (await call(`/api/search?q=${word}&language=en`)).text()).toContain(word);
    const after = (await admin(`/${c.resource}/${id}`)).body.data;
    expect(after.pending).toBe(false);
    expect(after.status).toBe("published");
    expect((after[c.field] as { en: string }).en).toBe(`Pending ${word}`);
    const revisions = await revisionsOf(c, id);
    expect(revisions.length).toBe(revisionsBefore.length + 1);
    expect(revisions[0]!.verb).toBe("publish");
    expect((await admin(`/${c.resource}/${id}/pending`)).status).toBe(404);
  });

  it("drops a pending change with DELETE …/pending and says in the audit log what each step did", async () => {
    const id = await c.id();
    const word = `dropped${c.resource.replace("-", "")}yak`;
    const item = (await admin(`/${c.resource}/${id}`)).body.data;
    const extra = (await c.prepare?.(item)) ?? {};
    const input = { ...item, ...extra, [c.field]: { zh: `丢弃 ${word}`, en: `Dropped ${word}` } };
    const saved = await admin(`/${c.resource}/${id}/pending`, { method: "PUT", body: JSON.stringify(input), headers: { "If-Match": `"${item.rowVersion}"` } });
    expect(saved.status).toBe(200);
    expect((await admin(`/${c.resource}/${id}/pending`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${c.resource}/${id}/pending`)).status).toBe(404);
    expect((await admin(`/${c.resource}/${id}`)).body.data.pending).toBe(false);
    expect((await admin(`/${c.resource}/${id}/pending`, { method: "DELETE" })).status).toBe(404);
    expect(await publicText(c, id, word)).not.toContain(word);

    const audit = (await admin<{ action: string; resourceId: string; text: string }[]>(`/audit?from=2000-01-01`, { headers: { "Accept-Language": "en" } })).body
      .data;
    const mine = audit.filter((e) => e.resourceId === String(id) && (e.action === "review" || e.action === "discard"));
    expect(mine.map((e) => e.action).slice(0, 2)).toEqual(["discard", "review"]);
    // The sentence says what happened: nothing left the site.
    expect(mine[1]!.text).toMatch(/^Saved changes for review, the live version unchanged, of /);
    expect(mine[0]!.text).toMatch(/^Discarded the unpublished changes of /);
    expect(audit.some((e) => e.resourceId === String(id) && e.action === "unpublish")).toBe(false);
  });
});

describe("review before publish: a draft", () => {
  it("has no pending change: a never published item is saved as a draft (409, code 20001), nothing stored", async () => {
    const item = (await admin("/software/4")).body.data;
    const res = await admin("/software/4/pending", { method: "PUT", body: JSON.stringify(item), headers: { "If-Match": `"${item.rowVersion}"` } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(20001);
    expect((await admin("/software/4")).body.data.rowVersion).toBe(item.rowVersion);
  });

  it("refuses a bad pending body with 400, code 20001, keeping the pending change already stored", async () => {
    const item = (await admin("/news/12")).body.data;
    const good = { ...item, title: { zh: "好的 keepme", en: "Good keepme" } };
    const saved = await admin<{ rowVersion: number }>("/news/12/pending", {
      method: "PUT",
      body: JSON.stringify(good),
      headers: { "If-Match": `"${item.rowVersion}"` },
    });
    expect(saved.status).toBe(200);
    const bad = await admin("/news/12/pending", {
      method: "PUT",
      body: JSON.stringify({ ...good, tab: "nonsense" }),
      headers: { "If-Match": `"${saved.body.data.rowVersion}"` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(20001);
    expect(((await admin("/news/12/pending")).body.data.title as { en: string }).en).toBe("Good keepme");
  });
});
