// News: the list pages and filters like the API says, items open their detail page, and the
// detail page walks to the previous and next items.
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { paginationMessages } from "../../src/components/pagination/pagination-messages.ts";
import { format } from "../../src/i18n/catalogue.ts";
import { newsMessages } from "../../src/pages/news/news-messages.ts";
import { apiData, isSameDocument, mainHeading, markDocument, reload, scrollY, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

interface NewsPage {
  list: { id: number; title: string }[];
  total: number;
}
interface NewsDetail {
  id: number;
  title: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

const listTitles = (page: Page) => page.locator("main ul li h2").allInnerTexts();
const pager = (page: Page, lang: "zh" | "en") => page.getByRole("navigation", { name: paginationMessages[lang].label });

async function expectList(page: Page, expected: string[]) {
  await expect.poll(async () => (await listTitles(page)).map((t) => t.trim()), { timeout: 10_000 }).toEqual(expected);
}

describe("news list", () => {
  it("pages through every item newest first, with the page in the URL", async ({ open }) => {
    const s = await open({ lang: "en" });
    const p = paginationMessages.en;
    const first = await apiData<NewsPage>("/news?pageIndex=1&pageSize=10", "en");
    const pages = Math.ceil(first.total / 10);
    expect(pages, "the seed has more than one page of news").toBeGreaterThan(1);
    await visit(s, "/pc_index/news");
    await markDocument(s.page);
    await expectList(
      s.page,
      first.list.map((n) => n.title),
    );
    const nav = pager(s.page, "en");
    await expect.poll(() => nav.innerText()).toContain(format(p.current, { page: 1, pages }));
    expect(await nav.getByRole("button", { name: p.previous }).isDisabled()).toBe(true);

    for (let n = 2; n <= pages; n++) {
      await s.page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await nav.getByRole("button", { name: p.next }).click();
      const expected = await apiData<NewsPage>(`/news?pageIndex=${n}&pageSize=10`, "en");
      await expectList(
        s.page,
        expected.list.map((x) => x.title),
      );
      expect(new URL(s.page.url()).searchParams.get("page")).toBe(String(n));
      await expect.poll(() => nav.innerText()).toContain(format(p.current, { page: n, pages }));
      expect(await scrollY(s.page), "a new page starts at the top").toBe(0);
    }
    expect(await nav.getByRole("button", { name: p.next }).isDisabled(), "no page after the last").toBe(true);
    await nav.getByRole("button", { name: p.previous }).click();
    expect(new URL(s.page.url()).searchParams.get("page")).toBe(String(pages - 1));
    expect(await isSameDocument(s.page), "paging is client-side").toBe(true);

    await reload(s);
    const again = await apiData<NewsPage>(`/news?pageIndex=${pages - 1}&pageSize=10`, "en");
    await expectList(
      s.page,
      again.list.map((x) => x.title),
    );
    s.assertNoErrors();
  });

  it("filters by tab, marks the tab current and keeps it in the URL", async ({ open }) => {
    const s = await open();
    const m = newsMessages.zh;
    await visit(s, "/pc_index/news");
    const tabs = s.page.getByRole("navigation", { name: m.tabsLabel });
    for (const [tab, label] of [
      ["company", m.tabCompany],
      ["notice", m.tabNotice],
      ["video", m.tabVideo],
    ] as const) {
      await tabs.getByRole("link", { name: label, exact: true }).click();
      const expected = await apiData<NewsPage>(`/news?tab=${tab}&pageIndex=1&pageSize=10`, "zh");
      expect(expected.list.length).toBeGreaterThan(0);
      await expectList(
        s.page,
        expected.list.map((n) => n.title),
      );
      expect(new URL(s.page.url()).searchParams.get("tab")).toBe(tab);
      expect(await tabs.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
    }
    await tabs.getByRole("link", { name: m.tabAll, exact: true }).click();
    const all = await apiData<NewsPage>("/news?pageIndex=1&pageSize=10", "zh");
    await expectList(
      s.page,
      all.list.map((n) => n.title),
    );
    s.assertNoErrors();
  });
});

describe("news detail", () => {
  it("opens from the list and walks to the next and previous items", async ({ open }) => {
    const s = await open();
    const m = newsMessages.zh;
    await visit(s, "/pc_index/news");
    await markDocument(s.page);
    const second = (await apiData<NewsPage>("/news?pageIndex=1&pageSize=10", "zh")).list[1];
    await s.page
      .getByRole("link", { name: new RegExp(second.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .first()
      .click();
    await s.page.waitForURL((u) => u.pathname === "/pc_index/newsDetail" && u.searchParams.get("id") === String(second.id));
    await expect.poll(() => mainHeading(s.page).innerText()).toBe(second.title);

    const detail = await apiData<NewsDetail>(`/news/${second.id}`, "zh");
    expect(detail.prev && detail.next, "the second item has both neighbours").toBeTruthy();
    await s.page.getByRole("link", { name: new RegExp(`${m.next}`) }).click();
    await expect.poll(() => mainHeading(s.page).innerText()).toBe(detail.next!.title);
    expect(new URL(s.page.url()).searchParams.get("id")).toBe(String(detail.next!.id));

    await s.page.getByRole("link", { name: new RegExp(`${m.prev}`) }).click();
    await expect.poll(() => mainHeading(s.page).innerText()).toBe(second.title);
    await s.page.getByRole("link", { name: new RegExp(`${m.prev}`) }).click();
    await expect.poll(() => mainHeading(s.page).innerText()).toBe(detail.prev!.title);
    expect(await isSameDocument(s.page)).toBe(true);

    await s.page.getByRole("link", { name: m.backToList }).first().click();
    await s.page.waitForURL((u) => u.pathname === "/pc_index/news");
    s.assertNoErrors();
  });

  it("an unknown id shows the not-found block with a way back", async ({ open }) => {
    const s = await open({ lang: "en" });
    s.allow(/status of 404/); // the API's own 404 for the missing item, logged by Chromium
    await visit(s, "/pc_index/newsDetail?id=999999");
    expect(await mainHeading(s.page).innerText()).toBe(newsMessages.en.notFoundTitle);
    expect(await s.page.getByRole("main").getByRole("link", { name: newsMessages.en.backToList }).count()).toBeGreaterThan(0);
    s.assertNoErrors();
  });
});
