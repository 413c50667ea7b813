// Page copy as data (decision 0040, replacing 0027's copy modules): a page's copy is its `pages`
// item, in the page's HTML in its own language; no script carries any page's copy. A language switch
// in place and a client navigation read the copy they need from /api/pages without the page going
// blank; a first load does not ask for it again.
import { describe, expect } from "vitest";
import type { Page, Request, Response } from "playwright-core";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { seededBlock, seededCopy } from "./support/seeded-pages.ts";
import { afterPageChange, mainHeading, markDocument, isSameDocument, pushPath, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

const heroTitle = (path: string, lang: "zh" | "en") => seededBlock(path, lang, "hero").title;
const zhEicad = heroTitle("/digital/eicad", "zh");
const enEicad = heroTitle("/digital/eicad", "en");
const enAiroad = heroTitle("/digital/airoad", "en");
const OTHER_COPY = [heroTitle("/digital/airoad", "zh"), enAiroad, heroTitle("/digital", "zh"), seededBlock("/pc_index", "zh", "homeBanner").heading];

/** Notes every /api/pages request from now on. */
function recordPageReads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r: Request) => {
    if (new URL(r.url()).pathname === "/api/pages") urls.push(r.url());
  });
  return urls;
}

/** Records the text of every script the page downloads from now on. */
function recordScripts(page: Page): { texts: string[]; done: () => Promise<string[]> } {
  const reads: Promise<string>[] = [];
  const onResponse = (res: Response) => {
    if (res.url().endsWith(".js") && res.ok()) reads.push(res.text().catch(() => ""));
  };
  page.on("response", onResponse);
  const texts: string[] = [];
  return {
    texts,
    done: async () => {
      page.off("response", onResponse);
      texts.push(...(await Promise.all(reads)));
      return texts;
    },
  };
}

const downloaded = (scripts: string[], copy: string) => scripts.some((s) => s.includes(copy));

/**
 * Notes, from now on, any moment when main has no visible h1 or shows the section loader (a blank or
 * loading page). A suspended Suspense boundary hides its content with a style rather than removing
 * it, hence the visibility check and the attribute changes.
 */
async function watchForBlank(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __e2eBlank: boolean };
    w.__e2eBlank = false;
    const check = () => {
      const h1 = document.querySelector("main h1");
      if (!h1?.checkVisibility() || document.querySelector("main .chunk-loader")) w.__e2eBlank = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const wentBlank = (page: Page) => page.evaluate(() => (window as unknown as { __e2eBlank: boolean }).__e2eBlank);

const langLink = (page: Page, label: string) => page.getByRole("group", { name: headerMessages.zh.language }).getByRole("link", { name: label, exact: true });

describe("page copy as data", () => {
  it("a first load has its copy in the HTML and in no script, asks nothing; switching to English in place reads the English copy", async ({ open }) => {
    const s = await open({ lang: "zh" });
    {
      const reads = recordPageReads(s.page);
      const first = recordScripts(s.page);
      const res = await visit(s, "/digital/eicad");
      const html = (await res?.text()) ?? "";
      expect(html, "the page's copy in its server HTML").toContain(zhEicad);
      expect(html, "not the English copy").not.toContain(enEicad);
      expect(await mainHeading(s.page).innerText()).toBe(zhEicad);
      const scripts = await first.done();
      for (const copy of [zhEicad, enEicad, ...OTHER_COPY]) expect(downloaded(scripts, copy), `no script carries "${copy}"`).toBe(false);
      expect(reads, "the first load does not ask for its copy again").toEqual([]);

      await markDocument(s.page);
      await watchForBlank(s.page);
      await langLink(s.page, headerMessages.zh.en).click();
      await expect.poll(() => mainHeading(s.page).innerText(), { message: "English h1" }).toBe(enEicad);
      await expect.poll(() => s.page.getAttribute("html", "lang")).toBe("en");
      expect(
        reads.some((u) => u.includes("language=en") && u.includes(encodeURIComponent("/digital/eicad"))),
        "the English copy, read on the switch",
      ).toBe(true);
      expect(await wentBlank(s.page), "the page stayed on screen during the switch").toBe(false);
      expect(await isSameDocument(s.page), "no reload").toBe(true);
      s.assertNoErrors();
    }
  });

  it("/help: its intro and FAQ in the HTML and in no script; switching to English reads the English copy, its head's description too", async ({ open }) => {
    const s = await open({ lang: "zh" });
    const zh = { intro: seededBlock("/help", "zh", "intro"), faq: seededBlock("/help", "zh", "faq") };
    const en = { intro: seededBlock("/help", "en", "intro"), faq: seededBlock("/help", "en", "faq"), description: seededCopy("/help", "en").description };
    const reads = recordPageReads(s.page);
    const first = recordScripts(s.page);
    const res = await visit(s, "/help");
    const html = (await res?.text()) ?? "";
    for (const text of [zh.intro.title, zh.intro.lead, zh.faq.items[1]!.question]) expect(html, "the copy in the server HTML").toContain(text);
    expect(await mainHeading(s.page).innerText()).toBe(zh.intro.title);
    const scripts = await first.done();
    for (const copy of [zh.intro.lead, en.intro.lead, zh.faq.items[1]!.question, en.faq.items[1]!.question])
      expect(downloaded(scripts, copy), `no script carries "${copy}"`).toBe(false);
    expect(reads, "the first load does not ask for its copy again").toEqual([]);

    await markDocument(s.page);
    await watchForBlank(s.page);
    await langLink(s.page, headerMessages.zh.en).click();
    await expect.poll(() => mainHeading(s.page).innerText(), { message: "English h1" }).toBe(en.intro.title);
    await expect.poll(() => s.page.locator(".help-faq__q").nth(1).innerText()).toBe(en.faq.items[1]!.question);
    await expect.poll(() => s.page.locator('meta[name="description"]').getAttribute("content")).toBe(en.description);
    expect(
      reads.some((u) => u.includes("language=en") && u.includes(encodeURIComponent("/help"))),
      "the English copy, read on the switch",
    ).toBe(true);
    expect(await wentBlank(s.page), "the page stayed on screen during the switch").toBe(false);
    expect(await isSameDocument(s.page), "no reload").toBe(true);
    s.assertNoErrors();
  });

  it("a client navigation reads the next page's copy in the current language", async ({ open }) => {
    const s = await open({ lang: "en" });
    await visit(s, "/pc_index");
    await markDocument(s.page);
    await afterPageChange(s.page, () => pushPath(s.page, "/digital/airoad"));
    expect(await mainHeading(s.page).innerText()).toBe(enAiroad);
    await afterPageChange(s.page, () => pushPath(s.page, "/digital/eicad"));
    expect(await mainHeading(s.page).innerText()).toBe(enEicad);
    expect(await isSameDocument(s.page), "no reload").toBe(true);
    s.assertNoErrors();
  });
});
