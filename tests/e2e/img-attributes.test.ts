// Every picture a phone is shown holds its place before it loads and comes from its copies where it
// has some (issue 34, decision 0041): on every route of the route table, in both languages, at 390 px,
// each <img> has width and height, and one whose file has WebP variants has a srcset and sizes. The site
// settings' WeChat QR is uploaded as a raster picture with a copy, as staff would do it in the admin,
// so the footer's QR is among the pictures with variants. A failure names the route and the <img>.
import { describe, expect } from "vitest";
import { showsFooter } from "../../common/route-table.ts";
import { adminApi } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";
import { detailIds, LANGS, pathFor, ROUTES } from "./support/site.ts";

const PHONE = { width: 390, height: 844 };

interface Uploaded {
  key: string;
  path: string;
}

interface Img {
  src: string;
  width: string | null;
  height: string | null;
  srcset: string | null;
  sizes: string | null;
  html: string;
}

/** Whether an uploaded raster picture has WebP copies (the narrowest made is 480 px wide). */
const variantsKnown = new Map<string, boolean>();
async function hasVariants(src: string): Promise<boolean> {
  const path = new URL(src, urlOf("/")).pathname;
  if (!/^\/files\/.+\.(png|jpe?g|webp|avif)$/i.test(path) || /\.w\d+\.(webp|avif)$/.test(path)) return false;
  if (!variantsKnown.has(path)) {
    const res = await fetch(urlOf(path.replace(/\.[^./]+$/, ".w480.webp")), { method: "HEAD" });
    variantsKnown.set(path, res.ok);
  }
  return variantsKnown.get(path)!;
}

describe("pictures on every page", () => {
  it("have width and height, and a srcset with sizes where their file has variants, on every route in both languages at 390 px", async ({ open }) => {
    // A QR code as a PNG (drawn and encoded by the browser, as the admin's browser does) and its 480 px WebP copy.
    const drawer = await open();
    await drawer.page.goto(urlOf("/privacy"), { waitUntil: "domcontentloaded" });
    const files = await drawer.page.evaluate(async () => {
      const N = 600;
      const c = new OffscreenCanvas(N, N);
      const g = c.getContext("2d")!;
      g.fillStyle = "#fff";
      g.fillRect(0, 0, N, N);
      g.fillStyle = "#000";
      for (let y = 0; y < 25; y++) for (let x = 0; x < 25; x++) if ((x * 7 + y * 13) % 3 === 0) g.fillRect(x * 24, y * 24, 24, 24);
      const b64 = async (blob: Blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = "";
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      };
      const v = new OffscreenCanvas(480, 480);
      v.getContext("2d")!.drawImage(c, 0, 0, 480, 480);
      return {
        original: await b64(await c.convertToBlob({ type: "image/png" })),
        copy: await b64(await v.convertToBlob({ type: "image/webp", quality: 0.9 })),
      };
    });
    const tag = Date.now().toString(36);
    const upload = (url: string, body: string, headers: Record<string, string>) =>
      adminApi<Uploaded>(url, { method: "POST", body: new Blob([new Uint8Array(Buffer.from(body, "base64"))]), headers });
    const qr = await upload("/uploads", files.original, { "Content-Type": "image/png", "X-File-Name": encodeURIComponent(`wechat-qr-${tag}.png`) });
    await upload(`/uploads/variants?of=${encodeURIComponent(qr.key)}&w=480`, files.copy, { "Content-Type": "image/webp" });

    type Settings = Record<string, unknown> & { rowVersion: number; qrPath: string };
    const setQr = async (qrPath: string) => {
      const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = await adminApi<Settings>("/site-settings");
      await adminApi("/site-settings", { method: "PUT", headers: { "If-Match": `"${rowVersion}"` }, body: JSON.stringify({ ...input, qrPath }) });
    };
    const before = (await adminApi<Settings>("/site-settings")).qrPath;
    await setQr(qr.path);
    try {
      const ids = await detailIds();
      const failures: string[] = [];
      let checked = 0;
      let withVariants = 0;
      for (const lang of LANGS) {
        const s = await open({ lang, viewport: PHONE, context: { isMobile: true, hasTouch: true } });
        for (const route of ROUTES) {
          const path = pathFor(route, ids);
          // Published settings reach a page within the content version's few seconds.
          await expect
            .poll(
              async () => {
                await s.page.goto(urlOf(path), { waitUntil: "domcontentloaded" });
                return s.page.locator(`footer img[src="${qr.path}"]`).count();
              },
              { timeout: 30_000, interval: 1000, message: `${lang} ${path}: the footer shows the uploaded QR` },
            )
            .toBe(showsFooter(route) ? 1 : 0);
          const imgs = await s.page.locator("img").evaluateAll((els) =>
            els.map((el) => ({
              src: el.getAttribute("src") ?? "",
              width: el.getAttribute("width"),
              height: el.getAttribute("height"),
              srcset: el.getAttribute("srcset"),
              sizes: el.getAttribute("sizes"),
              html: el.outerHTML.slice(0, 200),
            })),
          );
          for (const img of imgs as Img[]) {
            checked++;
            const where = `${lang} ${path}: ${img.html}`;
            if (!img.width || !img.height) failures.push(`${where} has no width/height`);
            if (await hasVariants(img.src)) {
              // Counted for the uploaded QR only: earlier browser tests may have put other uploads with variants on pages.
              if (img.src === qr.path) withVariants++;
              if (!img.srcset || !img.sizes) failures.push(`${where} has variants but no srcset/sizes`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(checked, "pictures looked at").toBeGreaterThan(ROUTES.length);
      // The QR in every footer, both languages, each seen as having variants.
      expect(withVariants).toBe(2 * ROUTES.filter((r) => showsFooter(r)).length);
    } finally {
      await setQr(before);
    }
  }, 300_000); // 48 pages, and the first waits for the published settings
});
