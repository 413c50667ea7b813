// The contact form's country/region code select (decisions 0045, 0057): the served page names the
// chosen region only (it stays within the first round trip) and boot writes nothing into it; the app,
// which starts at the visitor's first intent or as soon as the form is in view, lists every region named
// in the page's language before the first touch, keeps the server's select, and the lead carries the code chosen.
import { describe, expect } from "vitest";
import type { Locator } from "playwright-core";
import { AREA_CODES } from "../../common/area-codes.ts";
import type { Lang } from "../../src/i18n/lang.ts";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, isLeadPost, selectedText } from "./support/contact.ts";
import { urlOf } from "./support/session.ts";
import { appStarted } from "./support/site.ts";
import { it } from "./support/fixture.ts";

/** The region names' chunk, which the app loads once it runs. */
const NAMES = /\/assets\/region-names-[\w-]+\.js$/;

/** The select's options as [value, label]. */
const optionsOf = (select: Locator) =>
  select.locator("option").evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""] as const));

const CASES: { lang: Lang; path: string; germany: string; china: string; chosen: string }[] = [
  { lang: "zh", path: "/digital", germany: "德国 +49", china: "中国 +86", chosen: "DE" },
  { lang: "en", path: "/about?lang=en", germany: "Germany +49", china: "China +86", chosen: "DE" },
];

describe("the contact form's area-code select", () => {
  for (const c of CASES) {
    it(`${c.path} (${c.lang}): the page as sent and before the app names the chosen region only (boot writes nothing into it); the app, started once the form is in view, lists every region in the page's language before any touch, and the lead carries the code chosen`, async ({
      open,
    }) => {
      const s = await open({ lang: c.lang });
      const names: string[] = [];
      s.page.on("request", (r) => {
        if (NAMES.test(new URL(r.url()).pathname)) names.push(r.url());
      });
      await s.page.goto(urlOf(c.path), { waitUntil: "load" });
      const f = contactForm(s.page, c.lang);
      const html = await (await fetch(urlOf(c.path), { headers: { "Accept-Language": c.lang === "en" ? "en-US" : "zh-CN" } })).text();
      const servedSelect = /<select[^>]*autoComplete="tel-country-code"[^>]*>([\s\S]*?)<\/select>/i.exec(html)?.[1] ?? "";
      expect(servedSelect.match(/<option/g), "the page as sent names the chosen region only").toHaveLength(1);
      // Long after the hero's paint, the visitor not having acted (the app waits for them): the select is as served (decision 0057).
      await s.page.waitForTimeout(2_000);
      expect(await appStarted(s.page), "the app has not started").toBe(false);
      expect(await f.areaCode.locator("option").count(), "boot lists nothing in the page").toBe(1);
      expect(names, "no area-code names loaded before the visitor acts").toEqual([]);
      expect(await selectedText(f.areaCode), "the default region (the site setting, +65), named").toMatch(/^\S+ \+65$/);
      const served = await f.areaCode.evaluateHandle((el) => el);

      // The form comes into view (scrolled to, no pointer, touch or key): the app starts and lists every
      // region before the visitor touches the select (a phone opens its picker on the first tap).
      await f.areaCode.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await expect
        .poll(() => f.areaCode.locator("option").count(), { message: "the app lists every region before any touch", timeout: 20_000 })
        .toBe(AREA_CODES.length);
      expect(await appStarted(s.page), "the form in view started the app").toBe(true);
      expect(await f.areaCode.evaluate((el, first) => el === first, served), "React kept the server's select").toBe(true);
      const listed = await optionsOf(f.areaCode);
      expect(new Set(listed.map(([v]) => v)), "each region once").toEqual(new Set(AREA_CODES.map(([r]) => r)));
      const labels = listed.map(([, label]) => label);
      expect(labels, "named in the page's language").toContain(c.germany);
      expect(labels).toContain(c.china);
      // Sorted by the English name (SPEC section 3): Afghanistan first, Zimbabwe last, in both languages.
      expect(listed[0]![0]).toBe("AF");
      expect(listed.at(-1)![0]).toBe("ZW");
      expect(await f.areaCode.inputValue(), "still the default").toBe("SG");

      await f.areaCode.click();
      await f.areaCode.selectOption(c.chosen);
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
      expect(leads[0]!.ac, "the lead carries the code chosen").toBe("+49");
      s.assertNoErrors();
    });
  }
});
