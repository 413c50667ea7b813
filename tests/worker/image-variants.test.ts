/**
 * Responsive images (docs/decisions/0041): the Worker records an uploaded picture's size from its
 * bytes, takes WebP/AVIF variants only when they match it, stores them beside the original and tells
 * public reads which exist.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NewsDetail, Banner } from "../../worker/schemas/responses.ts";
import type { Uploaded } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson, pageAssets, seedPages } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${env.ADMIN_TOKEN}` };

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A PNG whose header says width × height (the Worker reads sizes, it does not decode pixels). */
function png(width: number, height: number, salt: number): Uint8Array {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    73,
    72,
    68,
    82,
    ...u32be(width),
    ...u32be(height),
    8,
    2,
    0,
    0,
    0,
    salt,
    0,
    0,
    0,
  ]);
}

/** A lossless WebP header of width × height. */
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

async function uploadOriginal(bytes: Uint8Array, name: string): Promise<Uploaded> {
  const res = await call("/api/admin/uploads", { method: "POST", headers: { ...AUTH, "X-File-Name": encodeURIComponent(name) }, body: bytes });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Uploaded }).data;
}

const sendVariant = (of: string, w: number | string, body: Uint8Array, type = "image/webp", headers: Record<string, string> = {}) =>
  call(`/api/admin/uploads/variants?of=${encodeURIComponent(of)}&w=${w}`, { method: "POST", headers: { ...AUTH, "Content-Type": type, ...headers }, body });

const storedKeys = async () => (await env.FILES.list()).objects.map((o) => o.key).sort();
const variantRows = async () => (await env.DB.prepare("SELECT count(*) AS n FROM image_variants").first<{ n: number }>())!.n;

describe("POST /api/admin/uploads/variants", () => {
  it("stores each width of a 1600 × 900 picture beside the original, served as WebP, out of the file list", async () => {
    const original = await uploadOriginal(png(1600, 900, 1), "Site photo.png");
    expect(original).toMatchObject({ width: 1600, height: 900, contentType: "image/png" });
    const stem = original.key.replace(/\.png$/, "");
    for (const w of [480, 960, 1440]) {
      const res = await sendVariant(original.key, w, webp(w, Math.round((900 * w) / 1600)));
      expect(res.status, `${w}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
      const data = ((await res.json()) as { data: Uploaded }).data;
      expect(data).toMatchObject({ key: `${stem}.w${w}.webp`, contentType: "image/webp", width: w, height: Math.round((900 * w) / 1600) });
      const file = await call(data.path);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Type")).toBe("image/webp");
      await file.arrayBuffer();
    }
    const listed = (await getJson<{ list: { key: string }[] }>("/api/admin/uploads?folder=images", AUTH)).body.data!.list.map((f) => f.key);
    expect(listed).toContain(original.key);
    expect(listed.filter((k) => k.startsWith(stem))).toEqual([original.key]);
  });

  it("logs an upload with its variants as one audit entry naming the file, not its key", async () => {
    const original = await uploadOriginal(png(1200, 600, 7), "展台 照片.png");
    for (const w of [480, 960]) expect((await sendVariant(original.key, w, webp(w, w / 2))).status).toBe(200);
    const stem = original.key.replace(/\.png$/, "");
    const page = async (lang: "zh" | "en") =>
      (
        await getJson<{ list: { action: string; resourceId: string; text: string }[] }>("/api/admin/audit?resource=uploads&pageIndex=1&pageSize=50", {
          ...AUTH,
          "Accept-Language": lang,
        })
      ).body.data!.list;
    const mine = (await page("zh")).filter((e) => e.resourceId.includes(stem.slice(stem.lastIndexOf("/") + 1)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: "upload", resourceId: original.key, text: "上传了文件《展台 照片.png》" });
    expect((await page("en")).find((e) => e.resourceId === original.key)?.text).toBe("Uploaded file “展台 照片.png”");
  });

  it("refuses a variant that is not narrower, not the width asked, out of proportion, not WebP/AVIF, too large or of no known picture; nothing is kept", async () => {
    const original = await uploadOriginal(png(1600, 900, 2), "Checked.png");
    const keysBefore = await storedKeys();
    const rowsBefore = await variantRows();
    const cases: [string, Response, number][] = [
      ["wider than the original", await sendVariant(original.key, 1920, webp(1920, 1080)), 400],
      ["bytes narrower than asked", await sendVariant(original.key, 960, webp(900, 506)), 400],
      ["out of proportion", await sendVariant(original.key, 960, webp(960, 960)), 400],
      ["not a listed width", await sendVariant(original.key, 500, webp(500, 281)), 400],
      ["a PNG sent as WebP", await sendVariant(original.key, 480, png(480, 270, 3)), 415],
      ["a JPEG type", await sendVariant(original.key, 480, webp(480, 270), "image/jpeg"), 415],
      ["no such original", await sendVariant("images/missing-00000000.png", 480, webp(480, 270)), 404],
      ["declared over 8 MB", await sendVariant(original.key, 480, webp(480, 270), "image/webp", { "Content-Length": String(8 * 1024 * 1024 + 1) }), 413],
    ];
    for (const [what, res, status] of cases) {
      expect(res.status, what).toBe(status);
      const body = (await res.json()) as { success: boolean; msg: string };
      expect(body.success, what).toBe(false);
      expect(body.msg.length, what).toBeGreaterThan(0);
    }
    // The 400 says what the variant must be, in the request's language.
    const en = await sendVariant(original.key, 960, webp(960, 960), "image/webp", { "Accept-Language": "en" });
    expect(((await en.json()) as { msg: string }).msg).toContain("960 px wide");
    expect(await storedKeys()).toEqual(keysBefore);
    expect(await variantRows()).toBe(rowsBefore);
  });

  it("needs the admin token", async () => {
    const res = await call(`/api/admin/uploads/variants?of=images%2Fx-00000000.png&w=480`, {
      method: "POST",
      headers: { "Content-Type": "image/webp" },
      body: webp(480, 270),
    });
    expect(res.status).toBe(401);
  });
});

describe("public reads carry the variants", () => {
  const send = (method: string, path: string, body: unknown) =>
    call(path, { method, headers: { ...AUTH, "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("a news cover and a banner picture answer their size and variants; an SVG cover answers its path only", async () => {
    const original = await uploadOriginal(png(1200, 675, 4), "Cover.png");
    for (const w of [480, 960]) expect((await sendVariant(original.key, w, webp(w, Math.round((675 * w) / 1200)))).status).toBe(200);
    const news = (coverPath: string) => ({
      tab: "company",
      title: { zh: "封面", en: "Cover" },
      subtitle: { zh: "副", en: "Sub" },
      content: { zh: "正文", en: "Body" },
      coverPath,
      effectiveTime: "2026-11-21T08:00:00.000Z",
      status: "published",
    });
    const created = await send("POST", "/api/admin/news", news(original.path));
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const stem = original.path.replace(/\.png$/, "");
    const cover = (await getJson<NewsDetail>(`/api/news/${id}`)).body.data!.coverUrlIdList[0];
    expect(cover).toEqual({
      path: original.path,
      width: 1200,
      height: 675,
      variants: [
        { w: 480, h: 270, path: `${stem}.w480.webp`, type: "image/webp" },
        { w: 960, h: 540, path: `${stem}.w960.webp`, type: "image/webp" },
      ],
    });
    const listed = (await getJson<{ list: NewsDetail[] }>("/api/news?pageSize=50")).body.data!.list.find((n) => n.id === id)!;
    expect(listed.coverUrlIdList[0]).toEqual(cover);

    const svg = await send("POST", "/api/admin/news", news("/files/covers/News-Bridge-f67a6a92.svg"));
    const svgId = ((await svg.json()) as { data: { id: number } }).data.id;
    expect((await getJson<NewsDetail>(`/api/news/${svgId}`)).body.data!.coverUrlIdList).toEqual([{ path: "/files/covers/News-Bridge-f67a6a92.svg" }]);

    const made = await send("POST", "/api/admin/banners", {
      order: 0,
      type: "image",
      mediaPath: original.path,
      posterPath: null,
      jumpToUrl: "/digital",
      status: "published",
      bigHeadline: { zh: "横幅", en: "Banner" },
      subtitle: { zh: "", en: "" },
      description: { zh: "", en: "" },
      buttonLabel: { zh: "了解", en: "More" },
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const banner = (await getJson<Banner[]>("/api/banners")).body.data!.find((b) => b.carouselBgUrlIdList[0]?.path === original.path)!;
    expect(banner.carouselBgUrlIdList[0]).toEqual(cover);

    // The home page's preload hint names the same candidates as the banner picture (the page is
    // served with its data: the site settings and the page's copy, which it reads, must be there too).
    await seedPages(env.DB);
    await env.DB.prepare(`INSERT OR IGNORE INTO site_settings (language, brand_name, hotline, contact_person, phone, whatsapp, email, saas_url, qr_path, facts_json)
      VALUES ('zh', 'RoadSoft', '400', 'W', '1', '1', 'a@example.com', 'https://saas.example.com', '/q.png', '[]')`).run();
    const home = await (await callWithEnv("/pc_index", {}, { ASSETS: pageAssets() })).text();
    // One hint, React's (at the start of the page's markup), naming the picture's candidates: the head no longer repeats it.
    expect(home.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      `<link rel="preload" as="image" imageSrcSet="${stem}.w480.webp 480w, ${stem}.w960.webp 960w, ${original.path} 1200w" imageSizes="100vw" fetchPriority="high"/>`,
    ]);
  });

  it("deleting the last item that shows a picture deletes its variants with it", async () => {
    const original = await uploadOriginal(png(1000, 500, 5), "Gone.png");
    for (const w of [480, 960]) expect((await sendVariant(original.key, w, webp(w, w / 2))).status).toBe(200);
    const stem = original.key.replace(/\.png$/, "");
    const created = await send("POST", "/api/admin/news", {
      tab: "company",
      title: { zh: "删", en: "Gone" },
      subtitle: { zh: "副", en: "Sub" },
      content: { zh: "正文", en: "Body" },
      coverPath: original.path,
      effectiveTime: "2026-11-22T08:00:00.000Z",
      status: "published",
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    expect((await env.FILES.list({ prefix: stem })).objects).toHaveLength(3);
    expect((await call(`/api/admin/news/${id}`, { method: "DELETE", headers: AUTH })).status).toBe(200);
    expect((await env.FILES.list({ prefix: stem })).objects).toEqual([]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM image_variants WHERE original_path = ?1").bind(original.path).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("a picture uploaded into a page block and a video cover answer their size and variants (GET /api/pages, /api/videos)", async () => {
    const original = await uploadOriginal(png(2400, 1350, 6), "Airoad-Site.png");
    for (const w of [480, 960, 1440, 1920]) expect((await sendVariant(original.key, w, webp(w, Math.round((1350 * w) / 2400)))).status).toBe(200);
    const stem = original.path.replace(/\.png$/, "");
    const variants = [480, 960, 1440, 1920].map((w) => ({ w, h: Math.round((1350 * w) / 2400), path: `${stem}.w${w}.webp`, type: "image/webp" }));

    await seedPages(env.DB);
    const list = ((await (await call("/api/admin/pages?pageSize=100", { headers: AUTH })).json()) as { data: { list: { id: number; path: string }[] } }).data
      .list;
    const id = list.find((p) => p.path === "/digital/airoad")!.id;
    type Fig = { src: string; width: number; height: number };
    const page = (
      (await (await call(`/api/admin/pages/${id}`, { headers: AUTH })).json()) as {
        data: Record<string, unknown> & { rowVersion: number; blocks: { type: string; figure?: Fig }[] };
      }
    ).data;
    const { rowVersion, updatedAt: _a, updatedBy: _b, id: _i, path: _p, ...input } = page;
    const hero = page.blocks.findIndex((b) => b.type === "hero" && b.figure);
    // The editor writes the box it laid the picture out in; the read answers the file's own size.
    page.blocks[hero]!.figure = { ...page.blocks[hero]!.figure!, src: original.path, width: 1200, height: 675 };
    const saved = await call(`/api/admin/pages/${id}`, {
      method: "PUT",
      headers: { ...AUTH, "Content-Type": "application/json", "If-Match": `"${rowVersion}"` },
      body: JSON.stringify({ ...input, blocks: page.blocks, status: "published" }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = (await getJson<{ blocks: { type: string; figure?: Fig & { variants?: unknown } }[] }>("/api/pages?path=/digital/airoad&language=en")).body
      .data!;
    const figure = read.blocks.find((b) => b.type === "hero")!.figure!;
    expect(figure).toMatchObject({ src: original.path, width: 2400, height: 1350, variants });
    // A seeded illustration (public/img, SVG) stays as it was: no variants.
    const others = read.blocks.flatMap((b) => (b.figure && b.figure.src !== original.path ? [b.figure] : []));
    for (const f of others) expect(f.variants, f.src).toBeUndefined();

    // A WebM (its duration is not read) stored as an upload would be.
    await env.FILES.put("videos/Cover-Lesson-11111111.webm", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), { httpMetadata: { contentType: "video/webm" } });
    const video = await send("POST", "/api/admin/videos", {
      title: { zh: "封面", en: "Cover" },
      intro: { zh: "简介", en: "Intro" },
      videoPath: "/files/videos/Cover-Lesson-11111111.webm",
      coverPath: original.path,
      status: "published",
    });
    expect(video.status, await video.clone().text()).toBe(200);
    const videoId = ((await video.json()) as { data: { id: number } }).data.id;
    const listed = (await getJson<{ id: number; cover: unknown }[]>("/api/videos?language=en")).body.data!.find((v) => v.id === videoId)!;
    expect(listed.cover).toEqual({ path: original.path, width: 2400, height: 1350, variants });
  });
});
