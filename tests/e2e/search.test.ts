// Site search: the header's field (desktop bar, phone menu) submits to /search, which the Worker
// serves with its results; a two-character Chinese word and an English word find the right product
// page and news item. Screenshots of the results at 390 and 1440 px go to $SEARCH_SHOTS when set.
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { urlOf } from "./support/session.ts";
import { it } from "./support/fixture.ts";

const resultLinks = (page: Page) =>
  page
    .locator("main .search-hit__title")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search));

async function shoot(page: Page, name: string) {
  if (process.env.SEARCH_SHOTS) await page.screenshot({ path: `${process.env.SEARCH_SHOTS}/${name}.png`, fullPage: true });
}

describe("site search", () => {
  it("finds the EICAD page and the ramp-design news item for 互通 from the header field (desktop, Chinese)", async ({ open }) => {
    const s = await open({ lang: "zh", viewport: { width: 1440, height: 900 } });
    await s.page.goto(urlOf("/digital"), { waitUntil: "domcontentloaded" });
    const field = s.page.getByRole("searchbox", { name: headerMessages.zh.searchField });
    await field.fill("互通");
    await Promise.all([s.page.waitForURL(/\/search\?/), field.press("Enter")]);
    expect(new URL(s.page.url()).searchParams.get("q")).toBe("互通");
    await expect.poll(() => resultLinks(s.page), { timeout: 10_000 }).toEqual(expect.arrayContaining(["/digital/eicad", "/pc_index/newsDetail?id=5"]));
    await expect.poll(() => s.page.locator("main mark").first().innerText()).toBe("互通");
    await shoot(s.page, "search-zh-1440");
    s.assertNoErrors();
  });

  it("finds them for an English word from the phone menu's field", async ({ open }) => {
    const s = await open({ lang: "en", viewport: { width: 390, height: 844 } });
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "domcontentloaded" });
    await s.page.getByRole("button", { name: headerMessages.en.menu }).click();
    const field = s.page.getByRole("searchbox", { name: headerMessages.en.searchField });
    await field.fill("interchange");
    await Promise.all([s.page.waitForURL(/\/search\?/), s.page.getByRole("button", { name: headerMessages.en.search, exact: true }).click()]);
    await expect.poll(() => resultLinks(s.page), { timeout: 10_000 }).toEqual(expect.arrayContaining(["/digital/eicad", "/pc_index/newsDetail?id=5"]));
    await shoot(s.page, "search-en-390");
    s.assertNoErrors();
  });

  it("serves the results in the page's HTML, before any script runs", async () => {
    const html = await (await fetch(urlOf(`/search?lang=en&q=${encodeURIComponent("interchange")}`))).text();
    expect(html).toContain('href="/digital/eicad"');
    expect(html).toContain("<mark>");
    const none = await (await fetch(urlOf(`/search?lang=zh&q=${encodeURIComponent("不存在的词语")}`))).text();
    expect(none).toContain("没有找到");
  });
});
