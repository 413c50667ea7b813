// Review before publish in Chromium (CONTRACT "Review before publish", docs/decisions/0054): staff edit a
// published news item and save it for review; visitors keep the old title; someone with the preview link,
// in a fresh context without a token, sees the new title on the item's own page with a noindex meta;
// once published, visitors see the new title.
import { describe, expect } from "vitest";
import { urlOf } from "./support/session.ts";
import { it } from "./support/fixture.ts";
import { ADMIN_COPY, adminApi, gotoAdmin, within30s } from "./admin-helpers.ts";

interface AdminNews {
  id: number;
  coverPath: string;
}

/** A published news item made through the admin API, with a cover the seed already stored. */
async function publishedNews(title: { zh: string; en: string }): Promise<number> {
  const list = await adminApi<{ list: AdminNews[] }>("/news?pageSize=1&status=published");
  const input = {
    tab: "company",
    title,
    subtitle: { zh: "副标题", en: "Subtitle" },
    content: { zh: "正文", en: "Body" },
    coverPath: list.list[0]!.coverPath,
    effectiveTime: new Date().toISOString(),
    status: "published",
  };
  return (await adminApi<{ id: number }>("/news", { method: "POST", body: JSON.stringify(input) })).id;
}

const detailTitle = async (id: number) => {
  const html = await (await fetch(urlOf(`/pc_index/newsDetail?id=${id}&lang=en`))).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
};

describe("review before publish", () => {
  it("saves an edit of a published news item for review, shows it by preview link only, then publishes it", async ({ open, openAdmin }) => {
    const tag = Date.now().toString(36);
    const old = { zh: `旧标题 ${tag}`, en: `Old culvert title ${tag}` };
    const next = { zh: `新标题 ${tag}`, en: `New culvert title ${tag}` };
    const id = await publishedNews(old);
    await within30s(async () => (await detailTitle(id)).includes(old.en), "the public page has the old title");

    const s = await openAdmin({ adminLang: "en" });
    const m = ADMIN_COPY.en;
    await gotoAdmin(s.page, `/admin/news/${id}`, m.editItem.replace("{what}", m.what_news));
    await s.page.locator("#f-title-zh").fill(next.zh);
    await s.page.locator("#f-title-en").fill(next.en);
    await s.page.getByRole("button", { name: m.saveForReview, exact: true }).click();
    await expect.poll(() => s.page.getByRole("status").filter({ hasText: m.savedForReview }).count()).toBe(1);

    // Visitors: still the old title, past the time a publish would take to show.
    await new Promise((r) => setTimeout(r, 6000));
    expect(await detailTitle(id)).toContain(old.en);
    expect(await detailTitle(id)).not.toContain(next.en);

    await s.page.getByRole("button", { name: m.previewLink, exact: true }).click();
    const field = s.page.getByLabel(m.previewLinkLabel);
    await expect.poll(() => field.inputValue()).toContain("preview_link=");
    const link = new URL(await field.inputValue());

    // Someone without a token, in a context of their own.
    const reviewer = await open();
    const res = await reviewer.page.goto(urlOf(`${link.pathname}${link.search}&lang=en`), { waitUntil: "domcontentloaded" });
    expect(res?.status()).toBe(200);
    expect(res?.headers()["x-robots-tag"]).toBe("noindex");
    await expect.poll(() => reviewer.page.locator("main h1").first().innerText()).toContain(next.en);
    expect(await reviewer.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await reviewer.page.evaluate(() => sessionStorage.getItem("adminToken"))).toBeNull();

    await s.page.getByRole("button", { name: m.publish, exact: true }).click();
    await expect.poll(() => s.page.getByRole("button", { name: m.discardChanges }).count()).toBe(0);
    await within30s(async () => (await detailTitle(id)).includes(next.en), "the public page has the new title");
    s.assertNoErrors();
  });
});
