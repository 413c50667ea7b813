// A newsletter reader on a product page (issue 33): the visit's first page, its campaign and the
// product travel with the call to action to the line's contact form, whether the app had started or
// not, and the stored lead and the funnel say where it came from.
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { contactMessages } from "../../common/contact-messages.ts";
import { sectionMessages } from "../../src/components/page-sections/section-messages.ts";
import type { Lang } from "../../src/i18n/lang.ts";
import { adminApi } from "./admin-helpers.ts";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { afterSent, contactForm, isLeadPost, sentPanel } from "./support/contact.ts";
import { it } from "./support/fixture.ts";
import { urlOf } from "./support/session.ts";
import { appStarted, holdPictures } from "./support/site.ts";

const LANDING = "/digital/eicad?utm_source=newsletter&utm_campaign=winter";

/** The stored lead's fields this test reads (GET /api/admin/consultations/:id). */
interface AdminLead {
  productId: string;
  company: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
  page: string | null;
  referrer: string | null;
}

interface FunnelRow {
  key: string;
  leads: number;
}

/** The visit's kept attribution, as the page's sessionStorage holds it. */
const kept = (page: Page) => page.evaluate(() => sessionStorage.getItem("attribution"));

describe.each([
  ["zh", 1440, false],
  ["en", 390, true],
] as const)("a product page's call to action in %s at %i px (app started before the click: %s)", (lang: Lang, width, warm) => {
  it("opens the line's form with the product chosen and the visit's campaign kept; the lead and the funnel name both", async ({ open }) => {
    const today = new Date().toISOString().slice(0, 10);
    const s = await open({ lang, viewport: { width, height: width > 800 ? 900 : 844 } });
    await s.page.goto(urlOf(LANDING), { waitUntil: "load" });

    // Written on the visit's first page load, by boot, before the visitor does anything.
    await expect.poll(() => kept(s.page)).not.toBeNull();
    expect(JSON.parse((await kept(s.page))!)).toEqual({ landingPage: LANDING, utm: { source: "newsletter", campaign: "winter" }, referrer: "" });
    expect(await appStarted(s.page), "nothing touched yet").toBe(false);

    const cta = s.page.getByRole("link", { name: sectionMessages[lang].requestDemo }).first();
    expect(await cta.getAttribute("href")).toBe("/digital?product=eicad#contact");
    if (warm) {
      // A key press starts the app (decision 0029): the click is then the app's own navigation.
      await s.page.keyboard.press("Shift");
      await expect.poll(() => appStarted(s.page), { timeout: 20_000 }).toBe(true);
    }
    await cta.click();
    await s.page.waitForURL((url) => url.pathname === "/digital" && url.search === "?product=eicad" && url.hash === "#contact");

    const m = contactMessages[lang];
    const f = contactForm(s.page, lang);
    await expect.poll(() => f.product.inputValue(), { message: "the product comes chosen" }).toBe("eicad");
    // The anchor scrolled the form into view.
    await expect.poll(() => s.page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
    // A later page of the visit does not overwrite where it began.
    expect(JSON.parse((await kept(s.page))!).landingPage).toBe(LANDING);

    const email = uniqueEmail(`cta-${lang}`);
    await f.name.fill(lang === "zh" ? "周工" : "Zhou Min");
    await f.company.fill("华东市政设计研究院");
    await f.email.fill(email);
    await f.phone.fill("139 1234 5678");
    await f.consent.check();
    const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
    await f.submit.click();
    expect((await answer).status()).toBe(200);

    // The success panel in the form's place says what happens next, and stays.
    await sentPanel(s.page, lang).waitFor();
    expect(await s.page.locator(".contact-sent").innerText()).toContain(lang === "zh" ? "24 小时内" : "within 24 hours");
    await s.page.waitForTimeout(3_000);
    expect(await sentPanel(s.page, lang).isVisible(), "not a toast that goes away").toBe(true);
    expect(await f.form.isVisible(), "the panel takes the form's place").toBe(false);

    const [listed] = await leadsWithEmail(email);
    expect(listed).toBeTruthy();
    const lead = await adminApi<AdminLead>(`/consultations/${listed!.id}`);
    expect(lead).toMatchObject({
      productId: "eicad",
      company: "华东市政设计研究院",
      utmSource: "newsletter",
      utmCampaign: "winter",
      landingPage: LANDING,
      page: "/digital",
      referrer: null,
    });
    expect(new URL(lead.landingPage!, "https://x.example").pathname).toBe("/digital/eicad");

    const funnel = (by: string) => adminApi<FunnelRow[]>(`/stats/funnel?from=${today}&to=${today}&by=${by}`);
    expect((await funnel("source")).find((r) => r.key === "newsletter")?.leads).toBeGreaterThanOrEqual(1);
    expect((await funnel("campaign")).find((r) => r.key === "winter")?.leads).toBeGreaterThanOrEqual(1);
    expect((await funnel("page")).find((r) => r.key === "/digital/eicad")?.leads).toBeGreaterThanOrEqual(1);
    expect((await funnel("formPage")).find((r) => r.key === "/digital")?.leads).toBeGreaterThanOrEqual(1);

    // The visitor asks for the form again: it is reset, product included.
    await afterSent(s.page, lang);
    expect(await f.name.inputValue()).toBe("");
    expect(await f.company.inputValue()).toBe("");
    expect(await s.page.getByRole("button", { name: m.submit, exact: true }).getAttribute("aria-disabled")).toBe("true");
    s.assertNoErrors();
  });
});

describe("a visitor who follows a link before the first screen's pictures are painted", () => {
  it("keeps the visit's first page and campaign: the page the link opens does not take its place", async ({ open }) => {
    const s = await open({ lang: "zh", viewport: { width: 390, height: 844 } });
    // The pictures are held back, so the page's load (and boot's work that waits for the hero's paint)
    // has not come when the visitor taps.
    const release = await holdPictures(s.page);
    await s.page.goto(urlOf(LANDING), { waitUntil: "domcontentloaded" });
    expect(await kept(s.page), "the tap comes before boot has kept anything").toBeNull();

    const cta = s.page.getByRole("link", { name: sectionMessages.zh.requestDemo }).first();
    await cta.click();
    await s.page.waitForURL((url) => url.pathname === "/digital", { waitUntil: "domcontentloaded" });
    release();
    await expect.poll(() => kept(s.page)).not.toBeNull();
    expect(JSON.parse((await kept(s.page))!)).toEqual({ landingPage: LANDING, utm: { source: "newsletter", campaign: "winter" }, referrer: "" });
    s.assertNoErrors();
  });
});
