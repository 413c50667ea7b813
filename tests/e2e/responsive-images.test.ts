// Responsive pictures (docs/decisions/0041) as staff and visitors meet them: a phone photo with its
// GPS position uploaded as a news cover in the admin is stored without the position, gets WebP
// copies at 480, 960 and 1440 px (not 1920: the photo is 1600 px wide), and the news list, the
// detail page and the home banner show it with srcset, sizes, width and height.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { imageSize } from "../../common/image-size.ts";
import { gpsOf, withGps } from "./support/exif.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";
import { ADMIN_COPY, adminApi, gotoAdmin, within30s } from "./admin-helpers.ts";

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "images-e2e-"));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

const bytesOf = async (path: string) => new Uint8Array(await (await fetch(urlOf(path))).arrayBuffer());

describe("a photo uploaded in the admin", () => {
  it("is stored without its GPS position, gets WebP variants, and pages show it with srcset, sizes, width and height", async ({ open, openAdmin }) => {
    const s = await openAdmin({ adminLang: "en" });
    const m = ADMIN_COPY.en;
    const tag = Date.now().toString(36);
    let bannerId: number | undefined;
    try {
      // A 1600 × 900 camera JPEG (drawn and encoded by the browser) with the EXIF a phone adds.
      await gotoAdmin(s.page, "/admin/news/new", m.newItem.replace("{what}", m.what_news));
      const drawn = await s.page.evaluate(async () => {
        const c = new OffscreenCanvas(1600, 900);
        const g = c.getContext("2d")!;
        const sky = g.createLinearGradient(0, 0, 0, 900);
        sky.addColorStop(0, "#8fb7e0");
        sky.addColorStop(1, "#e8eef4");
        g.fillStyle = sky;
        g.fillRect(0, 0, 1600, 900);
        g.fillStyle = "#5d6b7a";
        g.beginPath();
        g.moveTo(0, 900);
        g.lineTo(700, 420);
        g.lineTo(900, 420);
        g.lineTo(1600, 900);
        g.fill();
        const blob = await c.convertToBlob({ type: "image/jpeg", quality: 0.9 });
        return [...new Uint8Array(await blob.arrayBuffer())];
      });
      const photo = withGps(new Uint8Array(drawn), [39, 54, 27], [116, 23, 30], "RoadCam GPS");
      expect(gpsOf(photo)!.lat).toBeCloseTo(39.9075, 3);
      const file = join(tmp, `site-photo-${tag}.jpg`);
      writeFileSync(file, photo);

      await s.page.locator("#f-title-zh").fill(`工地实景 ${tag}`);
      await s.page.locator("#f-title-en").fill(`On site ${tag}`);
      await s.page.locator("#f-subtitle-zh").fill("桥梁墩柱施工。");
      await s.page.locator("#f-subtitle-en").fill("Bridge piers under construction.");
      await s.page.locator("#f-content-zh").fill("正文");
      await s.page.locator("#f-content-en").fill("Body");
      await s.page.locator("#f-coverPath").setInputFiles(file);
      // The field says what was made once every variant is stored.
      await expect.poll(() => s.page.locator(".file-field .field__hint").first().innerText(), { timeout: 30_000 }).toContain("1600×900 · 3 responsive sizes");
      const path = await s.page.locator("#f-coverPath-v").innerText();
      expect(path).toMatch(/^\/files\/images\/site-photo-.*-[0-9a-f]{8}\.jpg$/);

      // The stored original: same picture, no EXIF, no position.
      const stored = await bytesOf(path);
      expect(gpsOf(stored)).toBeNull();
      expect(Buffer.from(stored).includes("Exif")).toBe(false);
      expect(Buffer.from(stored).includes("RoadCam")).toBe(false);
      expect(imageSize(stored)).toEqual({ width: 1600, height: 900 });
      const stem = path.replace(/\.jpg$/, "");
      for (const w of [480, 960, 1440]) {
        const res = await fetch(urlOf(`${stem}.w${w}.webp`));
        expect(res.headers.get("Content-Type"), String(w)).toBe("image/webp");
        expect(imageSize(new Uint8Array(await res.arrayBuffer())), String(w)).toEqual({ width: w, height: Math.round((900 * w) / 1600) });
      }
      expect((await fetch(urlOf(`${stem}.w1920.webp`))).status, "never wider than the original").toBe(404);

      await s.page.getByRole("button", { name: m.save, exact: true }).click();
      await s.page.waitForURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
      const id = Number(/\/admin\/news\/(\d+)$/.exec(s.page.url())![1]);
      await s.page.getByRole("button", { name: m.publish, exact: true }).click();
      await expect.poll(() => s.page.locator(".screen__meta .badge").first().innerText()).toBe(m.status_published);
      const banner = await adminApi<{ id: number }>("/banners", {
        method: "POST",
        body: JSON.stringify({
          order: 0,
          type: "image",
          mediaPath: path,
          posterPath: null,
          jumpToUrl: "/pc_index/news",
          status: "published",
          bigHeadline: { zh: `实景 ${tag}`, en: `On site ${tag}` },
          subtitle: { zh: "", en: "" },
          description: { zh: "", en: "" },
          buttonLabel: { zh: "了解", en: "More" },
        }),
      });
      bannerId = banner.id;

      const srcset = `${stem}.w480.webp 480w, ${stem}.w960.webp 960w, ${stem}.w1440.webp 1440w, ${path} 1600w`;
      const visitor = await open();
      const attrsOf = (selector: string) =>
        visitor.page
          .locator(selector)
          .first()
          .evaluate((img: HTMLImageElement) => ({
            srcset: img.getAttribute("srcset"),
            sizes: img.getAttribute("sizes"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
          }));
      await within30s(async () => {
        await visitor.page.goto(urlOf("/pc_index/news"), { waitUntil: "domcontentloaded" });
        return (await visitor.page.locator(`img.news-list__cover[src="${path}"]`).count()) > 0;
      }, "the news list shows the cover");
      const listCover = `img.news-list__cover[src="${path}"]`;
      expect(await attrsOf(listCover)).toEqual({ srcset, sizes: "(max-width: 768px) calc(100vw - 80px), 280px", width: "1600", height: "900" });
      // A 280 px slot on a 1× screen loads the 480 px copy, not the 1600 px photo.
      await visitor.page.locator(listCover).first().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          visitor.page
            .locator(listCover)
            .first()
            .evaluate((img: HTMLImageElement) => img.currentSrc),
        )
        .toContain(".w480.webp");

      await visitor.page.goto(urlOf(`/pc_index/newsDetail?id=${id}`), { waitUntil: "domcontentloaded" });
      // In the server's HTML already (decision 0028), before any script.
      const html = await (await fetch(urlOf(`/pc_index/newsDetail?id=${id}`))).text();
      expect(html.replaceAll("srcSet=", "srcset=")).toContain(`srcset="${srcset}"`);
      expect(await attrsOf("img.news-detail__cover")).toEqual({ srcset, sizes: "(max-width: 908px) calc(100vw - 48px), 860px", width: "1600", height: "900" });

      await visitor.page.goto(urlOf("/pc_index"), { waitUntil: "domcontentloaded" });
      const bannerImg = `img.home-banner__media[src="${path}"]`;
      await visitor.page.locator(bannerImg).first().waitFor({ state: "attached", timeout: 20_000 });
      expect(await attrsOf(bannerImg)).toEqual({ srcset, sizes: "100vw", width: "1600", height: "640" });
      visitor.assertNoErrors();
      s.assertNoErrors();
    } finally {
      if (bannerId !== undefined) await adminApi(`/banners/${bannerId}`, { method: "DELETE" });
    }
  });
});
