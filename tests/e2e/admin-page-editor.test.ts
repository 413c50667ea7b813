// The page editor as a marketer uses it, in Chromium: open the EICAD page, change the hero's title in
// both languages and its picture (an upload), see the draft in the live preview (the real page in a
// frame, desktop and phone, Chinese and English), publish, and find both titles and the new picture on
// /digital/eicad in the served HTML and once the app has started; then restore the version published
// before from the editor's history and find the old title served again. axe finds nothing serious on the
// editor in either language, and it works at a phone's width.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { FrameLocator, Page } from "playwright-core";
import { BLOCK_LABELS, pageT } from "../../src/admin/pages/page-messages.ts";
import { urlOf } from "./support/session.ts";
import { visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin, openBlock, PNG_1X1, within30s } from "./admin-helpers.ts";

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "page-editor-e2e-"));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

interface ListedPage {
  id: number;
  path: string;
}

async function eicadId(): Promise<number> {
  const { list } = await adminApi<{ list: ListedPage[] }>("/pages?pageSize=100");
  const page = list.find((p) => p.path === "/digital/eicad");
  if (!page) throw new Error("no /digital/eicad page in the admin's list");
  return page.id;
}

const heroTitle = (frame: FrameLocator) => frame.locator("main h1").first();

/** The hero's picture in a framed page: the one that shows the uploaded file. */
const framedPicture = (frame: FrameLocator, src: string) => frame.locator(`main img[src="${src}"]`);

async function publicHtml(path: string): Promise<string> {
  const res = await fetch(urlOf(path));
  expect(res.status).toBe(200);
  return res.text();
}

async function openEditor(page: Page, id: number, lang: "zh" | "en", first: keyof typeof BLOCK_LABELS.zh = "hero"): Promise<void> {
  await gotoAdmin(page, `/admin/pages/${id}`);
  const t = pageT(lang);
  await page.getByRole("heading", { name: t("blockN", { n: 1, label: BLOCK_LABELS[lang][first] }) }).waitFor({ timeout: 20_000 });
}

async function pageIdOf(path: string): Promise<number> {
  const { list } = await adminApi<{ list: ListedPage[] }>("/pages?pageSize=100");
  const page = list.find((p) => p.path === path);
  if (!page) throw new Error(`no ${path} page in the admin's list`);
  return page.id;
}

describe("page editor", () => {
  it("changes the EICAD hero in both languages and its picture, previews it, publishes, and visitors see it", async ({ open, openAdmin }) => {
    const id = await eicadId();
    const tag = Date.now().toString(36);
    const title = { zh: `道路设计一体化 ${tag}`, en: `Road design in one model ${tag}` };
    // The copy published now, as a revision of its own (a seeded page has none yet): the one restored at the end.
    const before = await adminApi<Record<string, unknown> & { rowVersion: number; blocks: { title?: { zh: string; en: string } }[] }>(`/pages/${id}`);
    const oldTitle = before.blocks[0]!.title!;
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, id: _i, path: _p, ...input } = before;
    await adminApi(`/pages/${id}`, {
      method: "PUT",
      headers: { "If-Match": `"${before.rowVersion}"` },
      body: JSON.stringify({ ...input, status: "published" }),
    });
    const kept = before.rowVersion + 1;
    const s = await openAdmin({ adminLang: "zh", viewport: { width: 1440, height: 900 } });
    const m = ADMIN_COPY.zh;
    const t = pageT("zh");
    await openEditor(s.page, id, "zh");
    // EICAD's seven blocks open folded to their headings; the hero is opened to edit it.
    expect(await s.page.locator(".block-card__toggle[aria-expanded='false']").count()).toBe(before.blocks.length);
    await expectAccessible(s.page, "page editor (zh)");
    await openBlock(s.page, 0);
    await s.page.locator("#f-blocks-0-title-zh").fill(title.zh);
    await s.page.locator("#f-blocks-0-title-en").fill(title.en);
    const png = join(tmp, `hero-${tag}.png`);
    writeFileSync(png, PNG_1X1);
    await s.page.locator("#f-blocks-0-figure-file").setInputFiles(png);
    const src = s.page.locator("#f-blocks-0-figure-src");
    await expect.poll(() => src.inputValue(), { timeout: 20_000 }).toMatch(/^\/files\/images\/hero-.*\.png$/);
    const picture = await src.inputValue();
    // The size is read from the picture itself (1 x 1).
    await expect.poll(() => s.page.locator("#f-blocks-0-figure-width").inputValue()).toBe("1");

    // The live preview: the real page, desktop or phone, with the draft (not yet saved).
    const desktop = s.page.frameLocator(`iframe[title="${t("previewFrame", { width: 1440, lang: t("langZh") })}"]`);
    const phone = s.page.frameLocator(`iframe[title="${t("previewFrame", { width: 390, lang: t("langZh") })}"]`);
    await expect.poll(() => heroTitle(desktop).innerText(), { timeout: 30_000 }).toBe(title.zh);
    // The picture's draft is posted once its upload and size are in, possibly after the title's.
    await expect.poll(() => framedPicture(desktop, picture).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // One frame at a time: the phone instead of the desktop.
    const devices = s.page.getByRole("group", { name: t("previewDevice") });
    await devices.getByRole("button", { name: t("previewPhone") }).click();
    await expect.poll(() => heroTitle(phone).innerText(), { timeout: 30_000 }).toBe(title.zh);
    expect(await s.page.locator(".page-preview iframe").count()).toBe(1);
    // At full size in a dialog over the screen, which Escape closes.
    await s.page.getByRole("button", { name: t("previewFull"), exact: true }).click();
    const full = s.page.frameLocator(`iframe[title="${t("previewFrameFull", { width: 390, lang: t("langZh") })}"]`);
    await expect.poll(() => heroTitle(full).innerText(), { timeout: 30_000 }).toBe(title.zh);
    const fullBox = await s.page.locator(`iframe[title="${t("previewFrameFull", { width: 390, lang: t("langZh") })}"]`).boundingBox();
    expect(Math.round(fullBox!.width)).toBe(390);
    await expectAccessible(s.page, "page editor's full-size preview (zh)");
    await s.page.keyboard.press("Escape");
    await expect.poll(() => s.page.getByRole("dialog").count()).toBe(0);
    await devices.getByRole("button", { name: t("previewDesktop") }).click();
    // In English.
    await s.page
      .getByRole("group", { name: t("previewLang") })
      .getByRole("button", { name: t("langEn") })
      .click();
    const desktopEn = s.page.frameLocator(`iframe[title="${t("previewFrame", { width: 1440, lang: t("langEn") })}"]`);
    await expect.poll(() => heroTitle(desktopEn).innerText(), { timeout: 30_000 }).toBe(title.en);
    // Visitors still see the published page meanwhile.
    expect(await publicHtml("/digital/eicad")).not.toContain(title.zh);

    await s.page.getByRole("button", { name: m.publish, exact: true }).click();
    const anyway = s.page.getByRole("button", { name: m.publishAnyway });
    if (await anyway.isVisible().catch(() => false)) await anyway.click();
    await s.page.getByRole("status").filter({ hasText: m.saved }).waitFor({ timeout: 20_000 });
    s.assertNoErrors();

    // The served HTML, in both languages, before any script runs.
    await within30s(async () => (await publicHtml("/digital/eicad")).includes(title.zh), "the zh title in /digital/eicad's HTML");
    const zhHtml = await publicHtml("/digital/eicad");
    expect(zhHtml).toContain(title.zh);
    expect(zhHtml).toMatch(/\/files\/images\/hero-[^"]*\.png/);
    const enHtml = await publicHtml("/digital/eicad?lang=en");
    expect(enHtml).toContain(title.en);

    // And once the app has started, in both languages.
    for (const [lang, path] of [
      ["zh", "/digital/eicad"],
      ["en", "/digital/eicad?lang=en"],
    ] as const) {
      const v = await open({ lang });
      await visit(v, path);
      await expect.poll(() => v.page.locator("main h1").first().innerText()).toBe(title[lang]);
      expect(await v.page.locator('main img[src^="/files/images/hero-"]').count()).toBeGreaterThan(0);
      v.assertNoErrors();
    }

    // The history below the editor: restore the version published before, and visitors get its title again.
    const panel = s.page.locator("section.history");
    await panel.getByRole("button", { name: m.h_restoreLabel.replace("{version}", String(kept)) }).click();
    await s.page.getByRole("dialog").getByRole("button", { name: m.h_restore, exact: true }).click();
    await expect
      .poll(
        async () => {
          await openBlock(s.page, 0);
          return s.page.locator("#f-blocks-0-title-zh").inputValue();
        },
        { timeout: 20_000 },
      )
      .toBe(oldTitle.zh);
    await within30s(async () => (await publicHtml("/digital/eicad")).includes(oldTitle.zh), "the old zh title in /digital/eicad's HTML again");
    expect(await publicHtml("/digital/eicad")).not.toContain(title.zh);
    expect(await publicHtml("/digital/eicad?lang=en")).toContain(oldTitle.en);
    s.assertNoErrors();
  });

  it("edits help's first question in both languages, previews it on the real /help, and visitors get it once published", async ({ openAdmin }) => {
    const id = await pageIdOf("/help");
    const before = await adminApi<Record<string, unknown> & { rowVersion: number }>(`/pages/${id}`);
    const tag = Date.now().toString(36);
    const question = { zh: `如何离线激活授权？${tag}`, en: `How do I activate a licence offline? ${tag}` };
    const s = await openAdmin({ adminLang: "zh", viewport: { width: 1440, height: 900 } });
    const m = ADMIN_COPY.zh;
    const t = pageT("zh");
    // The intro first, then the FAQ, each a block of the generated form.
    await openEditor(s.page, id, "zh", "intro");
    await s.page.getByRole("heading", { name: t("blockN", { n: 2, label: BLOCK_LABELS.zh.faq }) }).waitFor();
    // /help shows just these two (common/page-layouts.ts): nothing to add, move or remove, and a note says so.
    await s.page.getByText(t("fixedBlocks")).waitFor();
    expect(await s.page.locator("#add-block-type").count()).toBe(0);
    expect(await s.page.getByRole("button", { name: /^(上移|下移|删除)：区块/ }).count()).toBe(0);
    await expectAccessible(s.page, "page editor of /help (zh)");
    await s.page.locator("#f-blocks-1-items-0-question-zh").fill(question.zh);
    await s.page.locator("#f-blocks-1-items-0-question-en").fill(question.en);

    // The preview is the help page itself, its manuals list and all, with the draft's FAQ.
    const desktop = s.page.frameLocator(`iframe[title="${t("previewFrame", { width: 1440, lang: t("langZh") })}"]`);
    await expect.poll(() => desktop.locator(".help-faq__q").first().innerText(), { timeout: 30_000 }).toBe(question.zh);
    expect(await desktop.locator("main h1").first().innerText()).not.toBe("");
    await s.page
      .getByRole("group", { name: t("previewLang") })
      .getByRole("button", { name: t("langEn") })
      .click();
    const desktopEn = s.page.frameLocator(`iframe[title="${t("previewFrame", { width: 1440, lang: t("langEn") })}"]`);
    await expect.poll(() => desktopEn.locator(".help-faq__q").first().innerText(), { timeout: 30_000 }).toBe(question.en);
    expect(await publicHtml("/help")).not.toContain(question.zh);

    await s.page.getByRole("button", { name: m.publish, exact: true }).click();
    await s.page.getByRole("status").filter({ hasText: m.saved }).waitFor({ timeout: 20_000 });
    await within30s(async () => (await publicHtml("/help")).includes(question.zh), "the new question in /help's HTML");
    expect(await publicHtml("/help?lang=en")).toContain(question.en);
    s.assertNoErrors();

    // Back to the seeded copy, for the other browser tests.
    const now = await adminApi<{ rowVersion: number }>(`/pages/${id}`);
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, id: _i, path: _p, ...input } = before;
    await adminApi(`/pages/${id}`, { method: "PUT", headers: { "If-Match": `"${now.rowVersion}"` }, body: JSON.stringify({ ...input, status: "published" }) });
  });

  it("has no serious accessibility problem in English and stacks its columns at 390 px", async ({ openAdmin }) => {
    const id = await eicadId();
    const s = await openAdmin({ adminLang: "en", viewport: { width: 390, height: 844 } });
    await openEditor(s.page, id, "en");
    // The publish time is among what axe checks.
    await s.page.getByLabel("Publish at", { exact: true }).fill("2099-05-01T09:30");
    expect(await s.page.getByRole("button", { name: ADMIN_COPY.en.schedule, exact: true }).count()).toBe(1);
    await expectAccessible(s.page, "page editor (en, 390 px)");
    const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // An icon is chosen with the arrow keys in its group (the capabilities' first card shows "interchange").
    await openBlock(s.page, 2);
    const icons = s.page.locator("#f-blocks-2-items-0-icon");
    await icons.locator("input:checked").focus();
    await s.page.keyboard.press("ArrowRight");
    expect(await icons.locator("input:checked").getAttribute("value")).toBe("superelevation");
    expect(await s.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("superelevation");
    await expectAccessible(s.page, "page editor with an icon picker open (en, 390 px)");
    // Chinese and English one above the other.
    await openBlock(s.page, 0);
    const zh = await s.page.locator("#f-blocks-0-title-zh").boundingBox();
    const en = await s.page.locator("#f-blocks-0-title-en").boundingBox();
    expect(en!.y).toBeGreaterThan(zh!.y + zh!.height - 1);
    s.assertNoErrors();
  });
});
