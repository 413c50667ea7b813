/**
 * The WeChat QR and a news item's share picture where variants exist (issue 34, decision 0041): an
 * uploaded raster QR is read with its size and variants and the footer shows it with a srcset; a news
 * item with a raster cover shares it with its size, and a camera's 4000 px original as its widest copy.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Uploaded } from "../../worker/schemas/admin-api.ts";
import { call, callWithEnv, getJson, pageAssets, seedContent, seedPages } from "./fixtures.ts";

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

const sendVariant = (of: string, w: number, body: Uint8Array) =>
  call(`/api/admin/uploads/variants?of=${encodeURIComponent(of)}&w=${w}`, { method: "POST", headers: { ...AUTH, "Content-Type": "image/webp" }, body });

beforeAll(async () => {
  await seedContent();
  await seedPages(env.DB);
});

describe("the WeChat QR and a news item's share picture from their variants", () => {
  const ORIGIN = env.SITE_ORIGIN;
  const served = async (path: string) => (await callWithEnv(path, {}, { ASSETS: pageAssets() })).text();
  const meta = (html: string, name: string) => new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1];

  it("an uploaded raster QR is read with its size and variants and shown in the footer with a srcset; an SVG QR is read as its path only", async () => {
    const original = await uploadOriginal(png(1000, 1000, 8), "WeChat QR.png");
    expect((await sendVariant(original.key, 480, webp(480, 480))).status).toBe(200);
    const stem = original.path.replace(/\.png$/, "");
    const setQr = async (qrPath: string) => {
      const got = (await getJson<Record<string, unknown> & { rowVersion: number }>("/api/admin/site-settings", AUTH)).body.data!;
      const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = got;
      const res = await call("/api/admin/site-settings", {
        method: "PUT",
        headers: { ...AUTH, "Content-Type": "application/json", "If-Match": `"${rowVersion}"` },
        body: JSON.stringify({ ...input, qrPath }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await setQr(original.path);
    for (const lang of ["zh", "en"]) {
      const site = (await getJson<{ qrPath: string; qr?: unknown }>(`/api/site?language=${lang}`)).body.data!;
      expect(site, lang).toMatchObject({
        qrPath: original.path,
        qr: { path: original.path, width: 1000, height: 1000, variants: [{ w: 480, h: 480, path: `${stem}.w480.webp`, type: "image/webp" }] },
      });
    }
    for (const path of ["/pc_index", "/about?lang=en"]) {
      const html = await served(path);
      const img = /<figure class="site-footer__qr"><img ([^>]*)>/.exec(html)?.[1] ?? "";
      expect(img, path).toContain(`srcSet="${stem}.w480.webp 480w"`);
      expect(img, path).toContain(`sizes="112px"`);
      expect(img, path).toMatch(/width="112" height="112"/);
    }

    await setQr("/files/images/WeChat-QR-ad761943.svg");
    const svg = (await getJson<{ qrPath: string; qr?: unknown }>("/api/site")).body.data!;
    expect(svg.qrPath).toBe("/files/images/WeChat-QR-ad761943.svg");
    expect(svg).not.toHaveProperty("qr");
  });

  it("a raster cover is shared with its size, and one wider than 1920 px as its widest WebP copy", async () => {
    const send = (body: unknown) =>
      call("/api/admin/news", { method: "POST", headers: { ...AUTH, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const newsWith = async (coverPath: string) => {
      const res = await send({
        tab: "company",
        title: { zh: "分享", en: "Shared" },
        subtitle: { zh: "副", en: "Sub" },
        content: { zh: "正文", en: "Body" },
        coverPath,
        effectiveTime: "2026-11-23T08:00:00.000Z",
        status: "published",
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const photo = await uploadOriginal(png(4000, 2250, 9), "Camera photo.png");
    for (const w of [480, 960, 1440, 1920]) expect((await sendVariant(photo.key, w, webp(w, Math.round((2250 * w) / 4000)))).status).toBe(200);
    const stem = photo.path.replace(/\.png$/, "");
    const wide = await served(`/pc_index/newsDetail?id=${await newsWith(photo.path)}`);
    expect(meta(wide, "og:image")).toBe(`${ORIGIN}${stem}.w1920.webp`);
    expect([meta(wide, "og:image:width"), meta(wide, "og:image:height")]).toEqual(["1920", "1080"]);

    const card = await uploadOriginal(png(1200, 630, 10), "Card.png");
    const fits = await served(`/pc_index/newsDetail?id=${await newsWith(card.path)}&lang=en`);
    expect(meta(fits, "og:image")).toBe(`${ORIGIN}${card.path}`);
    expect([meta(fits, "og:image:width"), meta(fits, "og:image:height")]).toEqual(["1200", "630"]);
  });
});
