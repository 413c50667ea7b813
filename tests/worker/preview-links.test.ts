// Preview links (CONTRACT "Review before publish"): POST …/:id/preview-links gives a signed address that
// shows the item's pending or draft version on its public page without signing in, never indexed and
// never cached; DELETE …/preview-links revokes every link of the item; an expired, revoked or tampered
// link answers 404. For every content kind, on D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../worker/pages/routes.ts";
import { call, pageAssets, putFile, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, "Content-Type": "application/json" };
const ASSETS = pageAssets();

type Item = Record<string, unknown> & { rowVersion: number };

interface Case {
  resource: string;
  id: () => Promise<number>;
  field: string;
  /** The public page the link must open (path and query, no language). */
  page: (id: number) => string;
  prepare?: (item: Item) => Promise<Record<string, unknown>>;
}

const CASES: Case[] = [
  { resource: "news", id: async () => 11, field: "title", page: (id) => `/pc_index/newsDetail?id=${id}` },
  { resource: "banners", id: async () => 2, field: "bigHeadline", page: () => "/pc_index" },
  {
    resource: "software",
    id: async () => 2,
    field: "name",
    page: () => "/help",
    prepare: async (item) => {
      await putFile(String(item.fileKey), "%PDF-1.4 manual", "application/pdf");
      return {};
    },
  },
  {
    resource: "videos",
    id: async () => 2,
    field: "title",
    page: () => "/academy",
    prepare: async () => {
      await putFile("video/preview-12345678.webm", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), "video/webm");
      return { videoPath: "/files/video/preview-12345678.webm" };
    },
  },
  { resource: "update-logs", id: async () => 1, field: "title", page: (id) => `/updateLogDetail?id=${id}` },
  {
    resource: "pages",
    id: async () => (await env.DB.prepare("SELECT id FROM pages WHERE path = '/solutions'").first<{ id: number }>())!.id,
    field: "title",
    page: () => "/solutions",
  },
];

async function admin<T = Item>(path: string, init: RequestInit = {}) {
  const res = await call(`/api/admin${path}`, { ...init, headers: { ...AUTH, ...(init.headers ?? {}) } });
  return { status: res.status, body: (await res.json()) as { code: number; data: T } };
}

/** The address as a visitor's browser asks for it: no token of the admin, English. */
function visit(url: string) {
  const u = new URL(url);
  u.searchParams.set("lang", "en");
  return pages.request(`https://www.example.com${u.pathname}${u.search}`, {}, { ...env, ASSETS });
}

async function pendingChange(c: Case, id: number, word: string) {
  const item = (await admin(`/${c.resource}/${id}`)).body.data;
  const extra = (await c.prepare?.(item)) ?? {};
  const input = { ...item, ...extra, [c.field]: { zh: `预览 ${word}`, en: `Preview ${word}` } };
  const saved = await admin(`/${c.resource}/${id}/pending`, { method: "PUT", body: JSON.stringify(input), headers: { "If-Match": `"${item.rowVersion}"` } });
  expect(saved.status).toBe(200);
}

async function newLink(c: Case, id: number) {
  const res = await admin<{ url: string; expiresAt: string }>(`/${c.resource}/${id}/preview-links`, { method: "POST" });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(seedContent);

describe.each(CASES)("preview links: $resource", (c) => {
  it("shows the pending version on the item's public page to anyone with the link, for 7 days, noindex and not cached", async () => {
    const id = await c.id();
    const word = `preview${c.resource.replace("-", "")}okapi`;
    await pendingChange(c, id, word);
    const link = await newLink(c, id);
    const url = new URL(link.url);
    expect(`${url.pathname}${url.search.replace(/[?&]preview_link=[^&]*/, "").replace(/^&/, "?")}`).toBe(c.page(id));
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const res = await visit(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`Preview ${word}`);
    // The same page without the link: the live version.
    const live = await (await visit(`https://www.example.com${c.page(id)}`)).text();
    expect(live).not.toContain(word);
    expect(live).not.toContain('content="noindex"');
  });

  it("answers 404 for a revoked, expired or tampered link", async () => {
    const id = await c.id();
    const first = await newLink(c, id);
    const second = await newLink(c, id);
    expect((await visit(second.url)).status).toBe(200);

    const tampered = new URL(second.url);
    const token = tampered.searchParams.get("preview_link")!;
    tampered.searchParams.set("preview_link", `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`);
    const bad = await visit(tampered.toString());
    expect(bad.status).toBe(404);
    expect(bad.headers.get("X-Robots-Tag")).toBe("noindex");
    // Another item's id with this link's signature.
    const [linkId, sig] = token.split(".");
    tampered.searchParams.set("preview_link", `${Number(linkId) - 1}.${sig}`);
    expect((await visit(tampered.toString())).status).toBe(404);

    // Expired: its stored expiry has passed.
    await env.DB.prepare("UPDATE preview_links SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(Number(linkId)).run();
    expect((await visit(second.url)).status).toBe(404);

    expect((await visit(first.url)).status).toBe(200);
    expect((await admin(`/${c.resource}/${id}/preview-links`, { method: "DELETE" })).status).toBe(200);
    const revoked = await visit(first.url);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("preview links: a draft", () => {
  it("shows a never published news item on its page by link while its public page is a 404", async () => {
    const draft = (await admin("/news/7")).body.data;
    expect(draft.status).toBe("draft");
    const link = await newLink(CASES[0]!, 7);
    const res = await visit(link.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("News 7");
    expect((await visit("https://www.example.com/pc_index/newsDetail?id=7")).status).toBe(404);
  });

  it("says in the audit log who made and who revoked preview links of an item", async () => {
    await newLink(CASES[0]!, 10);
    expect((await admin("/news/10/preview-links", { method: "DELETE" })).status).toBe(200);
    const audit = (await admin<{ action: string; resourceId: string; text: string }[]>("/audit?from=2000-01-01", { headers: { "Accept-Language": "en" } })).body
      .data;
    const mine = audit.filter((e) => e.resourceId === "10").slice(0, 2);
    expect(mine.map((e) => e.text)).toEqual(["Revoked the preview links of news item “News 10”", "Made a preview link of news item “News 10”"]);
  });

  it("is refused to sales (403) and needs no sign-in to open", async () => {
    const res = await call("/api/admin/news/11/preview-links", { method: "POST", headers: { Authorization: `Bearer ${env.SALES_TOKEN}` } });
    expect(res.status).toBe(403);
  });
});
