// The media library (CONTRACT "Content", docs/decisions/0055): every stored file listed newest first,
// searched by name, with where the content uses it; a file in use cannot be deleted, an unused one goes
// with its picture variants. Real D1 and R2, seeded as `npm run db:seed` seeds them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MediaItem, Page, Uploaded } from "../../worker/schemas/admin-api.ts";
import { call, nextIp } from "./fixtures.ts";
import { seedFullContent } from "./seed-fixture.ts";
import migration from "../../seed/migrations/0029_media_library.sql?raw";

type Role = "admin" | "marketing" | "sales";
const TOKENS: Record<Role, string> = { admin: env.ADMIN_TOKEN, marketing: env.MARKETING_TOKEN, sales: env.SALES_TOKEN };
const PNG = (fill: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, fill, 2, 3, 4]);

const as = (role: Role, lang = "zh") => ({ Authorization: `Bearer ${TOKENS[role]}`, "Accept-Language": lang, "CF-Connecting-IP": nextIp() });

async function upload(bytes: Uint8Array, name: string): Promise<Uploaded> {
  const res = await call("/api/admin/uploads", {
    method: "POST",
    headers: { ...as("marketing"), "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(name) },
    body: bytes,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Uploaded }).data;
}

async function library(query = "", role: Role = "marketing", lang = "zh"): Promise<Page<MediaItem>> {
  const res = await call(`/api/admin/media${query}`, { headers: as(role, lang) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page<MediaItem> }).data;
}

const one = async (name: string, lang = "zh") => {
  const found = (await library(`?q=${encodeURIComponent(name)}&pageSize=100`, "marketing", lang)).list.find((m) => m.name === name);
  if (!found) throw new Error(`${name} is not in the library`);
  return found;
};

const remove = (key: string, role: Role = "marketing", lang = "zh") =>
  call(`/api/admin/media/${encodeURIComponent(key)}`, { method: "DELETE", headers: as(role, lang) });

// The whole seed (a 54 MB installer among its files) takes longer than a hook's 10 s on a busy machine.
beforeAll(async () => {
  await seedFullContent();
}, 60_000);

describe("GET /api/admin/media", () => {
  it("lists the seeded files and each upload, newest first, with size and type", async () => {
    const seeded = await library("?pageSize=100");
    expect(seeded.total).toBeGreaterThan(20);
    expect(seeded.list.map((m) => m.name)).toContain("EICAD-User-Manual.pdf");
    const manual = seeded.list.find((m) => m.name === "EICAD-User-Manual.pdf")!;
    expect(manual).toMatchObject({
      key: "manuals/EICAD-User-Manual-a2cead52.pdf",
      path: "/files/manuals/EICAD-User-Manual-a2cead52.pdf",
      contentType: "application/pdf",
    });
    expect(manual.size).toBeGreaterThan(0);

    const up = await upload(PNG(1), "展会现场 Expo.png");
    const first = (await library()).list[0]!;
    expect(first).toMatchObject({ key: up.key, path: up.path, name: "展会现场 Expo.png", size: up.size, contentType: "image/png", usedBy: [] });
    expect((await library()).total).toBe(seeded.total + 1);
  });

  it("finds files by name, and pages through the rest", async () => {
    const found = await library(`?q=${encodeURIComponent("Manual")}`);
    expect(found.list.map((m) => m.name).sort()).toEqual(["EICAD-User-Manual.pdf"]);
    expect(found.total).toBe(1);
    expect((await library(`?q=${encodeURIComponent("操作手册")}`)).list.map((m) => m.name)).toEqual(["智能建造平台操作手册.pdf"]);
    expect((await library("?q=nothing-is-called-this")).list).toEqual([]);
    // A picture field's picker lists pictures only.
    const pictures = await library("?accept=image&pageSize=100");
    expect(pictures.list.length).toBeGreaterThan(5);
    expect(pictures.list.every((m) => m.contentType?.startsWith("image/"))).toBe(true);
    expect(pictures.list.map((m) => m.name)).toContain("WeChat-QR.svg");

    const all = await library("?pageSize=100");
    const page2 = await library("?pageIndex=2&pageSize=5");
    expect(page2).toMatchObject({ pageIndex: 2, pageSize: 5, total: all.total });
    expect(page2.list.map((m) => m.key)).toEqual(all.list.slice(5, 10).map((m) => m.key));
  });

  it("answers 400 (20001) for a page size over 100", async () => {
    const res = await call("/api/admin/media?pageSize=500", { headers: as("marketing") });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(20001);
  });

  it("tells where each file is used: news, banner, video, download, update log, page block, site settings", async () => {
    const news = await env.DB.prepare(
      `SELECT n.id, z.title FROM news n JOIN news_i18n z ON z.news_id = n.id AND z.language = 'zh' WHERE n.cover_path = '/files/covers/News-Release-45b575f0.svg'`,
    ).all<{ id: number; title: string }>();
    const cover = await one("News-Release.svg");
    expect(cover.usedBy.filter((u) => u.kind === "news")).toEqual(
      news.results.map((n) => ({ kind: "news", id: n.id, label: n.title, field: "coverPath", fieldLabel: "封面图片", editor: `/admin/news/${n.id}` })),
    );

    const poster = await one("Banner-Interchange-Poster.svg", "en");
    expect(poster.usedBy).toEqual([expect.objectContaining({ kind: "banners", field: "posterPath", fieldLabel: "Video poster" })]);
    const video = await one("Alignment-Design-Basics.mp4");
    expect(video.usedBy).toEqual([expect.objectContaining({ kind: "videos", field: "videoPath", fieldLabel: "视频文件" })]);
    const manual = await one("EICAD-User-Manual.pdf");
    expect(manual.usedBy).toEqual([expect.objectContaining({ kind: "software", field: "fileKey", fieldLabel: "文件" })]);
    const qr = await one("WeChat-QR.svg");
    expect(qr.usedBy).toEqual([{ kind: "site-settings", id: null, label: "站点设置", field: "qrPath", fieldLabel: "二维码图片", editor: "/admin/settings" }]);

    // A picture in an update log's body, and one in a page's block being edited (not yet published).
    const pic = await upload(PNG(2), "Release-Diagram.png");
    const log = await env.DB.prepare(`SELECT update_log_id AS id, title FROM update_log_i18n WHERE language = 'zh' LIMIT 1`).first<{
      id: number;
      title: string;
    }>();
    await env.DB.prepare(`UPDATE update_log_i18n SET content_md = content_md || ?1 WHERE update_log_id = ?2 AND language = 'en'`)
      .bind(`\n\n![diagram](${pic.path})`, log!.id)
      .run();
    const page = await env.DB.prepare(
      `SELECT p.id, z.title FROM pages p JOIN page_i18n z ON z.page_id = p.id AND z.language = 'zh' WHERE p.path = '/digital/eicad'`,
    ).first<{ id: number; title: string }>();
    const blocks = [
      { type: "text", body: { zh: "x", en: "x" } },
      { type: "image", image: { src: pic.path, alt: { zh: "图", en: "Diagram" } } },
    ];
    await env.DB.prepare(`UPDATE pages SET blocks = ?1 WHERE id = ?2`).bind(JSON.stringify(blocks), page!.id).run();
    const used = await one("Release-Diagram.png");
    expect(used.usedBy).toEqual([
      { kind: "update-logs", id: log!.id, label: log!.title, field: "content", fieldLabel: "正文", editor: `/admin/update-logs/${log!.id}` },
      {
        kind: "pages",
        id: page!.id,
        label: `/digital/eicad · ${page!.title}`,
        field: "blocks.1.image.src",
        fieldLabel: "区块 2 · 图片",
        editor: `/admin/pages/${page!.id}`,
      },
    ]);
    const en = await one("Release-Diagram.png", "en");
    expect(en.usedBy.map((u) => u.fieldLabel)).toEqual(["Body", "Block 2 · Image"]);
  });
  it("counts a file that only a change saved for review names as used, and refuses to delete it", async () => {
    const pic = await upload(PNG(5), "Pending-Cover.png");
    const id = (await env.DB.prepare(`SELECT MIN(id) AS id FROM news WHERE published = 1`).first<number>("id"))!;
    const read = await call(`/api/admin/news/${id}`, { headers: as("marketing") });
    const item = ((await read.json()) as { data: Record<string, unknown> }).data;
    const saved = await call(`/api/admin/news/${id}/pending`, {
      method: "PUT",
      headers: { ...as("marketing"), "Content-Type": "application/json", "If-Match": read.headers.get("ETag")! },
      body: JSON.stringify({ ...item, coverPath: pic.path }),
    });
    expect(saved.status).toBe(200);
    expect((await one("Pending-Cover.png")).usedBy).toEqual([
      expect.objectContaining({ kind: "news", id, field: "pending.coverPath", fieldLabel: "待审核的更改 · 封面图片", editor: `/admin/news/${id}` }),
    ]);
    expect((await one("Pending-Cover.png", "en")).usedBy[0]?.fieldLabel).toBe("Change under review · Cover image");
    expect((await remove(pic.key)).status).toBe(409);
    expect((await call(`/api/admin/news/${id}/pending`, { method: "DELETE", headers: as("marketing") })).status).toBe(200);
    expect((await one("Pending-Cover.png")).usedBy).toEqual([]);
  });
});

describe("files uploaded before the library (migration 0029)", () => {
  it("are listed from their upload audit entries, named as uploaded, their size read from R2 once", async () => {
    const key = "images/Old-Expo-Photo-0badf00d.png";
    await env.FILES.put(key, PNG(6), { httpMetadata: { contentType: "image/png" } });
    await env.DB.prepare(
      `INSERT INTO audit_log (actor, role, action, resource, resource_id, detail, at) VALUES ('anna@example.com', 'marketing', 'upload', 'uploads', ?1, ?2, '2020-01-02T03:04:05.000Z')`,
    )
      .bind(key, JSON.stringify({ verb: "upload", title: { zh: "旧展会照片.png", en: "旧展会照片.png" } }))
      .run();
    // The migration's backfill, as written in the file (its last statement), run again: rows already there stay.
    const backfill = migration.slice(migration.lastIndexOf("INSERT INTO media_files"));
    await env.DB.prepare(backfill).run();
    const [row] = (await library(`?q=${encodeURIComponent("旧展会")}`)).list;
    expect(row).toMatchObject({
      key,
      name: "旧展会照片.png",
      uploadedAt: "2020-01-02T03:04:05.000Z",
      uploadedBy: "anna@example.com",
      size: PNG(6).length,
      contentType: "image/png",
    });
    expect(await env.DB.prepare(`SELECT size FROM media_files WHERE key = ?1`).bind(key).first<number>("size")).toBe(PNG(6).length);
    // The seeded rows were not touched by the second run.
    expect((await one("EICAD-User-Manual.pdf")).uploadedBy).toBe("seed");
  });
});

describe("DELETE /api/admin/media/:key", () => {
  it("refuses a file in use with 409 (20001), naming where, and keeps it", async () => {
    const qr = await one("WeChat-QR.svg");
    const res = await remove(qr.key);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: number; msg: string; data: { usedBy: unknown[] } };
    expect(body.code).toBe(20001);
    expect(body.msg).toBe("该文件正在使用中，不能删除：站点设置（二维码图片）。请先在这些地方换掉它");
    expect(body.data.usedBy).toHaveLength(1);

    const cover = await one("News-Release.svg");
    const en = (await (await remove(cover.key, "marketing", "en")).json()) as { msg: string };
    const title = await env.DB.prepare(`SELECT title FROM news_i18n WHERE language = 'en' AND news_id = ?1`)
      .bind(cover.usedBy[0]!.id)
      .first<{ title: string }>();
    expect(en.msg).toContain(`${title!.title} (Cover image)`);
    expect((await one("News-Release.svg")).key).toBe(cover.key);
    expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'delete' AND resource = 'uploads'`).first<number>("n")).toBe(0);
  });

  it("deletes an unused file with its variants from R2 and its rows, audited with the role", async () => {
    const up = await upload(PNG(3), "Old Brochure.png");
    // Its size and a narrower WebP copy, as the admin's browser records them (docs/decisions/0041).
    const variantKey = up.key.replace(/\.png$/, ".w480.webp");
    await env.FILES.put(variantKey, new Uint8Array([1, 2, 3]));
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO images (path, width, height) VALUES (?1, 1200, 800)`).bind(up.path),
      env.DB.prepare(`INSERT INTO image_variants (path, original_path, width, height, content_type, size) VALUES (?1, ?2, 480, 320, 'image/webp', 3)`).bind(
        `/files/${variantKey.split("/").map(encodeURIComponent).join("/")}`,
        up.path,
      ),
    ]);
    const listed = await one("Old Brochure.png");
    expect(listed).toMatchObject({ width: 1200, height: 800, variants: [expect.objectContaining({ w: 480, type: "image/webp" })] });

    const res = await remove(up.key);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ key: up.key, variants: 1 });
    expect(await env.FILES.head(up.key)).toBeNull();
    expect(await env.FILES.head(variantKey)).toBeNull();
    expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM image_variants WHERE original_path = ?1`).bind(up.path).first<number>("n")).toBe(0);
    expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM images WHERE path = ?1`).bind(up.path).first<number>("n")).toBe(0);
    expect((await library(`?q=${encodeURIComponent("Old Brochure")}`)).list).toEqual([]);
    const audit = await env.DB.prepare(`SELECT actor, role, detail FROM audit_log WHERE action = 'delete' AND resource = 'uploads' AND resource_id = ?1`)
      .bind(up.key)
      .first<{ actor: string; role: string; detail: string }>();
    expect(audit).toMatchObject({ role: "marketing" });
    expect(JSON.parse(audit!.detail)).toEqual({ verb: "delete", title: { zh: "Old Brochure.png", en: "Old Brochure.png" } });
    // Gone: a second delete finds nothing.
    expect((await remove(up.key)).status).toBe(404);
    // The same bytes uploaded again are in the library again.
    await upload(PNG(3), "Old Brochure.png");
    expect((await library(`?q=${encodeURIComponent("Old Brochure")}`)).list).toHaveLength(1);
  });
});

describe("roles", () => {
  it("marketing and admin may list and delete; sales gets 403 (1011003) and nothing changes", async () => {
    expect((await library("", "admin")).total).toBeGreaterThan(0);
    const res = await call("/api/admin/media", { headers: as("sales") });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: number }).code).toBe(1011003);
    const up = await upload(PNG(4), "Sales may not.png");
    const del = await remove(up.key, "sales");
    expect(del.status).toBe(403);
    expect(await env.FILES.head(up.key)).not.toBeNull();
  });
});

describe("files only an earlier version names (content_revisions)", () => {
  const getItem = async (path: string) => {
    const res = await call(path, { headers: as("marketing") });
    expect(res.status).toBe(200);
    return { item: ((await res.json()) as { data: Record<string, unknown> }).data, etag: res.headers.get("ETag")! };
  };
  const put = async (path: string, body: Record<string, unknown>, etag: string) => {
    const res = await call(path, {
      method: "PUT",
      headers: { ...as("marketing"), "Content-Type": "application/json", "If-Match": etag },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };
  /** The newest revision of an item whose snapshot names `path`. */
  const newestNaming = (resource: string, id: number, path: string) =>
    env.DB.prepare(`SELECT MAX(id) AS id FROM content_revisions WHERE resource = ?1 AND item_id = ?2 AND instr(snapshot, ?3) > 0`)
      .bind(resource, id, path)
      .first<number>("id");

  it("a news cover replaced by another is still used by the earlier version: listed once, and its delete refused (409) naming it", async () => {
    const first = await upload(PNG(7), "Expo-Cover-2025.png");
    const second = await upload(PNG(8), "Expo-Cover-2026.png");
    const id = (await env.DB.prepare(`SELECT MAX(id) AS id FROM news`).first<number>("id"))!;
    const title = (await env.DB.prepare(`SELECT title FROM news_i18n WHERE news_id = ?1 AND language = 'zh'`).bind(id).first<string>("title"))!;
    // Two saves with the first cover (two revisions name it), then the cover changed to the second.
    let read = await getItem(`/api/admin/news/${id}`);
    await put(`/api/admin/news/${id}`, { ...read.item, coverPath: first.path }, read.etag);
    read = await getItem(`/api/admin/news/${id}`);
    await put(`/api/admin/news/${id}`, { ...read.item, coverPath: first.path, title: { zh: title, en: "Expo 2025, second save" } }, read.etag);
    const revisionId = (await newestNaming("news", id, first.path))!;
    read = await getItem(`/api/admin/news/${id}`);
    await put(`/api/admin/news/${id}`, { ...read.item, coverPath: second.path }, read.etag);
    // The save kept the file (a revision names it): it is in R2 and in the library.
    expect(await env.FILES.head(first.key)).not.toBeNull();

    const use = {
      kind: "news",
      id,
      label: title,
      field: `revision.${revisionId}.coverPath`,
      fieldLabel: "历史版本 · 封面图片",
      editor: `/admin/news/${id}`,
    };
    expect((await one("Expo-Cover-2025.png")).usedBy).toEqual([use]);
    expect((await one("Expo-Cover-2025.png", "en")).usedBy).toEqual([{ ...use, label: "Expo 2025, second save", fieldLabel: "Earlier version · Cover image" }]);
    // The current cover is used by the item itself, not by its revisions as well.
    expect((await one("Expo-Cover-2026.png")).usedBy).toEqual([expect.objectContaining({ kind: "news", id, field: "coverPath" })]);

    const res = await remove(first.key);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: number; msg: string; data: { key: string; usedBy: unknown[] } };
    expect(body.code).toBe(20001);
    // Nothing is to be replaced: the message says the earlier version keeps it, not "replace it there".
    expect(body.msg).toBe(`该文件只被历史版本用到，但在这些版本保留期间不能删除：${title}（历史版本 · 封面图片）。恢复其中一个版本时需要它`);
    expect(body.data).toEqual({ key: first.key, usedBy: [use] });
    const en = (await (await remove(first.key, "marketing", "en")).json()) as { msg: string };
    expect(en.msg).toBe(
      "Only earlier versions use this file, and it cannot be deleted while they are kept: Expo 2025, second save (Earlier version · Cover image). Restoring one of them needs it.",
    );
    // Nothing was deleted: the file, its row, and restoring that version shows the picture.
    expect(await env.FILES.head(first.key)).not.toBeNull();
    expect((await one("Expo-Cover-2025.png")).key).toBe(first.key);
    const restored = await call(`/api/admin/news/${id}/revisions/${revisionId}/restore`, {
      method: "POST",
      headers: { ...as("marketing"), "Content-Type": "application/json", "If-Match": (await getItem(`/api/admin/news/${id}`)).etag },
      body: "{}",
    });
    expect(restored.status).toBe(200);
    expect((await call(first.path)).status).toBe(200);
  });

  it("an installer a download named before (a bare key in the snapshot) is refused too", async () => {
    const zip = (fill: number) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, fill, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const res1 = await call("/api/admin/uploads", {
      method: "POST",
      headers: { ...as("marketing"), "Content-Type": "application/octet-stream", "X-File-Name": "Old-Setup.zip" },
      body: zip(1),
    });
    const res2 = await call("/api/admin/uploads", {
      method: "POST",
      headers: { ...as("marketing"), "Content-Type": "application/octet-stream", "X-File-Name": "New-Setup.zip" },
      body: zip(2),
    });
    expect([res1.status, res2.status]).toEqual([200, 200]);
    const old = ((await res1.json()) as { data: Uploaded }).data;
    const next = ((await res2.json()) as { data: Uploaded }).data;
    const id = (await env.DB.prepare(`SELECT MAX(id) AS id FROM software`).first<number>("id"))!;
    let read = await getItem(`/api/admin/software/${id}`);
    await put(`/api/admin/software/${id}`, { ...read.item, fileKey: old.key }, read.etag);
    const revisionId = (await newestNaming("software", id, old.key))!;
    read = await getItem(`/api/admin/software/${id}`);
    await put(`/api/admin/software/${id}`, { ...read.item, fileKey: next.key }, read.etag);
    const del = await remove(old.key, "marketing", "en");
    expect(del.status).toBe(409);
    expect(((await del.json()) as { data: { usedBy: unknown[] } }).data.usedBy).toEqual([
      expect.objectContaining({
        kind: "software",
        id,
        field: `revision.${revisionId}.fileKey`,
        fieldLabel: "Earlier version · File",
        editor: `/admin/software/${id}`,
      }),
    ]);
  });

  it("a QR picture the site settings used before is refused too, under the site settings", async () => {
    const old = await upload(PNG(9), "Old-QR.png");
    const next = await upload(PNG(10), "New-QR.png");
    const settings = async () => {
      const got = await getItem("/api/admin/site-settings");
      const { rowVersion: _v, updatedAt: _a, updatedBy: _b, ...input } = got.item;
      return { input, etag: got.etag };
    };
    let s = await settings();
    const qr = s.input.qrPath;
    await put("/api/admin/site-settings", { ...s.input, qrPath: old.path }, s.etag);
    s = await settings();
    await put("/api/admin/site-settings", { ...s.input, qrPath: next.path }, s.etag);
    const revisionId = (await newestNaming("site-settings", 1, old.path))!;
    const res = await remove(old.key);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { data: { usedBy: unknown[] } }).data.usedBy).toEqual([
      {
        kind: "site-settings",
        id: null,
        label: "站点设置",
        field: `revision.${revisionId}.qrPath`,
        fieldLabel: "历史版本 · 二维码图片",
        editor: "/admin/settings",
      },
    ]);
    s = await settings();
    await put("/api/admin/site-settings", { ...s.input, qrPath: qr }, s.etag);
  });

  it("a file no content and no revision names is still deleted (200)", async () => {
    const up = await upload(PNG(11), "Never-Used.png");
    expect((await one("Never-Used.png")).usedBy).toEqual([]);
    expect((await remove(up.key)).status).toBe(200);
    expect(await env.FILES.head(up.key)).toBeNull();
  });
});
