// The language switch: the whole frame changes, <html lang> follows, and the choice survives reloads.
import { describe, expect } from "vitest";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { common } from "../../src/i18n/messages/common.ts";
import { mainNav } from "./support/frame.ts";
import { hasCjk, isSameDocument, mainHeading, markDocument, reload, visit } from "./support/site.ts";
import { urlOf } from "./support/session.ts";
import { it } from "./support/fixture.ts";

const htmlLang = (s: { page: import("playwright-core").Page }) => s.page.getAttribute("html", "lang");
const langLink = (s: { page: import("playwright-core").Page }, lang: "zh" | "en", label: string) =>
  s.page.getByRole("group", { name: headerMessages[lang].language }).getByRole("link", { name: label, exact: true });

describe("language switch", () => {
  it("switches to English, keeps it across reloads and pages, and switches back", async ({ open }) => {
    const s = await open();
    await visit(s, "/digital");
    expect(await htmlLang(s)).toBe("zh-CN");
    await expect.poll(() => mainNav(s.page, "zh").getByRole("link", { name: common.zh["nav.home"], exact: true }).count()).toBe(1);

    await markDocument(s.page);
    await langLink(s, "zh", headerMessages.zh.en).click();
    await expect.poll(() => htmlLang(s)).toBe("en");
    expect(await isSameDocument(s.page), "switched in the app, no page load").toBe(true);
    expect(await langLink(s, "en", headerMessages.en.en).getAttribute("aria-current")).toBe("true");
    expect(await langLink(s, "en", headerMessages.en.zh).getAttribute("aria-current")).toBeNull();
    await expect.poll(() => mainNav(s.page, "en").getByRole("link", { name: common.en["nav.home"], exact: true }).count()).toBe(1);
    await expect.poll(async () => hasCjk(await mainHeading(s.page).innerText()), { message: "English h1" }).toBe(false);
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).toBe("English");

    await reload(s);
    expect(await htmlLang(s), "after reload").toBe("en");
    expect(hasCjk(await mainHeading(s.page).innerText())).toBe(false);

    await visit(s, "/download");
    expect(await htmlLang(s), "on another page").toBe("en");

    await langLink(s, "en", headerMessages.en.zh).click();
    await expect.poll(() => htmlLang(s)).toBe("zh-CN");
    await reload(s);
    expect(await htmlLang(s), "Chinese after reload").toBe("zh-CN");
    expect(hasCjk(await mainHeading(s.page).innerText())).toBe(true);
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).not.toBe("English");
    s.assertNoErrors();
  });

  it("a ?lang=en link opens the English site and the choice sticks without the query", async ({ open }) => {
    const s = await open();
    await visit(s, "/dtwin?lang=en");
    expect(await htmlLang(s)).toBe("en");
    await visit(s, "/dtwin");
    expect(await htmlLang(s), "without the query").toBe("en");
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).toBe("English");
    s.assertNoErrors();
  });

  it("switched in the app on a ?lang=en address, the address says the language shown: a reload keeps it", async ({ open }) => {
    const s = await open();
    await visit(s, "/intelligent?lang=en");
    expect(await htmlLang(s)).toBe("en");
    await markDocument(s.page);
    await langLink(s, "en", headerMessages.en.zh).click();
    await expect.poll(() => htmlLang(s)).toBe("zh-CN");
    expect(await isSameDocument(s.page), "switched in the app, no page load").toBe(true);
    expect(new URL(s.page.url()).searchParams.get("lang")).toBe("zh");
    await reload(s);
    expect(await htmlLang(s), "Chinese after reload").toBe("zh-CN");
    expect(hasCjk(await mainHeading(s.page).innerText())).toBe(true);
    s.assertNoErrors();
  });

  it("an English browser without a stored choice gets English; a stored Chinese choice wins over it", async ({ open }) => {
    const s = await open({ context: { locale: "en-US" } });
    await visit(s, "/intelligent");
    expect(await htmlLang(s)).toBe("en");
    await langLink(s, "en", headerMessages.en.zh).click();
    await expect.poll(() => htmlLang(s)).toBe("zh-CN");
    await reload(s);
    expect(await htmlLang(s)).toBe("zh-CN");
    s.assertNoErrors();
  });

  it("links each language to this page: the served page to its address, the running app to the whole of it; a ctrl-click opens a new tab", async ({ open }) => {
    const s = await open();
    const hrefs = () => s.page.locator(".lang-switch a").evaluateAll((as) => as.map((a) => `${a.getAttribute("hreflang")} ${a.getAttribute("href")}`));
    // Served: the path and the parameters the page reads (the render is kept per them; the hash never reaches the server).
    const served = await (await fetch(urlOf("/pc_index/news?tab=company&utm_source=mail"), { headers: { "Accept-Language": "zh-CN" } })).text();
    const servedLinks = [...served.matchAll(/<a [^>]*class="lang-switch__link"[^>]*>/g)].map((a) => /href="([^"]*)"/.exec(a[0])?.[1]?.replaceAll("&amp;", "&"));
    expect(servedLinks).toEqual(["/pc_index/news?tab=company&lang=zh", "/pc_index/news?tab=company&lang=en"]);
    await visit(s, "/pc_index/news?tab=company&utm_source=mail#top");
    await expect
      .poll(hrefs, { message: "the whole address once the app runs" })
      .toEqual(["zh-CN /pc_index/news?tab=company&utm_source=mail&lang=zh#top", "en /pc_index/news?tab=company&utm_source=mail&lang=en#top"]);
    await markDocument(s.page);
    const tab = s.context.waitForEvent("page", { timeout: 10_000 });
    await langLink(s, "zh", headerMessages.zh.en).click({ modifiers: ["ControlOrMeta"] });
    const opened = await tab;
    await opened.waitForLoadState("domcontentloaded");
    expect(await opened.evaluate(() => document.documentElement.lang), "the new tab").toBe("en");
    expect(await htmlLang(s), "this tab stays").toBe("zh-CN");
    expect(await isSameDocument(s.page)).toBe(true);
    await opened.close();
    s.assertNoErrors();
  });
});
