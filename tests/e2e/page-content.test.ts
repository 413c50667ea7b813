// Page copy per page and language (docs/decisions/0027): a first load downloads only its own page's
// copy in its own language; a language switch in place and a client navigation load the copy they
// need, without the page going blank. Chunk names carry no language, so the test reads what the
// browser downloaded and looks for each page's own words in it.
import { describe, expect } from "vitest";
import type { Page, Response } from "playwright-core";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { eicad as zhEicad } from "../../src/content/zh/digital/eicad.ts";
import { eicad as enEicad } from "../../src/content/en/digital/eicad.ts";
import { airoad as zhAiroad } from "../../src/content/zh/digital/airoad.ts";
import { airoad as enAiroad } from "../../src/content/en/digital/airoad.ts";
import { report3d as zhReport3d } from "../../src/content/zh/digital/report3d.ts";
import { vrroad as zhVrroad } from "../../src/content/zh/digital/vrroad.ts";
import { management as zhManagement } from "../../src/content/zh/intelligent/management.ts";
import { digitalOverview as zhDigital } from "../../src/content/zh/digital.ts";
import { home as zhHome } from "../../src/content/zh/home.ts";
import { home as enHome } from "../../src/content/en/home.ts";
import { afterPageChange, mainHeading, markDocument, isSameDocument, pushPath, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";


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

const langButton = (page: Page, label: string) =>
  page.getByRole("group", { name: headerMessages.zh.language }).getByRole("button", { name: label, exact: true });

describe("page copy per page and language", () => {
  it("a Chinese product page downloads only its own Chinese copy; switching to English in place shows the English copy", async ({ open }) => {
    const s = await open({ lang: "zh" });
    const first = recordScripts(s.page);
    await visit(s, "/digital/eicad");
    const scripts = await first.done();
    expect(await mainHeading(s.page).innerText()).toBe(zhEicad.hero.title);
    expect(downloaded(scripts, zhEicad.hero.title), "the page's own Chinese copy").toBe(true);
    expect(downloaded(scripts, enEicad.hero.title), "no English copy of the page").toBe(false);
    expect(downloaded(scripts, enAiroad.hero.title), "no English copy of another product").toBe(false);
    for (const [name, other] of [["airoad", zhAiroad], ["report3d", zhReport3d], ["vrroad", zhVrroad], ["management", zhManagement]] as const) {
      expect(downloaded(scripts, other.hero.title), `no copy of ${name}`).toBe(false);
    }
    expect(downloaded(scripts, zhDigital.hero.title), "no copy of the line overview").toBe(false);
    expect(downloaded(scripts, zhHome.pageTitle), "no home copy").toBe(false);

    await markDocument(s.page);
    await watchForBlank(s.page);
    const afterSwitch = recordScripts(s.page);
    await langButton(s.page, headerMessages.zh.en).click();
    await expect.poll(() => mainHeading(s.page).innerText(), { message: "English h1" }).toBe(enEicad.hero.title);
    await expect.poll(() => s.page.getAttribute("html", "lang")).toBe("en");
    const later = await afterSwitch.done();
    expect(downloaded(later, enEicad.hero.title), "the English copy, loaded on the switch").toBe(true);
    expect(downloaded(later, enAiroad.hero.title), "still no other product").toBe(false);
    expect(await wentBlank(s.page), "the page stayed on screen during the switch").toBe(false);
    expect(await isSameDocument(s.page), "no reload").toBe(true);
    s.assertNoErrors();
  });

  it("a client navigation loads the next page's copy in the current language", async ({ open }) => {
    const s = await open({ lang: "en" });
    const first = recordScripts(s.page);
    await visit(s, "/pc_index");
    const scripts = await first.done();
    expect(downloaded(scripts, enHome.pageTitle), "the English home copy").toBe(true);
    expect(downloaded(scripts, zhHome.pageTitle), "no Chinese home copy").toBe(false);
    expect(downloaded(scripts, enEicad.hero.title), "no product copy on the home page").toBe(false);

    await markDocument(s.page);
    await afterPageChange(s.page, () => pushPath(s.page, "/digital/airoad"));
    expect(await mainHeading(s.page).innerText()).toBe(enAiroad.hero.title);
    await afterPageChange(s.page, () => pushPath(s.page, "/digital/eicad"));
    expect(await mainHeading(s.page).innerText()).toBe(enEicad.hero.title);
    expect(await isSameDocument(s.page), "no reload").toBe(true);
    s.assertNoErrors();
  });
});
