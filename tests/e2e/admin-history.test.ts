// Scheduled publishing, an item's history with restore, and the audit log as staff read it, in
// Chromium (docs/decisions/0039). The schedule test waits for real time to pass (30-90 s).
import { describe, expect } from "vitest";
import { urlOf } from "./support/session.ts";
import { it } from "./support/fixture.ts";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin } from "./admin-helpers.ts";

interface Bi {
  zh: string;
  en: string;
}
interface AdminNews {
  id: number;
  rowVersion: number;
  updatedAt: string;
  updatedBy: string | null;
  title: Bi;
  coverPath: string;
  status: string;
  publishAt: string | null;
}

/** The datetime-local value of a time in Asia/Shanghai (UTC+8 all year), the site's zone. */
const shanghaiInput = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

/** A draft news item made through the admin API, with a cover the seed already stored. */
async function draftNews(title: { zh: string; en: string }): Promise<number> {
  const list = await adminApi<{ list: AdminNews[] }>("/news?pageSize=1&status=published");
  const input = {
    tab: "company",
    title,
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "正文", en: "Body" },
    coverPath: list.list[0]!.coverPath,
    effectiveTime: new Date().toISOString(),
    status: "draft",
  };
  return (await adminApi<{ id: number }>("/news", { method: "POST", body: JSON.stringify(input) })).id;
}

const publicText = async (path: string) => (await fetch(urlOf(path), { headers: { "Accept-Language": "zh" } })).text();

describe("scheduled publishing", () => {
  it("keeps a news item scheduled a minute or so ahead off the news page and the API until its time, then shows it", async ({ openAdmin }) => {
    const tag = Date.now().toString(36);
    const title = { zh: `定时发布的隧道新闻 ${tag}`, en: `Scheduled tunnel news ${tag}` };
    const id = await draftNews(title);
    const s = await openAdmin({ adminLang: "zh" });
    const m = ADMIN_COPY.zh;
    await gotoAdmin(s.page, `/admin/news/${id}`, m.editItem.replace("{what}", m.what_news));
    // The next whole minute at least 30 s ahead (the field takes minutes): time to save and check
    // that it is absent first, and half a minute less to wait than a whole minute more.
    const due = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    // News has one date field: the go-live time, which is also the date visitors see.
    await s.page.getByLabel(m.goLiveLabel, { exact: true }).fill(shanghaiInput(due));
    await s.page.getByRole("button", { name: m.schedule, exact: true }).click();
    await expect.poll(() => s.page.getByRole("status").filter({ hasText: m.saved }).count()).toBe(1);
    await expect.poll(() => s.page.locator(".screen__meta .badge").innerText()).toBe(m.status_scheduled);
    expect(await adminApi<AdminNews>(`/news/${id}`)).toMatchObject({ publishAt: new Date(due).toISOString(), effectiveTime: new Date(due).toISOString() });

    const inApi = async () =>
      ((await (await fetch(urlOf("/api/news?pageSize=50"))).json()) as { data: { list: { id: number }[] } }).data.list.some((n) => n.id === id);
    const onPage = async () => (await publicText("/pc_index/news")).includes(title.zh);
    expect(Date.now()).toBeLessThan(due);
    expect(await inApi()).toBe(false);
    expect(await onPage()).toBe(false);
    expect((await fetch(urlOf(`/api/news/${id}`))).status).toBe(404);

    // Absent until its time; present within two and a half minutes after it.
    await expect.poll(async () => (await inApi()) && (await onPage()), { timeout: due - Date.now() + 150_000, interval: 5_000 }).toBe(true);
    const shownAt = Date.now();
    expect(shownAt).toBeGreaterThanOrEqual(due);
    console.log(`scheduled item shown ${((shownAt - due) / 1000).toFixed(1)} s after its time`);
    s.assertNoErrors();
  }, 300_000);
});

describe("history and the audit log", () => {
  it.for(["zh", "en"] as const)("lists an item's versions, shows one, restores it, and the audit log says so (%s)", async (lang, { openAdmin }) => {
    const m = ADMIN_COPY[lang];
    const tag = `${lang}-${Date.now().toString(36)}`;
    const first = { zh: `原始标题 ${tag}`, en: `Original title ${tag}` };
    const id = await draftNews(first);
    const item = await adminApi<AdminNews>(`/news/${id}`);
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, id: _i, ...input } = item;
    await adminApi(`/news/${id}`, {
      method: "PUT",
      headers: { "If-Match": '"1"' },
      body: JSON.stringify({ ...input, title: { zh: `改过的标题 ${tag}`, en: first.en } }),
    });
    await adminApi(`/news/${id}`, {
      method: "PUT",
      headers: { "If-Match": '"2"' },
      body: JSON.stringify({ ...input, title: { zh: `改过的标题 ${tag}`, en: first.en }, status: "published" }),
    });

    const s = await openAdmin({ adminLang: lang });
    await gotoAdmin(s.page, `/admin/news/${id}`, m.editItem.replace("{what}", m.what_news));
    const panel = s.page.locator("section.history");
    await expect.poll(() => panel.locator("tbody tr").count()).toBe(3);
    const rows = panel.locator("tbody tr");
    expect(await rows.nth(0).innerText()).toContain(m.verb_publish);
    expect(await rows.nth(1).innerText()).toContain(lang === "zh" ? "标题（中文）" : "Title (zh)");
    expect(await rows.nth(2).innerText()).toContain(m.verb_create);
    await expectAccessible(s.page, `history panel (${lang})`);

    await panel.getByRole("button", { name: m.h_viewLabel.replace("{version}", "1") }).click();
    const view = s.page.getByRole("region", { name: m.h_viewing.replace("{version}", "1") });
    await expect.poll(() => view.innerText()).toContain(first.zh);
    await expectAccessible(s.page, `a version viewed (${lang})`);

    await panel.getByRole("button", { name: m.h_restoreLabel.replace("{version}", "1") }).click();
    const dialog = s.page.getByRole("dialog");
    await expectAccessible(s.page, `restore confirmation (${lang})`);
    await dialog.getByRole("button", { name: m.h_restore, exact: true }).click();
    await expect.poll(() => s.page.locator("#f-title-zh").inputValue()).toBe(first.zh);
    await expect.poll(() => panel.locator("tbody tr").count()).toBe(4);
    expect(await panel.locator("tbody tr").nth(0).innerText()).toContain(m.verb_restoreTo.replace("{version}", "1"));
    expect((await adminApi<AdminNews>(`/news/${id}`)).title.zh).toBe(first.zh);

    await gotoAdmin(s.page, "/admin/audit?resource=news", m.auditTitle);
    const restored = lang === "zh" ? `将新闻《${first.zh}》恢复到版本 1` : `Restored news item “${first.en}” to version 1`;
    const published = lang === "zh" ? `发布了新闻《改过的标题 ${tag}》` : `Published news item “${first.en}”`;
    const link = s.page.getByRole("link", { name: restored });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute("href")).toBe(`/admin/news/${id}`);
    expect(await s.page.getByRole("link", { name: published }).count()).toBe(1);
    const row = s.page.locator("tr", { has: link });
    expect(await row.innerText()).toContain("运维 / Ops token");
    expect(await s.page.locator("main").innerText()).not.toContain("admin-token");
    await expectAccessible(s.page, `audit log (${lang})`);
    s.assertNoErrors();
  });
});
