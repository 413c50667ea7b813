// The media library in Chromium (docs/decisions/0055): marketing opens it at 1440 px, finds a seeded
// picture by its name, sees where it is used (with links to those editors), then writes a news item and
// picks that picture as its cover from the library instead of uploading it again; axe finds nothing
// serious on the screen or in the picker dialog.
import { afterAll, describe, expect, inject } from "vitest";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin } from "./admin-helpers.ts";
import { it } from "./support/fixture.ts";

const WIDE = { width: 1440, height: 900 };
const COVER = { name: "News-Release.svg", path: "/files/covers/News-Release-45b575f0.svg" };

let created: number | null = null;
afterAll(async () => {
  if (created) await adminApi(`/news/${created}`, { method: "DELETE" });
});

describe("media library", () => {
  it("marketing finds a seeded picture, sees where it is used and picks it into a news cover (zh, 1440 px)", async ({ open }) => {
    const m = ADMIN_COPY.zh;
    const s = await open({ viewport: WIDE });
    await s.context.addInitScript((token) => {
      sessionStorage.setItem("adminToken", token);
      localStorage.setItem("adminLanguage", "zh");
    }, inject("roleTokens").marketing);

    // The screen from the navigation.
    await gotoAdmin(s.page, "/admin/dashboard");
    await s.page.locator("#admin-nav").getByRole("link", { name: m.navMedia, exact: true }).click();
    await expect.poll(() => s.page.locator("main h1").first().innerText()).toBe(m.mediaTitle);
    await s.page.locator(".media-card").first().waitFor();

    // Found by its name, with where it is used.
    await s.page.getByLabel(m.mediaSearchLabel).fill("News-Release");
    await s.page.getByRole("button", { name: m.search, exact: true }).click();
    const card = s.page.locator(".media-card").filter({ has: s.page.getByRole("heading", { name: COVER.name, exact: true }) });
    await expect.poll(() => s.page.locator(".media-card").count()).toBe(1);
    const news = await adminApi<{ list: { id: number; coverPath: string; title: { zh: string } }[] }>("/news?pageSize=100");
    const users = news.list.filter((n) => n.coverPath === COVER.path);
    expect(users.length).toBeGreaterThan(0);
    const link = card.getByRole("link", { name: `${m.navNews} · ${users[0]!.title.zh}` });
    expect(await link.getAttribute("href")).toBe(`/admin/news/${users[0]!.id}`);
    expect(await card.getByRole("button", { name: `${m.mediaDelete} ${COVER.name}` }).isDisabled(), "a file in use cannot be deleted").toBe(true);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDE.width);
    await expectAccessible(s.page, "media library (zh, 1440 px)");

    // A new news item takes it as its cover from the library, by keyboard.
    const tag = Date.now().toString(36);
    await gotoAdmin(s.page, "/admin/news/new");
    await s.page.locator("#f-title-zh").fill(`媒体库封面 ${tag}`);
    await s.page.locator("#f-title-en").fill(`Library cover ${tag}`);
    await s.page.locator("#f-content-zh").fill("正文");
    await s.page.locator("#f-content-en").fill("Body");
    const choose = s.page.getByRole("button", { name: m.mediaPick, exact: true });
    await choose.focus();
    await s.page.keyboard.press("Enter");
    const dialog = s.page.getByRole("dialog", { name: m.mediaPickTitle });
    await dialog.locator(".media-card").first().waitFor();
    const search = dialog.getByLabel(m.mediaSearchLabel);
    await search.fill("News-Release");
    await search.press("Enter");
    await expect.poll(() => dialog.locator(".media-card").count()).toBe(1);
    await expectAccessible(s.page, "media picker dialog (zh, 1440 px)");
    await dialog.getByRole("button", { name: m.mediaPickItem.replace("{name}", COVER.name) }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await s.page.locator("#f-coverPath-v").innerText()).toBe(COVER.path);

    await s.page.getByRole("button", { name: m.save, exact: true }).click();
    await s.page.waitForURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
    created = Number(/\/admin\/news\/(\d+)$/.exec(s.page.url())![1]);
    expect((await adminApi<{ coverPath: string }>(`/news/${created}`)).coverPath).toBe(COVER.path);

    // The library now names the new item too.
    const listed = await adminApi<{ list: { name: string; usedBy: { kind: string; id: number }[] }[] }>(`/media?q=News-Release`);
    expect(listed.list.find((f) => f.name === COVER.name)!.usedBy).toContainEqual(expect.objectContaining({ kind: "news", id: created }));
    s.assertNoErrors();
  });
});
