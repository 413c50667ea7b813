// Revisions with the newer storage (docs/decisions/0039, 0038, 0041): restoring a software item
// brings back its Markdown description (the editor's source and the HTML visitors get), and a picture
// a kept revision still names keeps its R2 object and its responsive variants, so a restore shows it.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewsDetail } from "../../worker/schemas/responses.ts";
import type { SavedRef, Uploaded } from "../../worker/schemas/admin-api.ts";
import { call, getJson, seedContent } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };
beforeAll(seedContent);

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, headers: { ...AUTH, "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

async function saved(res: Response): Promise<SavedRef> {
  const body = (await res.json()) as { msg: string; data: SavedRef };
  expect(res.status, body.msg).toBe(200);
  return body.data;
}

const firstRevision = async (path: string) => {
  const list = (await getJson<{ revisionId: number; rowVersion: number }[]>(`${path}/revisions`, AUTH)).body.data!;
  return list.find((r) => r.rowVersion === 1)!;
};

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const png = (w: number, h: number, salt: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, ...u32be(w), ...u32be(h), 8, 2, 0, 0, 0, salt, 0, 0, 0]);
function webp(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  const body = [0x2f, ...u32le(bits), 0, 0, 0];
  return new Uint8Array(
    [..."RIFF"]
      .map((c) => c.charCodeAt(0))
      .concat(
        u32le(4 + 8 + body.length),
        [..."WEBPVP8L"].map((c) => c.charCodeAt(0)),
        u32le(body.length),
        body,
      ),
  );
}
async function upload(bytes: Uint8Array, name: string): Promise<Uploaded> {
  const res = await call("/api/admin/uploads", { method: "POST", headers: { ...AUTH, "X-File-Name": encodeURIComponent(name) }, body: bytes });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Uploaded }).data;
}

describe("restoring a software item", () => {
  it("brings back its Markdown description: the source in the editor and the HTML visitors get", async () => {
    await env.FILES.put("software/Route-Tool-5a5a5a5a.zip", new Uint8Array(4096));
    const entry = (description: { zh: string; en: string }) => ({
      kind: "software",
      name: { zh: "路线工具", en: "Route tool" },
      version: "2.0",
      fileKey: "software/Route-Tool-5a5a5a5a.zip",
      summary: { zh: "摘要", en: "Summary" },
      description,
      status: "published",
    });
    const first = { zh: "## 功能\n\n- **平面** 设计", en: "## Features\n\n- **Plan** design" };
    const { id } = await saved(await send("POST", "/api/admin/software", entry(first)));
    await saved(await send("PUT", `/api/admin/software/${id}`, entry({ zh: "新说明", en: "New text" }), { "If-Match": '"1"' }));
    expect((await getJson<{ description: string }>(`/api/software/${id}?language=en`)).body.data!.description).not.toContain("Features");

    const rev = await firstRevision(`/api/admin/software/${id}`);
    const restored = await send("POST", `/api/admin/software/${id}/revisions/${rev.revisionId}/restore`, undefined, { "If-Match": '"2"' });
    expect(restored.status, await restored.clone().text()).toBe(200);

    const admin = (await getJson<{ description: { zh: string; en: string } }>(`/api/admin/software/${id}`, AUTH)).body.data!;
    expect(admin.description).toEqual(first);
    const html = (await getJson<{ description: string }>(`/api/software/${id}?language=en`)).body.data!.description;
    expect(html).toContain("<h2>Features</h2>");
    expect(html).toContain("<strong>Plan</strong>");
  });
});

describe("pictures a kept revision names", () => {
  it("keep their R2 objects and variants when a save replaces them, and a restore shows them with their variants", async () => {
    const old = await upload(png(1200, 600, 7), "Old-Cover.png");
    for (const w of [480, 960]) {
      const res = await call(`/api/admin/uploads/variants?of=${encodeURIComponent(old.key)}&w=${w}`, {
        method: "POST",
        headers: { ...AUTH, "Content-Type": "image/webp" },
        body: webp(w, w / 2),
      });
      expect(res.status).toBe(200);
    }
    const fresh = await upload(png(800, 400, 8), "New-Cover.png");
    const news = (coverPath: string) => ({
      tab: "company",
      title: { zh: "封面", en: "Cover" },
      subtitle: { zh: "副", en: "Sub" },
      content: { zh: "正文", en: "Body" },
      coverPath,
      effectiveTime: "2026-11-21T08:00:00.000Z",
      status: "published",
    });
    const { id } = await saved(await send("POST", "/api/admin/news", news(old.path)));
    await saved(await send("PUT", `/api/admin/news/${id}`, news(fresh.path), { "If-Match": '"1"' }));

    const stem = old.key.replace(/\.png$/, "");
    expect((await env.FILES.list({ prefix: stem })).objects).toHaveLength(3);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM image_variants WHERE original_path = ?1").bind(old.path).first<{ n: number }>();
    expect(rows!.n).toBe(2);

    const rev = await firstRevision(`/api/admin/news/${id}`);
    const restored = await send("POST", `/api/admin/news/${id}/revisions/${rev.revisionId}/restore`, undefined, { "If-Match": '"2"' });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const cover = (await getJson<NewsDetail>(`/api/news/${id}`)).body.data!.coverUrlIdList[0]!;
    expect(cover.path).toBe(old.path);
    expect(cover.variants?.map((v) => v.w)).toEqual([480, 960]);
  });
});
