// A picture uploaded into a page block (as the admin does it: the original, then WebP copies at
// 480-1920 px, decision 0041) reaches a phone as one of its copies: the published page's <img> has a
// srcset from the variants, and a 390 px phone fetches a copy of at most 100 KB, never the 2400 px original.
import { describe, expect } from "vitest";
import { adminApi, within30s } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";

const PHONE = { width: 390, height: 844 };
const PAGE = "/digital/airoad";

interface Uploaded {
  key: string;
  path: string;
}

async function upload(url: string, body: Uint8Array, headers: Record<string, string>): Promise<Uploaded> {
  return adminApi<Uploaded>(url, { method: "POST", body: new Blob([new Uint8Array(body)]), headers });
}

describe("a picture uploaded into a page block", () => {
  it("is served to a 390 px phone as a variant of at most 100 KB, never the original", async ({ open }) => {
    const tag = Date.now().toString(36);
    // Drawn and encoded in the browser, as the admin's browser does (src/admin/lib/image-variants.ts).
    const drawer = await open();
    await drawer.page.goto(urlOf("/privacy"), { waitUntil: "domcontentloaded" });
    const files = await drawer.page.evaluate(async () => {
      const W = 2400;
      const H = 1350;
      const c = new OffscreenCanvas(W, H);
      const g = c.getContext("2d")!;
      const sky = g.createLinearGradient(0, 0, 0, H);
      sky.addColorStop(0, "#7fa8d6");
      sky.addColorStop(1, "#eef2f6");
      g.fillStyle = sky;
      g.fillRect(0, 0, W, H);
      // Detail a photo has: many small shapes, so the original is heavy as a photo is.
      let seed = 7;
      const rnd = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      for (let i = 0; i < 6000; i++) {
        g.fillStyle = `hsl(${Math.floor(rnd() * 360)} 40% ${30 + Math.floor(rnd() * 40)}%)`;
        g.fillRect(rnd() * W, H * 0.4 + rnd() * H * 0.6, 4 + rnd() * 30, 4 + rnd() * 30);
      }
      const b64 = async (blob: Blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = "";
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      };
      const original = await b64(await c.convertToBlob({ type: "image/jpeg", quality: 0.95 }));
      const bitmap = await createImageBitmap(c);
      const variants: { w: number; data: string }[] = [];
      for (const w of [480, 960, 1440, 1920]) {
        const h = Math.round((H * w) / W);
        const v = new OffscreenCanvas(w, h);
        v.getContext("2d")!.drawImage(bitmap, 0, 0, w, h);
        variants.push({ w, data: await b64(await v.convertToBlob({ type: "image/webp", quality: 0.82 })) });
      }
      return { original, variants };
    });
    const original = await upload("/uploads", Buffer.from(files.original, "base64"), {
      "Content-Type": "image/jpeg",
      "X-File-Name": encodeURIComponent(`airoad-site-${tag}.jpg`),
    });
    for (const v of files.variants) {
      await upload(`/uploads/variants?of=${encodeURIComponent(original.key)}&w=${v.w}`, Buffer.from(v.data, "base64"), { "Content-Type": "image/webp" });
    }
    const originalBytes = Buffer.from(files.original, "base64").length;
    expect(originalBytes, "the original is heavier than any copy a phone may take").toBeGreaterThan(100_000);

    const { list } = await adminApi<{ list: { id: number; path: string }[] }>("/pages?pageSize=100");
    const id = list.find((p) => p.path === PAGE)!.id;
    type Figure = { src: string; alt: { zh: string; en: string }; width: number; height: number };
    const before = await adminApi<Record<string, unknown> & { rowVersion: number; blocks: { type: string; figure?: Figure }[] }>(`/pages/${id}`);
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, id: _i, path: _p, ...input } = before;
    const heroAt = before.blocks.findIndex((b) => b.type === "hero" && b.figure);
    expect(heroAt, `${PAGE} has a hero with a picture`).toBeGreaterThanOrEqual(0);
    const blocks = structuredClone(before.blocks);
    blocks[heroAt]!.figure = { ...blocks[heroAt]!.figure!, src: original.path, width: 2400, height: 1350 };
    await adminApi(`/pages/${id}`, {
      method: "PUT",
      headers: { "If-Match": `"${before.rowVersion}"` },
      body: JSON.stringify({ ...input, blocks, status: "published" }),
    });
    try {
      const s = await open({ viewport: PHONE, context: { isMobile: true, hasTouch: true } });
      const fetched: { url: string; bytes: number }[] = [];
      s.page.on("requestfinished", async (req) => {
        const url = new URL(req.url());
        if (!url.pathname.startsWith("/files/images/")) return;
        const sizes = await req.sizes().catch(() => null);
        fetched.push({ url: decodeURIComponent(url.pathname), bytes: sizes?.responseBodySize ?? -1 });
      });
      await within30s(async () => {
        fetched.length = 0;
        await s.page.goto(urlOf(PAGE), { waitUntil: "load" });
        return (await s.page.locator(`main img[src="${original.path}"]`).count()) > 0;
      }, "the published page shows the uploaded picture");
      const img = s.page.locator(`main img[src="${original.path}"]`).first();
      const attrs = await img.evaluate((el: HTMLImageElement) => ({
        srcset: el.getAttribute("srcset"),
        sizes: el.getAttribute("sizes"),
        width: el.getAttribute("width"),
        height: el.getAttribute("height"),
        current: el.currentSrc,
      }));
      const stem = original.path.replace(/\.jpg$/, "");
      expect(attrs.srcset).toBe(`${stem}.w480.webp 480w, ${stem}.w960.webp 960w, ${stem}.w1440.webp 1440w, ${stem}.w1920.webp 1920w`);
      expect(attrs.sizes).toBeTruthy();
      expect([attrs.width, attrs.height]).toEqual(["2400", "1350"]);
      await expect.poll(() => fetched.length, { message: "the picture was fetched" }).toBeGreaterThan(0);
      const ours = fetched.filter((f) => f.url.startsWith(stem));
      expect(
        ours.map((f) => f.url),
        "never the original",
      ).not.toContain(original.path);
      expect(ours.length, `copies fetched: ${JSON.stringify(fetched)}`).toBeGreaterThan(0);
      for (const f of ours) {
        expect(f.url).toMatch(/\.w\d+\.webp$/);
        expect(f.bytes, f.url).toBeLessThanOrEqual(100_000);
      }
      // The hero is the first paint's picture: the server's HTML hints the same copy (a preload with the srcset).
      const res = await fetch(urlOf(PAGE));
      const hints = `${res.headers.get("Link") ?? ""}\n${await res.text()}`;
      expect(hints, "a preload of the hero's copies").toMatch(new RegExp(`imagesrcset="?${stem.replace(/[.]/g, "\\.")}\\.w480\\.webp 480w`, "i"));
      s.assertNoErrors();
    } finally {
      const now = await adminApi<{ rowVersion: number }>(`/pages/${id}`);
      await adminApi(`/pages/${id}`, {
        method: "PUT",
        headers: { "If-Match": `"${now.rowVersion}"` },
        body: JSON.stringify({ ...input, status: "published" }),
      });
    }
  });
});
