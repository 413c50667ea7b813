// The contact form's country/region code select before the app starts (decision 0045): the served page
// names the chosen region only (it stays within the first round trip), and the boot script lists every
// region, named in the page's language, once the hero is painted, so a visitor's first click opens the
// full list; a region chosen then is still chosen once the app runs (React keeps the page's select and
// options, with the same labels) and is the code the lead carries.
import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { AREA_CODES } from "../../common/area-codes.ts";
import type { Lang } from "../../src/i18n/lang.ts";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, isLeadPost, selectedText } from "./support/contact.ts";
import { urlOf } from "./support/session.ts";
import { appStarted } from "./support/site.ts";
import { it } from "./support/fixture.ts";

/** The chunks the boot script loads itself, before the app: the area codes and their names. */
const BOOT_LOADS = /\/assets\/(area-codes|load-region-names|region-names)-[\w-]+\.js$/;

/**
 * Holds every app chunk until the returned function is called, so the visitor acts on the server's
 * page; the boot script, the chunks it imports and the area-code names it loads come as usual.
 */
async function holdApp(page: Page): Promise<() => void> {
  const html = await (await fetch(urlOf("/digital"))).text();
  const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(boot, "the page's boot script").toBeTruthy();
  const bootJs = await (await fetch(urlOf(boot!))).text();
  const bootFiles = new Set([boot!, ...[...bootJs.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)].map((m) => new URL(m[1]!, urlOf(boot!)).pathname)]);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route("**/assets/*.js", async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!bootFiles.has(path) && !BOOT_LOADS.test(path)) await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The select's options as [value, label]. */
const optionsOf = (select: Locator) =>
  select.locator("option").evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""] as const));

const CASES: { lang: Lang; path: string; germany: string; china: string; chosen: string }[] = [
  { lang: "zh", path: "/digital", germany: "德国 +49", china: "中国 +86", chosen: "DE" },
  { lang: "en", path: "/about?lang=en", germany: "Germany +49", china: "China +86", chosen: "DE" },
];

describe("the contact form's area-code select before the app starts", () => {
  for (const c of CASES) {
    it(`${c.path} (${c.lang}): the page lists every region before the app starts, a choice made before the app starts stays chosen with the same list, and the lead carries its code`, async ({ open }) => {
      const s = await open({ lang: c.lang });
      const release = await holdApp(s.page);
      await s.page.goto(urlOf(c.path), { waitUntil: "domcontentloaded" });
      const f = contactForm(s.page, c.lang);
      const html = await (await fetch(urlOf(c.path), { headers: { "Accept-Language": c.lang === "en" ? "en-US" : "zh-CN" } })).text();
      const servedSelect = /<select[^>]*autoComplete="tel-country-code"[^>]*>([\s\S]*?)<\/select>/i.exec(html)?.[1] ?? "";
      expect(servedSelect.match(/<option/g), "the page as sent names the chosen region only").toHaveLength(1);
      await f.areaCode.scrollIntoViewIfNeeded();
      await expect.poll(() => f.areaCode.locator("option").count(), { message: "boot lists every region", timeout: 10_000 }).toBe(AREA_CODES.length);
      const before = await optionsOf(f.areaCode);
      expect(await appStarted(s.page), "the list is boot's: the app has not started").toBe(false);
      expect(before, "every region of the list").toHaveLength(AREA_CODES.length);
      expect(new Set(before.map(([v]) => v)), "each region once").toEqual(new Set(AREA_CODES.map(([r]) => r)));
      const labels = before.map(([, label]) => label);
      expect(labels, "named in the page's language").toContain(c.germany);
      expect(labels).toContain(c.china);
      // Sorted by the English name (SPEC section 3): Afghanistan first, Zimbabwe last, in both languages.
      expect(before[0]![0]).toBe("AF");
      expect(before.at(-1)![0]).toBe("ZW");
      expect(await selectedText(f.areaCode), "the default region (the site setting, +65)").toMatch(/\+65$/);

      // The visitor clicks the select (an intent: the app starts loading, held back here) and picks Germany.
      await f.areaCode.click();
      await f.areaCode.selectOption(c.chosen);
      await f.areaCode.evaluate((el) => { (window as unknown as { servedSelect: Element }).servedSelect = el; });
      expect(await appStarted(s.page), "chosen before the app started").toBe(false);

      release();
      await expect.poll(() => appStarted(s.page), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => f.form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), { timeout: 20_000 }).toBe(true);
      await s.page.waitForTimeout(500);
      expect(await f.areaCode.evaluate((el) => el === (window as unknown as { servedSelect: Element }).servedSelect), "React kept the server's select").toBe(true);
      expect(await optionsOf(f.areaCode), "the same list, the same labels, once the app runs").toEqual(before);
      expect(await f.areaCode.inputValue(), "the choice survives the app's start").toBe(c.chosen);
      expect(await selectedText(f.areaCode)).toBe(c.germany);

      const email = uniqueEmail(`area-code-${c.lang}`);
      await expect.poll(() => f.product.locator("option").count()).toBeGreaterThan(1);
      await f.product.selectOption({ index: 1 });
      await f.name.fill(c.lang === "zh" ? "区号测试" : "Area Code");
      await f.email.fill(email);
      await f.phone.fill("30 1234 5678");
      await f.consent.check();
      const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
      await f.submit.click();
      expect((await answer).status()).toBe(200);
      const leads = await leadsWithEmail(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.ac, "the lead carries the code chosen before the app started").toBe("+49");
      await s.page.unrouteAll({ behavior: "ignoreErrors" });
      s.assertNoErrors();
    });
  }
});
