// The language switch: the whole frame changes, <html lang> follows, and the choice survives reloads.
import { describe, expect } from "vitest";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { common } from "../../src/i18n/messages/common.ts";
import { mainNav } from "./support/frame.ts";
import { hasCjk, mainHeading, reload, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

const htmlLang = (s: { page: import("playwright-core").Page }) => s.page.getAttribute("html", "lang");
const langButton = (s: { page: import("playwright-core").Page }, lang: "zh" | "en", label: string) =>
  s.page.getByRole("group", { name: headerMessages[lang].language }).getByRole("button", { name: label, exact: true });

describe("language switch", () => {
  it("switches to English, keeps it across reloads and pages, and switches back", async ({ open }) => {
    const s = await open();
    await visit(s, "/digital");
    expect(await htmlLang(s)).toBe("zh-CN");
    await expect.poll(() => mainNav(s.page, "zh").getByRole("link", { name: common.zh["nav.home"], exact: true }).count()).toBe(1);

    await langButton(s, "zh", headerMessages.zh.en).click();
    await expect.poll(() => htmlLang(s)).toBe("en");
    expect(await langButton(s, "en", headerMessages.en.en).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => mainNav(s.page, "en").getByRole("link", { name: common.en["nav.home"], exact: true }).count()).toBe(1);
    await expect.poll(async () => hasCjk(await mainHeading(s.page).innerText()), { message: "English h1" }).toBe(false);
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).toBe("English");

    await reload(s);
    expect(await htmlLang(s), "after reload").toBe("en");
    expect(hasCjk(await mainHeading(s.page).innerText())).toBe(false);

    await visit(s, "/download");
    expect(await htmlLang(s), "on another page").toBe("en");

    await langButton(s, "en", headerMessages.en.zh).click();
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

  it("an English browser without a stored choice gets English; a stored Chinese choice wins over it", async ({ open }) => {
    const s = await open({ context: { locale: "en-US" } });
    await visit(s, "/intelligent");
    expect(await htmlLang(s)).toBe("en");
    await langButton(s, "en", headerMessages.en.zh).click();
    await expect.poll(() => htmlLang(s)).toBe("zh-CN");
    await reload(s);
    expect(await htmlLang(s)).toBe("zh-CN");
    s.assertNoErrors();
  });
});
