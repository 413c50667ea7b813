// A page edit scheduled from the page editor, in Chromium (docs/decisions/0039): the /about hero's
// Chinese title is changed and set to go live one to two minutes ahead; the pages list shows the page
// scheduled with its time; edited again and saved, the editor's head and the list still show the
// schedule, with unpublished changes, and visitors get the scheduled copy, not the later edit; visitors keep getting the old title from /about until then and the new one
// within the 30 s a publish may take after it, in the served HTML and once the app has started. axe
// finds nothing serious on the editor with the time filled in. The test waits for real time to pass.
import { describe, expect } from "vitest";
import { BLOCK_LABELS, pageT } from "../../src/admin/pages/page-messages.ts";
import { CONTENT_TYPES } from "../../common/content-types/index.ts";
import { fieldMeta } from "../../common/content-types/define.ts";
import { urlOf } from "./support/session.ts";
import { visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin, openBlock } from "./admin-helpers.ts";

interface Bi {
  zh: string;
  en: string;
}
type AdminPage = Record<string, unknown> & { id: number; rowVersion: number; path: string; publishAt: string | null; blocks: { title?: Bi }[] };

/** The datetime-local value of a time in Asia/Shanghai (UTC+8 all year), the site's zone. */
const shanghaiInput = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

const served = async (path: string) => {
  const res = await fetch(urlOf(path), { headers: { "Accept-Language": "zh" } });
  expect(res.status).toBe(200);
  return res.text();
};

/** A time as the admin shows it in Chinese, in the site's zone. */
const zhTime = (ms: number) => new Intl.DateTimeFormat("zh-CN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Shanghai" }).format(ms);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("scheduling a page from the page editor", () => {
  it("keeps the /about hero title visitors see until the scheduled time, then serves the new one (zh)", async ({ open, openAdmin }) => {
    const { list } = await adminApi<{ list: AdminPage[] }>("/pages?pageSize=100");
    const id = list.find((p) => p.path === "/about")!.id;
    const before = await adminApi<AdminPage>(`/pages/${id}`);
    const oldTitle = before.blocks[0]!.title!;
    const newTitle = `定时上线的关于我们 ${Date.now().toString(36)}`;
    expect(await served("/about")).toContain(oldTitle.zh);

    const s = await openAdmin({ adminLang: "zh", viewport: { width: 1440, height: 900 } });
    const m = ADMIN_COPY.zh;
    await gotoAdmin(s.page, `/admin/pages/${id}`);
    await s.page.getByRole("heading", { name: pageT("zh")("blockN", { n: 1, label: BLOCK_LABELS.zh.hero }) }).waitFor({ timeout: 20_000 });

    await openBlock(s.page, 0);
    await s.page.locator("#f-blocks-0-title-zh").fill(newTitle);
    // The next whole minute plus one: one to two minutes ahead (the field takes minutes).
    const due = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    await s.page.getByLabel(fieldMeta(CONTENT_TYPES.pages, "publishAt").label.zh, { exact: true }).fill(shanghaiInput(due));
    await expectAccessible(s.page, "page editor with a publish time (zh)");
    await s.page.getByRole("button", { name: m.schedule, exact: true }).click();
    const anyway = s.page.getByRole("button", { name: m.publishAnyway });
    if (await anyway.isVisible().catch(() => false)) await anyway.click();
    await s.page.getByRole("status").filter({ hasText: m.saved }).waitFor({ timeout: 20_000 });
    await expect.poll(() => s.page.locator(".screen__meta .badge").innerText()).toBe(m.status_scheduled);
    const when = zhTime(due);
    expect(await s.page.locator(".screen__meta").innerText()).toContain(m.scheduledFor.replace("{at}", when));
    const saved = await adminApi<AdminPage>(`/pages/${id}`);
    expect(saved.publishAt).toBe(new Date(due).toISOString());
    expect(saved.status).toBe("published");
    s.assertNoErrors();

    // The pages list says so too.
    await gotoAdmin(s.page, "/admin/pages", m.navPages);
    const row = s.page.locator("tr", { has: s.page.getByRole("link", { name: (before.title as Bi).zh, exact: true }) });
    await expect.poll(() => row.innerText()).toContain(m.status_scheduled);
    expect(await row.innerText()).toContain(when);

    // Edited again and saved (not published): the schedule stands, and both screens say the edit is not in it.
    const draftTitle = `${newTitle}（修改中）`;
    await row.getByRole("link").click();
    await openBlock(s.page, 0);
    await s.page.locator("#f-blocks-0-title-zh").fill(draftTitle);
    await s.page.getByRole("button", { name: m.save, exact: true }).click();
    await expect.poll(() => s.page.locator(".screen__meta .badge").allInnerTexts()).toEqual([m.status_scheduled, m.live_changes]);
    expect(await s.page.locator(".screen__meta").innerText()).toContain(m.scheduledFor.replace("{at}", when));
    await expectAccessible(s.page, "page editor, scheduled with unpublished changes (zh)");
    await gotoAdmin(s.page, "/admin/pages", m.navPages);
    await expect.poll(() => row.innerText()).toContain(m.live_changes);
    expect(await row.innerText()).toContain(when);
    expect(await row.innerText()).not.toContain(m.status_draft);
    await expectAccessible(s.page, "pages list with a scheduled page (zh)");
    s.assertNoErrors();

    // Until its time, visitors get the old title; a few seconds' margin for the clocks.
    let checks = 0;
    while (Date.now() < due - 3_000) {
      const html = await served("/about");
      expect(html, "the old title before the scheduled time").toContain(oldTitle.zh);
      expect(html, "no new title before the scheduled time").not.toContain(newTitle);
      checks++;
      await sleep(Math.min(5_000, Math.max(0, due - 3_000 - Date.now())));
    }
    expect(checks).toBeGreaterThanOrEqual(5);

    // Then the new one, within the 30 s a publish may take.
    await expect.poll(async () => (await served("/about")).includes(newTitle), { timeout: due - Date.now() + 30_000, interval: 1_000 }).toBe(true);
    const shownAt = Date.now();
    expect(shownAt).toBeGreaterThanOrEqual(due);
    console.log(`scheduled page shown ${((shownAt - due) / 1000).toFixed(1)} s after its time (${checks} checks before it showed the old title)`);
    expect(await served("/about")).not.toContain(oldTitle.zh);
    expect(await served("/about")).not.toContain(draftTitle);

    // And once the app has started.
    const v = await open({ lang: "zh" });
    await visit(v, "/about");
    await expect.poll(() => v.page.locator("main h1").first().innerText()).toBe(newTitle);
    v.assertNoErrors();

    // The seeded copy back for the files after this one.
    const now = await adminApi<AdminPage>(`/pages/${id}`);
    const { rowVersion: _v, updatedAt: _a, updatedBy: _b, id: _i, path: _p, ...input } = before;
    await adminApi(`/pages/${id}`, {
      method: "PUT",
      headers: { "If-Match": `"${now.rowVersion}"` },
      body: JSON.stringify({ ...input, status: "published", publishAt: null }),
    });
  }, 240_000);
});
