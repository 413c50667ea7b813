// Data pages arrive with their data (docs/decisions/0028): the served HTML of the news list and a
// news item holds what D1 holds now (an item published in this test, so not the build's seed), the
// browser hydrates it without asking the API again and without a mismatch, and what the visitor
// does afterwards (another page, another tab) still loads from the API.
import { beforeAll, describe, expect } from "vitest";
import type { Request } from "playwright-core";
import { paginationMessages } from "../../src/components/pagination/pagination-messages.ts";
import { newsMessages } from "../../src/pages/news/news-messages.ts";
import { adminApi, within30s } from "./admin-helpers.ts";
import { urlOf } from "./support/session.ts";
import { apiData, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

let item: { id: number; zh: string; en: string };

beforeAll(async () => {
  const stamp = Date.now().toString(36);
  // A cover the site has, so the new item is the list's first card like any other.
  const latest = await apiData<{ list: { coverUrlIdList?: { path: string }[] }[] }>("/news?pageIndex=1&pageSize=10");
  const coverPath = latest.list.find((n) => n.coverUrlIdList?.[0])?.coverUrlIdList?.[0]?.path;
  const input = {
    tab: "company",
    title: { zh: `边缘渲染新闻 ${stamp}`, en: `Edge-rendered news ${stamp}` },
    subtitle: { zh: "服务器带着数据渲染", en: "Rendered with its data" },
    content: { zh: `正文 ${stamp}`, en: `Body ${stamp}` },
    coverPath,
    effectiveTime: new Date().toISOString(),
    status: "published",
  };
  const saved = await adminApi<{ id: number }>("/news", { method: "POST", body: JSON.stringify(input) });
  item = { id: saved.id, zh: input.title.zh, en: input.title.en };
});

/** The page's HTML as a crawler gets it (no JavaScript), and the part inside #root. */
async function served(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(urlOf(path), { headers: { "Accept-Language": "zh-CN", ...headers } });
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json" id="page-value"'));
  return { res, html, root };
}

const isNewsRead = (r: Request) => new URL(r.url()).pathname.startsWith("/api/news");

describe("data pages served with their data", () => {
  it("the news list and the item's page carry the item D1 has now, in both languages", async () => {
    await within30s(async () => (await served("/pc_index/news")).root.includes(item.zh), "the list's HTML names the new item");
    expect((await served("/pc_index/news?lang=en")).root).toContain(item.en);
    const zh = await served(`/pc_index/newsDetail?id=${item.id}`);
    expect(zh.res.status).toBe(200);
    expect(zh.root).toContain(`<h1 class="news-detail__title">${item.zh}</h1>`);
    expect((await served(`/pc_index/newsDetail?id=${item.id}`, { Cookie: "lang=en" })).root).toContain(`<h1 class="news-detail__title">${item.en}</h1>`);
  });

  it("hydrates the list and the item without asking for them again, without console errors, and the first cover is not lazy", async ({ open }) => {
    const s = await open({ viewport: { width: 390, height: 844 } });
    const reads: string[] = [];
    s.page.on("request", (r) => {
      if (isNewsRead(r)) reads.push(r.url());
    });
    await within30s(async () => (await served("/pc_index/news")).root.includes(item.zh), "the list's HTML names the new item");
    await visit(s, "/pc_index/news");
    await expect.poll(() => s.page.locator("main ul li h2").first().innerText()).toBe(item.zh);
    const covers = s.page.locator("main img.news-list__cover");
    expect(await covers.first().getAttribute("loading"), "the first cover (the phone's largest paint) loads at once").toBeNull();
    expect(await covers.nth(1).getAttribute("loading")).toBe("lazy");
    await visit(s, `/pc_index/newsDetail?id=${item.id}`);
    await expect.poll(() => s.page.locator("main h1").innerText()).toBe(item.zh);
    // Give a stray fetch from a mount effect the time to show up.
    await s.page.waitForTimeout(500);
    expect(reads, "no /api/news request on a first load").toEqual([]);
    s.assertNoErrors();
  });

  it("a later page and another tab still load from the API", async ({ open }) => {
    const s = await open({ lang: "en" });
    const reads: string[] = [];
    s.page.on("request", (r) => {
      if (isNewsRead(r)) reads.push(new URL(r.url()).search);
    });
    await visit(s, "/pc_index/news");
    expect(reads).toEqual([]);
    const second = await apiData<{ list: { title: string }[] }>("/news?pageIndex=2&pageSize=10", "en");
    await s.page.getByRole("navigation", { name: paginationMessages.en.label }).getByRole("button", { name: paginationMessages.en.next }).click();
    await expect.poll(() => s.page.locator("main ul li h2").first().innerText()).toBe(second.list[0]?.title);
    expect(
      reads.some((q) => q.includes("pageIndex=2")),
      `page 2 was fetched (${reads.join(", ")})`,
    ).toBe(true);
    await s.page.getByRole("navigation", { name: newsMessages.en.tabsLabel }).getByRole("link", { name: newsMessages.en.tabCompany, exact: true }).click();
    await expect.poll(() => reads.some((q) => q.includes("tab=company")), { message: "the tab was fetched" }).toBe(true);
    s.assertNoErrors();
  });
});
