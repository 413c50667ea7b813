// Decision 0029: on a page that needs nothing before the visitor acts, the app starts on the
// visitor's intent; its chunks are only prefetched meanwhile. The visit is still recorded once per
// load, the first tap still works, pages with a loading state still start by themselves, and moving
// parts move without the app (decision 0030).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject } from "vitest";
import { prerenderedPath } from "../../common/prerendered-path.ts";
import type { Page, Request, Route } from "playwright-core";
import { carouselMessages } from "../../src/components/carousel/carousel-messages.ts";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { contactMessages } from "../../common/contact-messages.ts";
import { leadAnswerMessages } from "../../common/lead-answer-messages.ts";
import { leadsWithEmail, uniqueEmail } from "./support/admin.ts";
import { contactForm, fillContact } from "./support/contact.ts";
import { isModuleClick, isVisit, navLink } from "./support/frame.ts";
import { urlOf, type Session } from "./support/session.ts";
import { apiData, appStarted, hasCjk, isSameDocument, mainHeading, markDocument } from "./support/site.ts";
import { it } from "./support/fixture.ts";

const PHONE = { width: 390, height: 844 };
const PHONE_CONTEXT = { isMobile: true, hasTouch: true };

/** Every JS file the page requested, with how: the boot entry, a prefetch, or anything else. */
function scriptRequests(page: Page): { url: string; purpose: string }[] {
  const seen: { url: string; purpose: string }[] = [];
  page.on("request", (r: Request) => {
    if (!/\/assets\/.*\.js$/.test(new URL(r.url()).pathname)) return;
    const headers = r.headers();
    seen.push({ url: r.url(), purpose: headers["sec-purpose"] ?? headers.purpose ?? r.resourceType() });
  });
  return seen;
}

/** Loads `path`, collecting the visits it records, and waits until its load event has passed and the page is idle. */
async function openIdle(s: Session, path: string, idleMs = 3_000): Promise<Request[]> {
  const visits: Request[] = [];
  s.page.on("request", (r) => {
    if (isVisit(r)) visits.push(r);
  });
  await s.page.goto(urlOf(path), { waitUntil: "load" });
  await s.page.waitForTimeout(idleMs);
  return visits;
}

/**
 * Every script of the app but the page's boot entry (and what `allowed` names) fails to load (a failed
 * download), or with `stall`, never arrives (a slow phone): either way the app does not start.
 */
async function blockAppChunks(s: Session, path: string, how: "fail" | "stall" = "fail", allowed?: RegExp): Promise<void> {
  const served = await (await fetch(urlOf(path), { headers: { "Accept-Language": "zh-CN" } })).text();
  const boot = new URL(/<script type="module"[^>]*\ssrc="([^"]+)"/.exec(served)![1]!, urlOf(path)).pathname;
  await s.page.route("**/assets/**", (route) => {
    const asked = new URL(route.request().url()).pathname;
    if (asked === boot || allowed?.test(asked)) return route.continue();
    return how === "fail" ? route.abort() : new Promise<void>(() => {});
  });
  s.allow(/Failed to load resource/);
}

/** The first module link of the header's nav: on a phone, visible only while the menu is open. */
const menuLink = (page: Page) => page.locator("#site-nav a[data-module]").first();

const siteRead = (page: Page) => page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/site", { timeout: 15_000 });

describe("a page that needs nothing before the visitor acts", () => {
  it("records the visit once, prefetches the app's chunks without running them, and does not start the app on scrolling", async ({ open }) => {
    const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    const scripts = scriptRequests(s.page);
    const visits = await openIdle(s, "/digital?utm_source=newsletter");
    await s.page.mouse.wheel(0, 1200);
    await s.page.evaluate(() => window.scrollBy(0, 800));
    await s.page.waitForTimeout(500);
    expect(await appStarted(s.page), "the app has not started").toBe(false);
    const boot = await s.page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).href);
    const others = scripts.filter((r) => r.url !== boot);
    expect(others.length, "the app's chunks are fetched ahead").toBeGreaterThanOrEqual(3);
    // All of them, a few per idle callback.
    const listed = await s.page.evaluate(() =>
      document
        .getElementById("root")!
        .dataset.preload!.split(" ")
        .filter((h) => h.endsWith(".js"))
        .map((h) => new URL(h, location.href).href),
    );
    await expect.poll(() => listed.filter((href) => !scripts.some((r) => r.url === href)), { message: "every chunk of the page prefetched" }).toEqual([]);
    // Run before the visitor acts, after the hero's paint: the Core Web Vitals collector (src/app/vitals.ts)
    // and, on a page with a contact form, the funnel's form watcher (src/app/form-events.ts); the
    // area-code names are the app's (decision 0057).
    expect(
      others.filter((r) => r.purpose !== "prefetch" && !/\/assets\/(vitals|form-events)-[\w-]+\.js$/.test(r.url)),
      "only as prefetches",
    ).toEqual([]);
    const preloaded = await s.page.locator('link[rel="modulepreload"]').evaluateAll((els) => els.map((l) => (l as HTMLLinkElement).href));
    expect(preloaded, "nothing of the app queued for evaluation").toEqual([]);
    expect(visits).toHaveLength(1);
    expect(visits[0]!.postDataJSON()).toEqual({ path: "/digital", language: "zh", screen: expect.stringMatching(/^\d+x\d+$/) });
    expect((await visits[0]!.response())?.status()).toBe(200);
    expect(visits[0]!.headers().referer, "the page's address, for the UTM source").toContain("utm_source=newsletter");
    s.assertNoErrors();
  });

  it("a touch on the text or a mouse over it does not start the app; a mouse over a link does", async ({ open }) => {
    const phone = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    const desk = await open();
    await openIdle(phone, "/about", 500);
    await phone.page.locator("main p").first().tap();
    await phone.page.waitForTimeout(500);
    expect(await appStarted(phone.page), "touch on text").toBe(false);

    await openIdle(desk, "/about", 500);
    await desk.page.locator("main p").first().hover();
    await desk.page.waitForTimeout(500);
    expect(await appStarted(desk.page), "mouse over text").toBe(false);
    const live = siteRead(desk.page);
    await desk.page.locator("main a[href]").first().hover();
    await live;
    phone.assertNoErrors();
    desk.assertNoErrors();
  });

  it("opens the menu on the first tap, and the app's start records no second visit", async ({ open }) => {
    const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    const m = headerMessages.zh;
    const visits = await openIdle(s, "/about", 1_000);
    expect(await appStarted(s.page)).toBe(false);
    const live = siteRead(s.page);
    await s.page.getByRole("button", { name: m.menu }).tap();
    await expect.poll(() => menuLink(s.page).isVisible(), { timeout: 10_000 }).toBe(true);
    await live;
    await s.page.waitForTimeout(500);
    expect(await menuLink(s.page).isVisible(), "the app's start leaves the menu open").toBe(true);
    expect(visits, "one visit per page load").toHaveLength(1);
    s.assertNoErrors();
  });

  it("opens the menu on a phone's tap and closes it on a second tap or Escape with the app's chunks unreachable", async ({ open }) => {
    const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    const m = headerMessages.zh;
    // Every script but boot fails: the app never starts, so nothing a held tap waits for ever comes.
    await blockAppChunks(s, "/about");
    await openIdle(s, "/about", 500);
    const button = s.page.getByRole("button", { name: m.menu });
    expect(await menuLink(s.page).isVisible(), "closed at first").toBe(false);
    await button.tap();
    await expect.poll(() => menuLink(s.page).isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await appStarted(s.page), "the app could not start").toBe(false);
    await button.tap();
    await expect.poll(() => menuLink(s.page).isVisible()).toBe(false);
    await button.tap();
    await expect.poll(() => menuLink(s.page).isVisible()).toBe(true);
    await s.page.keyboard.press("Escape");
    await expect.poll(() => menuLink(s.page).isVisible()).toBe(false);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("switches the language on the first click, before the app has started and without it, and remembers the choice", async ({ open }) => {
    const s = await open();
    const path = "/intelligent/prefabrication";
    await blockAppChunks(s, path);
    await openIdle(s, path, 500);
    expect(await appStarted(s.page)).toBe(false);
    await s.page.getByRole("group", { name: headerMessages.zh.language }).getByText(headerMessages.zh.en, { exact: true }).click();
    await s.page.waitForFunction(() => document.documentElement.lang === "en", undefined, { timeout: 10_000 });
    expect(hasCjk(await mainHeading(s.page).innerText()), "English h1").toBe(false);
    expect(new URL(s.page.url()).pathname, "the same page").toBe(path);
    // Remembered for the next visit (CONTRACT "Browser storage and URLs"), still without the app: by
    // boot, which runs once the English page has been parsed (the <html lang> above comes first).
    await expect.poll(async () => (await s.context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).toBe("English");
    await s.page.goto(urlOf(path), { waitUntil: "load" });
    expect(await s.page.evaluate(() => document.documentElement.lang), "the next visit").toBe("en");
    expect(hasCjk(await mainHeading(s.page).innerText())).toBe(false);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
    s.assertNoErrors();
  });

  it("a click on a header module before the app has started is counted once and followed by the browser at once, the app's chunks still on their way", async ({
    open,
  }) => {
    const s = await open();
    const brand = (await apiData<{ brandName: string }>("/site", "zh")).brandName;
    await blockAppChunks(s, "/digital", "stall");
    await openIdle(s, "/digital", 500);
    expect(await appStarted(s.page)).toBe(false);
    const clicks: Request[] = [];
    s.page.on("request", (r) => {
      if (isModuleClick(r)) clicks.push(r);
    });
    await navLink(s.page, "zh", 3, brand).click();
    await s.page.waitForURL((u) => u.pathname === "/intelligent", { timeout: 10_000 });
    await mainHeading(s.page).waitFor();
    await expect.poll(() => clicks.length).toBe(1);
    expect(clicks[0]!.postDataJSON()).toEqual({ module: "3" });
    await s.page.waitForTimeout(300);
    expect(clicks.length, "counted once").toBe(1);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("a click on the current page's own header module before the app has started is counted and stays on the page, as in the app", async ({ open }) => {
    const s = await open();
    const brand = (await apiData<{ brandName: string }>("/site", "zh")).brandName;
    await blockAppChunks(s, "/digital", "stall");
    await openIdle(s, "/digital", 500);
    await markDocument(s.page);
    const y = await s.page.evaluate(() => {
      window.scrollTo(0, 600);
      return window.scrollY;
    });
    const beacon = s.page.waitForRequest(isModuleClick, { timeout: 10_000 });
    await navLink(s.page, "zh", 2, brand).click();
    expect((await beacon).postDataJSON()).toEqual({ module: "2" });
    await s.page.waitForTimeout(500); // the time a (wrong) reload would take
    expect(await isSameDocument(s.page), "not loaded again").toBe(true);
    expect(await s.page.evaluate(() => window.scrollY), "where the visitor was").toBe(y);
    expect(await appStarted(s.page)).toBe(false);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("the search field's Enter before the app has started opens the results while the app's chunks are still on their way", async ({ open }) => {
    const s = await open({ lang: "en", viewport: { width: 1440, height: 900 } });
    // The app's chunks never arrive: typing in the field starts the app, which stays on its way.
    await blockAppChunks(s, "/digital/eicad", "stall");
    await openIdle(s, "/digital/eicad", 500);
    expect(await appStarted(s.page)).toBe(false);
    const field = s.page.getByRole("searchbox", { name: headerMessages.en.searchField });
    await field.fill("interchange");
    await Promise.all([s.page.waitForURL(/\/search\?/, { timeout: 10_000 }), field.press("Enter")]);
    expect(new URL(s.page.url()).searchParams.get("q")).toBe("interchange");
    await expect.poll(() => s.page.locator('main a[href="/digital/eicad"]').count()).toBeGreaterThan(0);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("leaves the reader where they scrolled (and a #hash target in view) when the app starts", async ({ open }) => {
    const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    await openIdle(s, "/about", 500);
    const y = await s.page.evaluate(() => {
      window.scrollTo(0, 900);
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(0);
    const live = siteRead(s.page);
    await s.page.keyboard.press("Shift");
    await live;
    await s.page.waitForTimeout(300);
    expect(await s.page.evaluate(() => window.scrollY)).toBe(y);

    // Opened at the contact block: the form in view starts the app by itself (decision 0057: its area
    // codes are listed before the first touch), and the start leaves the #hash target in view.
    await s.page.goto("about:blank");
    const live2 = siteRead(s.page);
    await s.page.goto(urlOf("/about#contact"), { waitUntil: "load" });
    await live2;
    await s.page.waitForTimeout(300);
    expect(await appStarted(s.page), "the form in view started the app").toBe(true);
    const inView = await s.page.evaluate(() => {
      const box = document.getElementById("contact")!.getBoundingClientRect();
      return box.top < innerHeight && box.bottom > 0;
    });
    expect(inView, "the #contact target still in view").toBe(true);
    // Scrolled up a little afterwards: nothing moves the reader back.
    const y2 = await s.page.evaluate(() => {
      window.scrollBy(0, -300);
      return window.scrollY;
    });
    await s.page.waitForTimeout(300);
    expect(await s.page.evaluate(() => window.scrollY)).toBe(y2);
    s.assertNoErrors();
  });

  it("remembers ?lang= for the next visit without the app", async ({ open }) => {
    const s = await open();
    await openIdle(s, "/digital?lang=en", 500);
    expect(await appStarted(s.page)).toBe(false);
    expect((await s.context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    expect(await s.page.evaluate(() => localStorage.getItem("language"))).toBe("English");
    s.assertNoErrors();
  });
});

describe("pages that need the app without an action", () => {
  it("a page whose server HTML shows a loading state starts at once and shows its list", async ({ open }) => {
    const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
    // The Worker renders the list into the page; when its reads fail or are slow it serves the
    // prerendered page, whose list is a loading state (docs/decisions/0028). Serve that page.
    const prerendered = readFileSync(join(inject("outDir"), "client", prerenderedPath("zh", "/pc_index/news"), "index.html"), "utf8");
    expect(prerendered).toContain("data-loading");
    await s.page.route("**/pc_index/news", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: prerendered }));
    const visits = await openIdle(s, "/pc_index/news", 0);
    await s.page.locator("[data-loading]").first().waitFor({ state: "detached", timeout: 15_000 });
    expect(await appStarted(s.page)).toBe(true);
    expect(await s.page.locator(".news-list li").count()).toBeGreaterThan(0);
    await s.page.waitForTimeout(500);
    expect(visits, "recorded once, not again by the app").toHaveLength(1);
    s.assertNoErrors();
  });

  it("the home carousels advance by themselves on the home page served with its data (no loading state), before the app starts", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 } });
    // The Worker serves the home page with its banner and news (docs/decisions/0028): no loading state.
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "load" });
    expect(await s.page.locator("[data-loading]").count()).toBe(0);
    const highlighted = () =>
      s.page.locator(".home-solutions__card.is-highlighted").evaluate((el) => (el.closest("li")!.previousElementSibling === null ? 0 : 1));
    expect(await highlighted()).toBe(0);
    await expect.poll(highlighted, { timeout: 10_000 }).toBe(1);
    // Moved by the motion script, without the app (decision 0030; 0029 started the app for it).
    expect(await appStarted(s.page)).toBe(false);
    // The seeded first banner slide is a video: it plays without the visitor doing anything.
    const playing = () =>
      s.page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>(".carousel__slide.is-active video");
        return v !== null && !v.paused;
      });
    await expect.poll(playing, { timeout: 10_000, message: "the first slide's video plays" }).toBe(true);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
    s.assertNoErrors();
  });
});

describe("the carousels' controls are the motion script's (it runs before the app)", () => {
  const MOTION_CHUNK = /\/assets\/motion-[\w-]+\.js$/;
  const banner = (page: Page) => page.locator(".home-banner");
  const shown = (page: Page) =>
    banner(page).evaluate((el) => [...el.querySelectorAll(".carousel__slide")].findIndex((slide) => slide.classList.contains("is-active")));
  const bannerButton = (page: Page, name: string) => banner(page).getByRole("button", { name, exact: true });

  it("where the app cannot start, the banner's arrows, pause control and indicators work on the first tap", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 }, context: { hasTouch: true } });
    await blockAppChunks(s, "/pc_index", "fail", MOTION_CHUNK);
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "load" });
    // Marked by the motion script once the hero is painted.
    await expect.poll(() => shown(s.page), { timeout: 10_000 }).toBe(0);
    const slides = await banner(s.page).locator(".carousel__slide").count();
    await bannerButton(s.page, carouselMessages.zh.next).tap();
    expect(await shown(s.page), "Next").toBe(1);
    await bannerButton(s.page, carouselMessages.zh.previous).tap();
    await bannerButton(s.page, carouselMessages.zh.previous).tap();
    expect(await shown(s.page), "Previous twice, from the second: the last").toBe(slides - 1);
    await banner(s.page).locator(".home-banner__indicator").nth(1).tap();
    expect(await shown(s.page), "the second indicator").toBe(1);
    await bannerButton(s.page, carouselMessages.zh.pause).tap();
    await expect.poll(() => bannerButton(s.page, carouselMessages.zh.play).count(), { message: "paused: the control now plays" }).toBe(1);
    await s.page.waitForTimeout(9_000);
    expect(await shown(s.page), "stopped where it was").toBe(1);
    expect(await appStarted(s.page), "the app never started").toBe(false);
    s.assertNoErrors();
  });

  it("a tap on Next before the motion script runs is held, and moves the banner once when it runs", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 }, context: { hasTouch: true } });
    // Every request for the chunk (the import, a prefetch) waits until released.
    const waiting: Route[] = [];
    let released = false;
    const arrived = new Promise<void>((resolve) => {
      void s.page.route(MOTION_CHUNK, (route) => {
        if (released) return void route.continue();
        waiting.push(route);
        resolve();
      });
    });
    const release = () => {
      released = true;
      for (const route of waiting) void route.continue();
    };
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "load" });
    await arrived;
    expect(await banner(s.page).locator(".carousel__slide.is-active").count(), "nothing marked yet").toBe(0);
    await bannerButton(s.page, carouselMessages.zh.next).tap();
    await s.page.waitForTimeout(300);
    expect(await banner(s.page).locator(".carousel__slide.is-active").count(), "held: nothing moved").toBe(0);
    release();
    await expect.poll(() => shown(s.page), { timeout: 10_000 }).toBe(1);
    await s.page.waitForTimeout(1_500);
    expect(await shown(s.page), "once, not again when the app starts").toBe(1);
    s.assertNoErrors();
  });
});

describe("work that waits for the hero", () => {
  /**
   * What the page started after its first screen, against when its LCP was painted: the app's
   * prefetches, the visit, the motion script, the vitals collector and the banner video must not compete with the hero
   * (the first screen's largest image) while it is waiting to be painted.
   */
  async function backgroundAfterHero(s: Session, path: string) {
    const cdp = await s.context.newCDPSession(s.page);
    // A phone's CPU: decoding and painting an SVG hero takes several frames, as on a real phone.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await openIdle(s, path, 2_500);
    return s.page.evaluate(async () => {
      // LCP entries are only reported to observers (buffered: the ones already made).
      const lcp = await new Promise<LargestContentfulPaint[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries() as LargestContentfulPaint[]);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const hero = lcp.filter((e) => e.element instanceof HTMLImageElement).at(-1);
      const preload = document
        .getElementById("root")!
        .dataset.preload!.split(" ")
        .map((h) => new URL(h, location.href).href);
      const background = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => preload.includes(r.name) || r.name.endsWith("/api/visits") || r.initiatorType === "video" || /\/assets\/(motion|vitals)-/.test(r.name))
        .map((r) => ({ url: new URL(r.name).pathname, startTime: Math.round(r.startTime) }));
      return { heroPaint: hero && Math.round(hero.startTime), heroSrc: hero && (hero.element as HTMLImageElement).currentSrc, background };
    });
  }

  it("on the home page and a product page, no prefetch, visit, motion script, vitals collector or video starts before the hero is painted", async ({
    open,
  }) => {
    for (const path of ["/pc_index", "/digital/eicad"]) {
      const s = await open({ viewport: PHONE, context: PHONE_CONTEXT });
      const { heroPaint, heroSrc, background } = await backgroundAfterHero(s, path);
      expect(heroSrc, `${path}: the hero image is the page's LCP`).toMatch(/\.svg$/);
      expect(
        background.filter((r) => r.url.endsWith("/api/visits")),
        `${path}: the visit is recorded`,
      ).toHaveLength(1);
      expect(
        background.filter((r) => r.url.includes("/assets/vitals-")),
        `${path}: the vitals collector is loaded`,
      ).toHaveLength(1);
      expect(background.length, `${path}: the app's chunks are prefetched`).toBeGreaterThan(3);
      expect(
        background.filter((r) => r.startTime < heroPaint!),
        `${path}: started before the hero's paint at ${heroPaint} ms`,
      ).toEqual([]);
      s.assertNoErrors();
    }
  });
});

describe("the contact form where the app cannot start (decision 0067)", () => {
  for (const [lang, how, viewport] of [
    ["zh", "fail", undefined],
    ["en", "stall", PHONE],
  ] as const) {
    it(`sends the lead by the browser itself, and says so, with the app's chunks ${how === "fail" ? "failing" : "never arriving"} (${lang})`, async ({
      open,
    }) => {
      const s = await open({ lang, viewport, context: viewport ? PHONE_CONTEXT : undefined });
      await blockAppChunks(s, "/about", how);
      await openIdle(s, "/about?utm_source=wechat", 500);
      const email = uniqueEmail(`no-app-${lang}`);
      const f = contactForm(s.page, lang);
      await fillContact(f, { name: "Zhou Min", email, phone: "139 1234 5678", guestbook: "Tunnel approach design" });
      expect(await appStarted(s.page), "the app could not start").toBe(false);
      // Filled in, it no longer looks disabled, though the served button keeps its aria-disabled.
      expect(await f.submit.evaluate((b) => getComputedStyle(b).opacity)).toBe("1");
      await f.submit.click({ force: true });
      const m = contactMessages[lang];
      await s.page.getByRole("heading", { name: m.sentTitle }).waitFor({ timeout: 10_000 });
      expect(new URL(s.page.url()).pathname).toBe("/consultations");
      const [lead, ...more] = await leadsWithEmail(email);
      expect(more, "stored once").toEqual([]);
      expect(lead).toMatchObject({ customerName: "Zhou Min", phone: "139 1234 5678", guestbook: "Tunnel approach design", language: lang, page: "/about" });
      // Where the visit came from, as the app would have sent it (the page adds it as the form goes).
      expect(lead).toMatchObject({ landingPage: "/about?utm_source=wechat", utmSource: "wechat" });
      expect(lead!.consentAt, "the privacy box ticked").not.toBeNull();
      // The way back is the form's page.
      await s.page.getByRole("link", { name: /\S/ }).click();
      await s.page.waitForURL((u) => u.pathname === "/about");
      await s.page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }

  it("a form sent incomplete says what is missing and loses nothing typed: Back shows it filled in", async ({ open }) => {
    const s = await open();
    await blockAppChunks(s, "/about");
    await openIdle(s, "/about", 500);
    const email = uniqueEmail("no-app-incomplete");
    const f = contactForm(s.page, "zh");
    await fillContact(f, { name: "Sun Qiang", email, phone: "138 0000 1111", consent: false });
    expect(await f.submit.evaluate((b) => getComputedStyle(b).opacity), "looks disabled: the box is not ticked").toBe("0.5");
    await f.submit.click({ force: true });
    await s.page.getByRole("heading", { name: leadAnswerMessages.zh.notSentTitle }).waitFor({ timeout: 10_000 });
    expect(await s.page.locator("main").textContent()).toMatch(/隐私政策/);
    expect(await leadsWithEmail(email)).toEqual([]);
    await s.page.goBack();
    await expect.poll(() => contactForm(s.page, "zh").email.inputValue()).toBe(email);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
