// A scheduled campaign landing page (issue 36), in Chromium against the real Worker and D1: marketing,
// signed in with the marketing token, makes a landing page in the admin with its share picture chosen
// from the media library, reviews it through a preview link at 1440 and 390 px (no sign-in, noindex),
// and schedules it to go live at the next whole minute and to leave a minute later. Visitors get 404
// before, the page with the picked share picture from its time (within the 30 s a publish may take), and
// 404 again after its unpublish time (within the contract's 2 minutes). The test waits for real time.
import { describe, expect, inject } from "vitest";
import { CONTENT_TYPES } from "../../common/content-types/index.ts";
import { fieldMeta } from "../../common/content-types/define.ts";
import { pageT } from "../../src/admin/pages/page-messages.ts";
import { ADMIN_COPY, addHeroBlock, adminApi, expectAccessible, signInWithToken } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";

const SLUG = `sched-${Date.now().toString(36)}`;
const PATH = `/lp/${SLUG}`;
const HERO = { zh: "路线设计秋季研讨会", en: "Autumn route design workshop" };

/** The datetime-local value of a time in Asia/Shanghai (UTC+8 all year), the site's zone. */
const shanghaiInput = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
const status = async (path: string) => (await fetch(urlOf(path))).status;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a scheduled landing page", () => {
  it("is made with a library picture, reviewed by preview link at 1440 and 390 px, and appears and disappears on time", async ({ open }) => {
    const m = ADMIN_COPY.en;
    const pt = pageT("en");
    const admin = await open({ viewport: { width: 1440, height: 900 } });
    await signInWithToken(admin, inject("roleTokens").marketing);
    // The editor's preview frames load the page's public address, 404 until it is published.
    admin.allow(/404 \(Not Found\)/);

    await admin.page.goto(urlOf("/admin/pages/new-landing"), { waitUntil: "domcontentloaded" });
    await admin.page.getByLabel(m.landingSlug).fill(SLUG);
    await admin.page.locator("#f-title-zh").fill("秋季研讨会");
    await admin.page.locator("#f-title-en").fill("Autumn workshop");
    await admin.page.locator("#f-description-zh").fill("路线设计秋季研讨会报名");
    await admin.page.locator("#f-description-en").fill("Sign up for the autumn route design workshop");
    await expectAccessible(admin.page, "new landing page (en, 1440 px)");
    await admin.page.getByRole("button", { name: m.landingCreate }).click();
    await admin.page.waitForURL(/\/admin\/pages\/\d+$/);
    const id = Number(new URL(admin.page.url()).pathname.split("/").pop());

    await addHeroBlock(admin.page, {
      eyebrow: ["研讨会", "Workshop"],
      title: [HERO.zh, HERO.en],
      lead: ["一天学会互通立交设计", "Interchange design in one day"],
      audience: ["设计院", "Design institutes"],
      alt: ["软件界面", "The software"],
    });

    // The share picture, chosen from the library (pictures only).
    await admin.page.locator('button[aria-describedby="f-sharePicture-hint"]').click();
    const dialog = admin.page.getByRole("dialog", { name: m.mediaPickTitle });
    const choose = dialog.getByRole("button", { name: /^Choose “/ }).first();
    await choose.waitFor({ timeout: 20_000 });
    await choose.click();
    await expect.poll(() => admin.page.locator("#f-sharePicture").inputValue()).toMatch(/^\/files\/.+\.(png|jpe?g|webp|avif|svg)$/i);
    const picture = await admin.page.locator("#f-sharePicture").inputValue();
    // The editor's live preview (in the admin's language) shows the draft at the desktop and the phone
    // width, with no error over it (a landing page not yet published has no public copy: its address
    // answers 404 in the frame, the draft is the page).
    const devices = admin.page.getByRole("group", { name: pt("previewDevice") });
    for (const [device, width] of [
      ["previewDesktop", 1440],
      ["previewPhone", 390],
    ] as const) {
      await devices.getByRole("button", { name: pt(device) }).click();
      const preview = admin.page.frameLocator(`iframe[title="${pt("previewFrame", { width, lang: pt("langEn") })}"]`);
      await expect.poll(() => preview.locator("main h1, main h2").first().innerText(), { timeout: 20_000 }).toContain(HERO.en);
      expect(await preview.locator(".toast").count(), `no error toast in the ${width} px preview`).toBe(0);
    }
    await admin.page.getByRole("button", { name: m.save, exact: true }).click();
    await admin.page.getByRole("status").filter({ hasText: m.saved }).first().waitFor({ timeout: 20_000 });

    // Reviewed through a preview link, without signing in, at a desktop and a phone width.
    await admin.page.getByRole("button", { name: m.previewLink, exact: true }).click();
    const linkField = admin.page.getByLabel(m.previewLinkLabel);
    await expect.poll(() => linkField.inputValue()).toContain("preview_link=");
    const link = new URL(await linkField.inputValue());
    await expectAccessible(admin.page, "landing page editor with its preview link (en, 1440 px)");
    for (const width of [1440, 390]) {
      const reviewer = await open({ viewport: { width, height: 900 }, lang: "en" });
      const res = await reviewer.page.goto(urlOf(`${link.pathname}${link.search}&lang=en`), { waitUntil: "domcontentloaded" });
      expect(res?.status(), `preview at ${width}`).toBe(200);
      expect(res?.headers()["x-robots-tag"]).toBe("noindex");
      await expect.poll(() => reviewer.page.locator("main h1").first().innerText()).toBe(HERO.en);
      expect(await reviewer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}`).toBe(true);
      reviewer.assertNoErrors();
    }
    expect(await status(PATH), "a draft is not public").toBe(404);

    // Scheduled: live at the next whole minute (at least 20 s ahead), gone a minute later.
    const due = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const end = due + 60_000;
    await admin.page.getByLabel(fieldMeta(CONTENT_TYPES.pages, "publishAt").label.en, { exact: true }).fill(shanghaiInput(due));
    await admin.page.getByLabel(fieldMeta(CONTENT_TYPES.pages, "unpublishAt").label.en, { exact: true }).fill(shanghaiInput(end));
    await admin.page.getByRole("button", { name: m.schedule, exact: true }).click();
    const anyway = admin.page.getByRole("button", { name: m.publishAnyway });
    if (await anyway.isVisible().catch(() => false)) await anyway.click();
    await expect.poll(() => admin.page.locator(".screen__meta .badge").first().innerText(), { timeout: 20_000 }).toBe(m.status_scheduled);
    const saved = await adminApi<{ publishAt: string | null; unpublishAt: string | null; sharePicture: string | null }>(`/pages/${id}`);
    expect(saved).toMatchObject({ publishAt: new Date(due).toISOString(), unpublishAt: new Date(end).toISOString(), sharePicture: picture });
    admin.assertNoErrors();

    while (Date.now() < due - 3_000) {
      expect(await status(PATH), "not public before its time").toBe(404);
      await sleep(Math.min(5_000, Math.max(0, due - 3_000 - Date.now())));
    }
    await expect.poll(() => status(PATH), { timeout: due - Date.now() + 30_000, interval: 1_000, message: "public from its time" }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    const html = await (await fetch(urlOf(`${PATH}?lang=en`))).text();
    expect(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "", "the share picture").toContain(picture);
    const visitor = await open({ viewport: { width: 390, height: 844 }, lang: "en" });
    await visitor.page.goto(urlOf(`${PATH}?utm_source=autumn`), { waitUntil: "domcontentloaded" });
    await expect.poll(() => visitor.page.locator("main h1").first().innerText()).toBe(HERO.en);
    visitor.assertNoErrors();

    await expect.poll(() => status(PATH), { timeout: end - Date.now() + 120_000, interval: 2_000, message: "gone after its unpublish time" }).toBe(404);
    expect(Date.now()).toBeGreaterThanOrEqual(end);
    await adminApi(`/pages/${id}`, { method: "DELETE" });
  }, 300_000);
});
