// Issue 26 in the browser: the filing numbers in the footer with their links, the Baidu meta, the
// privacy policy page reached from the footer in both languages, and the contact form's default area
// code following the site setting; each in the served page, before and after the app starts.
import { afterAll, describe, expect } from "vitest";
import { adminApi, within30s } from "./admin-helpers.ts";
import { isVisit } from "./support/frame.ts";
import { freshIp, urlOf, type Session } from "./support/session.ts";
import { appStarted, mainHeading } from "./support/site.ts";
import { it } from "./support/fixture.ts";

type Settings = { rowVersion: number; brandName: { zh: string; en: string } } & Record<string, unknown>;
let original: Record<string, unknown> | undefined;

/** Saves the settings with `change` applied (the admin API, as the settings screen saves). */
async function save(change: Record<string, unknown>): Promise<void> {
  const { rowVersion, updatedAt: _a, updatedBy: _b, privacyVersion: _p, ...input } = await adminApi<Settings>("/site-settings");
  original ??= input;
  await adminApi("/site-settings", { method: "PUT", headers: { "If-Match": `"${rowVersion}"` }, body: JSON.stringify({ ...input, ...change }) });
}

afterAll(async () => {
  if (original) await save(original);
});

/** The page's HTML as a crawler gets it. */
const served = async (path: string) => (await fetch(urlOf(path), { headers: { "Accept-Language": "zh-CN" } })).text();

/** Opens `path` and waits for boot's visit beacon: the page as a visitor who has not acted yet has it. */
async function arrive(s: Session, path: string): Promise<void> {
  const visit = s.page.waitForRequest(isVisit, { timeout: 20_000 });
  await s.page.goto(urlOf(path), { waitUntil: "load" });
  await visit;
}

const FILING = {
  icpNumber: "京ICP备12345678号-1",
  psbNumber: "京公网安备 11010502012345号",
  psbCode: "11010502012345",
  baiduVerification: "codeva-E2eTest_1",
};

describe("China launch settings", () => {
  it("with the filing numbers set, the footer shows them with their links, in both languages, before and after the app starts", async ({ open }) => {
    await save(FILING);
    await within30s(async () => (await served("/about")).includes(FILING.icpNumber), "the served footer has the ICP number");
    const head = (await served("/pc_index")).split("</head>")[0]!;
    expect(head).toContain(`<meta name="baidu-site-verification" content="${FILING.baiduVerification}"`);
    for (const lang of ["zh", "en"] as const) {
      const s = await open({ lang });
      await arrive(s, "/about");
      const links = () =>
        s.page
          .locator(".site-footer__filing a")
          .evaluateAll((as) => as.map((a) => ({ text: (a as HTMLElement).innerText.trim(), href: a.getAttribute("href") })));
      const before = await links();
      expect(await appStarted(s.page)).toBe(false);
      expect(before).toEqual([
        { text: FILING.icpNumber, href: "https://beian.miit.gov.cn/" },
        { text: FILING.psbNumber, href: `https://beian.mps.gov.cn/#/query/webSearch?code=${FILING.psbCode}` },
      ]);
      const badge = s.page.locator(".site-footer__filing img");
      await badge.scrollIntoViewIfNeeded();
      await expect.poll(() => badge.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await s.page.keyboard.press("Shift");
      await expect.poll(() => appStarted(s.page)).toBe(true);
      expect(await links(), "no flip when the app starts").toEqual(before);
      s.assertNoErrors();
    }
    await save({ icpNumber: "", psbNumber: "", psbCode: "", baiduVerification: "" });
    await within30s(async () => !(await served("/about")).includes('class="site-footer__filing"'), "the filing line is gone when unset");
    expect((await served("/pc_index")).split("</head>")[0]).not.toContain("baidu-site-verification");
  });

  it("/privacy renders in both languages, reached from the footer link", async ({ open }) => {
    const brand = (await adminApi<Settings>("/site-settings")).brandName;
    const copy = {
      zh: { link: "隐私政策", h1: "隐私政策", text: "保存多久", updated: "更新日期" },
      en: { link: "Privacy policy", h1: "Privacy policy", text: "How long we keep it", updated: "Last updated" },
    };
    for (const lang of ["zh", "en"] as const) {
      const s = await open({ lang });
      await arrive(s, "/about");
      await s.page.locator(".site-footer__meta a", { hasText: copy[lang].link }).click();
      await expect.poll(() => new URL(s.page.url()).pathname).toBe("/privacy");
      await expect.poll(() => mainHeading(s.page).innerText()).toBe(copy[lang].h1);
      const main = s.page.locator("main");
      await expect.poll(() => main.innerText()).toContain(copy[lang].text);
      expect(await main.innerText()).toContain(brand[lang]);
      expect(await main.innerText()).toContain(copy[lang].updated);
      expect(await main.innerText()).not.toContain("{{");
      s.assertNoErrors();
      // The served page already holds the policy (crawlers, and before the app starts).
      const html = await served(lang === "en" ? "/privacy?lang=en" : "/privacy");
      expect(html).toContain(copy[lang].text);
      expect(html).toContain('href="/privacy"');
    }
  });

  it("the contact form's default area code follows the setting, and a page served to a visitor of unknown country uses it", async ({ open }) => {
    const selected = async (s: Session) =>
      s.page.locator("#contact select[autocomplete='tel-country-code']").evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");
    await save({ defaultAreaCode: "+86" });
    await within30s(async () => /<option value="CN" selected="">/.test(await served("/digital")), "the served form preselects China");
    const s = await open({ lang: "en" });
    await arrive(s, "/digital");
    expect(await selected(s)).toBe("China +86");
    await s.page.keyboard.press("Shift");
    await expect.poll(() => appStarted(s.page)).toBe(true);
    await s.page.waitForTimeout(300);
    expect(await selected(s), "the same once the app runs").toBe("China +86");
    s.assertNoErrors();
    // A visitor whose country is known gets their own code whatever the setting (locally the header
    // stands in for the edge's cf.country, worker/lib/visitor.ts).
    const cn = await open({ lang: "en", context: { extraHTTPHeaders: { "CF-Connecting-IP": freshIp(), "X-Local-Country": "MY" } } });
    await arrive(cn, "/digital");
    expect(await selected(cn)).toBe("Malaysia +60");
    await save({ defaultAreaCode: "+65" });
    await within30s(async () => /<option value="SG" selected="">/.test(await served("/digital")), "back to Singapore");
  });
});
