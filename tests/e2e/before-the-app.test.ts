// What a visitor sees before the app starts (on their first intent, decision 0029) is the page the
// app would show: an `?anchor=` link lands on its section, the contact form's product list is in the
// served HTML for the first click, and the site settings an editor saved are in every served page
// (for crawlers too) within the 30 s publish promise, with no change when the app takes over.
import { afterAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { adminApi, within30s } from "./admin-helpers.ts";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, isLeadPost } from "./support/contact.ts";
import { isVisit } from "./support/frame.ts";
import { urlOf, type Session } from "./support/session.ts";
import { apiData, appStarted, scrollY } from "./support/site.ts";
import { it } from "./support/fixture.ts";

/** Opens `path` and waits until boot has recorded the visit after the load: the page as a reader who has not acted yet has it. */
async function arrive(s: Session, path: string): Promise<void> {
  const visit = s.page.waitForRequest(isVisit, { timeout: 20_000 });
  await s.page.goto(urlOf(path), { waitUntil: "load" });
  await visit;
}

/** The app's chunks arrive `ms` late (not the boot script), so the visitor acts on the server's page. */
async function delayApp(page: Page, ms: number): Promise<void> {
  const html = await (await fetch(urlOf("/digital"))).text();
  const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(boot, "the page's boot script").toBeTruthy();
  await page.route("**/assets/*.js", async (route) => {
    if (new URL(route.request().url()).pathname !== boot) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

/** The app's read of the site settings, sent from an effect once hydrated (tests/e2e/support/site.ts). */
const siteRead = (page: Page) => page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/site", { timeout: 20_000 });

/** How far a section's top is from where scrolling to it puts it (its scroll-margin-top, below the sticky header). */
const offTarget = (page: Page, id: string) =>
  page.evaluate((name) => {
    const el = document.getElementById(name)!;
    return el.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(el).scrollMarginTop);
  }, id);

describe("?anchor= on the download page", () => {
  for (const anchor of ["manual", "software"]) {
    it(`lands on the ${anchor} section on arrival, without any action, and stays there when the app starts`, async ({ open }) => {
      const s = await open({ viewport: { width: 1280, height: 720 } });
      await arrive(s, `/download?anchor=${anchor}`);
      await s.page.waitForTimeout(500);
      expect(await appStarted(s.page), "nothing touched: the app has not started").toBe(false);
      expect(await scrollY(s.page), "the page has scrolled").toBeGreaterThan(0);
      expect(Math.abs(await offTarget(s.page, anchor)), `the ${anchor} section's top, px from its place under the header`).toBeLessThan(2);
      // The reader moves on a little; the app starting must not throw them back.
      await s.page.evaluate(() => window.scrollBy(0, 120));
      const before = await scrollY(s.page);
      const live = siteRead(s.page);
      await s.page.keyboard.press("Shift");
      await live;
      await s.page.waitForTimeout(500);
      expect(await appStarted(s.page)).toBe(true);
      expect(await scrollY(s.page), "the app's start leaves the reader where they are").toBe(before);
      s.assertNoErrors();
    });
  }
});

describe("a #contact link", () => {
  // Home's sections below the first screen are laid out when they near the viewport
  // (content-visibility); their estimated heights shrank under a reader who landed on the contact
  // block, which ended 314 px above the top at 1366 px.
  for (const [path, width, height] of [
    ["/pc_index#contact", 1366, 768],
    ["/pc_index?lang=en#contact", 390, 844],
    ["/digital?product=eicad#contact", 1366, 768],
  ] as const) {
    it(`${path} at ${width} px lands on the contact block on arrival, nothing touched, and stays there when the app starts`, async ({ open }) => {
      const s = await open({ viewport: { width, height } });
      await arrive(s, path);
      // The form in view starts the app (decision 0057): the block stays where the reader landed.
      await expect.poll(() => appStarted(s.page), { message: "the app started for the form in view" }).toBe(true);
      await s.page.waitForTimeout(800);
      expect(Math.abs(await offTarget(s.page, "contact")), "the contact block's top, px from its place under the header").toBeLessThan(2);
      s.assertNoErrors();
    });
  }
});

describe("the contact form's product list", () => {
  it("is in the served HTML: the first click shows the products, and the choice made before the app starts is the one sent", async ({ open }) => {
    const products = await apiData<{ id: number; name: string }[]>("/products", "zh");
    expect(products.length, "the seed has products").toBeGreaterThan(1);
    const s = await open({ lang: "zh" });
    await delayApp(s.page, 2_500);
    await s.page.goto(urlOf("/digital"), { waitUntil: "domcontentloaded" });
    const f = contactForm(s.page, "zh");
    const hydrated = () => f.form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));
    await f.product.scrollIntoViewIfNeeded();
    // The first thing the visitor does: click the product select (this starts the app).
    await f.product.click();
    const options = await f.product.locator("option").evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(await hydrated(), "the list is the server's, before hydration").toBe(false);
    expect(options.slice(1), "the products, in the page's language").toEqual(products.map((p) => [String(p.id), p.name]));
    const chosen = products[1]!;
    await f.product.selectOption(String(chosen.id));
    expect(await hydrated(), "chosen before the app started").toBe(false);
    await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
    await s.page.waitForTimeout(300);
    expect(await f.product.inputValue(), "the choice survives the app's start").toBe(String(chosen.id));
    const email = uniqueEmail("first-click");
    await f.name.fill("首次点击");
    await f.email.fill(email);
    await f.phone.fill("81234567");
    await f.consent.check();
    const answer = s.page.waitForResponse((r) => isLeadPost(r.request()));
    await f.submit.click();
    expect((await answer).status()).toBe(200);
    const leads = await leadsWithEmail(email);
    expect(leads).toHaveLength(1);
    expect(String(leads[0]!.productId), "the lead names the product chosen on the first click").toBe(String(chosen.id));
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
    s.assertNoErrors();
  });
});

describe("site settings in the served pages", () => {
  type Settings = { rowVersion: number; hotline: { zh: string; en: string } } & Record<string, unknown>;
  let original: Omit<Settings, "rowVersion"> | undefined;

  /** Saves the settings with `change` applied, under If-Match; returns nothing. */
  async function save(change: (s: Omit<Settings, "rowVersion">) => Record<string, unknown>): Promise<void> {
    const { rowVersion, updatedAt: _a, updatedBy: _b, ...input } = await adminApi<Settings>("/site-settings");
    original ??= input;
    await adminApi("/site-settings", { method: "PUT", headers: { "If-Match": `"${rowVersion}"` }, body: JSON.stringify(change(input)) });
  }

  afterAll(async () => {
    if (original) await save(() => original!);
  });

  /** The page's HTML as a crawler gets it: a plain request, no JavaScript. */
  const served = async (path: string) => (await fetch(urlOf(path), { headers: { "Accept-Language": "zh-CN" } })).text();

  it("a changed hotline is in every served page within 30 s, both languages, and the app's start changes nothing", async ({ open }) => {
    const stamp = String(Date.now()).slice(-4);
    const hotline = { zh: `400-686-${stamp}`, en: `400-868-${stamp}` };
    await save((s) => ({ ...s, hotline }));
    await within30s(async () => (await served("/digital")).includes(hotline.zh), "the zh page's HTML has the new hotline");
    for (const path of ["/digital?lang=en", "/about?lang=en", "/help?lang=en"]) expect(await served(path), path).toContain(hotline.en);
    for (const path of ["/about", "/help", "/pc_index"]) expect(await served(path), path).toContain(hotline.zh);

    for (const lang of ["zh", "en"] as const) {
      const s = await open({ lang });
      await arrive(s, "/digital");
      await s.page.waitForTimeout(300);
      const shown = () => s.page.locator(".site-footer__hotline, .contact__hotline").allInnerTexts();
      const before = await shown();
      expect(await appStarted(s.page), "read before the first intent").toBe(false);
      expect(before, "footer and contact block").toHaveLength(2);
      for (const text of before) expect(text).toContain(hotline[lang]);
      const live = siteRead(s.page);
      await s.page.keyboard.press("Shift");
      await live;
      await s.page.waitForTimeout(500);
      expect(await appStarted(s.page)).toBe(true);
      expect(await shown(), "the same text once the app runs: no flip").toEqual(before);
      s.assertNoErrors();
    }
  });

  it("a changed company figure is in the copy of /about and the home page's description as served, named once in the settings (decision 0040)", async ({
    open,
  }) => {
    type Fact = { key?: string; value: { zh: string; en: string }; label: { zh: string; en: string } };
    const clients = { zh: "1,200+", en: "1,200+" };
    await save((s) => ({ ...s, facts: (s.facts as Fact[]).map((f) => (f.key === "clients" ? { ...f, value: clients } : f)) }));
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    await within30s(
      async () => description(await served("/pc_index")).includes("服务 1,200+ 家客户企业"),
      "the home page's served description has the new figure",
    );
    expect(description(await served("/pc_index?lang=en"))).toContain("Used by 1,200+ firms");
    const about = await served("/about");
    expect(about, "the history's milestone on /about").toContain("服务 1,200+ 家客户单位");
    expect(about).not.toContain("{clients}");
    expect(await served("/about?lang=en")).toContain("1,200+ client organisations");

    const s = await open({ lang: "zh" });
    await arrive(s, "/about");
    const milestone = s.page.locator("main .about-history").getByText("1,200+ 家客户单位");
    await expect.poll(() => milestone.count()).toBe(1);
    await s.page.keyboard.press("Shift");
    await expect.poll(() => appStarted(s.page)).toBe(true);
    await s.page.waitForTimeout(500);
    expect(await milestone.count(), "the same figure once the app runs").toBe(1);
    s.assertNoErrors();
  });
});
