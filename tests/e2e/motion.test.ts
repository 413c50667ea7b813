// Decision 0030: what autoplays moves without the app (src/app/motion.ts); the app starts on the
// visitor's intent and hydrates each moving part at the index it shows.
import { describe, expect } from "vitest";
import type { Page, Request } from "playwright-core";
import { carouselMessages } from "../../src/components/carousel/carousel-messages.ts";
import { urlOf, type Session } from "./support/session.ts";
import { it } from "./support/fixture.ts";


/** Whether React has claimed any of the page's markup. */
const appStarted = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("main, header button, .carousel")].some((el) => Object.keys(el).some((k) => k.startsWith("__react"))));

/** JS files the page ran or asked to run (prefetches are only fetched into the cache, not run). */
function scriptsRun(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    const path = new URL(r.url()).pathname;
    const h = r.headers();
    if (/\/assets\/.*\.js$/.test(path) && (h["sec-purpose"] ?? h.purpose) !== "prefetch") seen.push(path);
  });
  return seen;
}

/** Console errors and warnings, and errors reported to the window (React reports a hydration mismatch so). */
function consoleNoise(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") seen.push(`${m.type()}: ${m.text()}`); });
  return seen;
}

/** Index of the active slide, and the track's transform, of the carousel at `selector`. */
const slideOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => ({
    index: [...el.querySelectorAll(".carousel__slide")].findIndex((s) => s.classList.contains("is-active")),
    transform: el.querySelector<HTMLElement>(".carousel__track")!.style.transform,
    inert: [...el.querySelectorAll(".carousel__slide")].map((s) => s.hasAttribute("inert")),
    current: [...el.querySelectorAll("ol button")].findIndex((b) => b.getAttribute("aria-current") === "true"),
  }));

const highlightOf = (page: Page) =>
  page.locator(".home-solutions__list").evaluate((el) => [...el.querySelectorAll(":scope > li > a")].findIndex((a) => a.classList.contains("is-highlighted")));

const BANNER = ".home-banner";

async function openHome(s: Session, path = "/pc_index"): Promise<{ scripts: string[]; noise: string[] }> {
  const scripts = scriptsRun(s.page);
  const noise = consoleNoise(s.page);
  await s.page.addInitScript(() => addEventListener("error", (e) => console.error(`reported: ${e.message}`)));
  await s.page.goto(urlOf(path), { waitUntil: "load" });
  return { scripts, noise };
}

describe("moving parts before the app starts", () => {
  it("the home banner and highlight advance without the app, which then takes over at the slide shown", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 } });
    const { scripts, noise } = await openHome(s);
    expect(await slideOf(s.page, BANNER)).toMatchObject({ index: 0, current: 0 });
    await expect.poll(() => highlightOf(s.page), { timeout: 6_000 }).toBe(1);
    await expect.poll(async () => (await slideOf(s.page, BANNER)).index, { timeout: 12_000 }).toBe(1);
    const moved = await slideOf(s.page, BANNER);
    expect(moved.inert.length).toBeGreaterThan(1);
    expect(moved).toEqual({ index: 1, transform: "translateX(-100%)", inert: moved.inert.map((_, i) => i !== 1), current: 1 });
    expect(await appStarted(s.page), "no hydration yet").toBe(false);
    const boot = await s.page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname);
    // The home page has a contact form: the funnel's form watcher runs after the hero's paint too.
    expect(scripts.filter((p) => p !== boot && !/\/(motion|vitals|form-events)-[\w-]+\.js$/.test(p)), "only boot, the motion script, the vitals collector and the form watcher ran").toEqual([]);

    const highlighted = await highlightOf(s.page);
    const ids = await s.page.locator("[data-motion]").evaluateAll((els) => els.map((e) => e.getAttribute("data-motion")));
    const site = s.page.waitForRequest((r) => new URL(r.url()).pathname === "/api/site", { timeout: 15_000 });
    await s.page.keyboard.press("Shift");
    await site;
    expect(await appStarted(s.page)).toBe(true);
    expect(await slideOf(s.page, BANNER), "the banner keeps its slide").toEqual(moved);
    // Hydrated, not rendered afresh after a mismatch: the moving parts keep the server's ids.
    await s.page.waitForTimeout(500);
    expect(await s.page.locator("[data-motion]").evaluateAll((els) => els.map((e) => e.getAttribute("data-motion")))).toEqual(ids);
    expect(await highlightOf(s.page)).toBe(highlighted);
    await s.page.locator(BANNER).getByRole("button", { name: carouselMessages.zh.next, exact: true }).click();
    await expect.poll(async () => (await slideOf(s.page, BANNER)).index).toBe(2 % moved.inert.length);
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });

  it("an action right after the motion script started hands over too: the later slides' media is put in first, and the hydration matches", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 } });
    const { noise } = await openHome(s);
    // window.__motion: the motion script's hand-over (src/app/start-marks.ts).
    await s.page.waitForFunction(() => "__motion" in window, undefined, { timeout: 10_000 });
    expect(await s.page.evaluate(() => (window as unknown as { __motion: { media: boolean } }).__motion.media), "the later slides' media waits").toBe(false);
    const ids = await s.page.locator("[data-motion]").evaluateAll((els) => els.map((e) => e.getAttribute("data-motion")));
    const site = s.page.waitForRequest((r) => new URL(r.url()).pathname === "/api/site", { timeout: 15_000 });
    await s.page.keyboard.press("Shift");
    await site;
    await s.page.waitForTimeout(500);
    expect(await appStarted(s.page)).toBe(true);
    expect(await s.page.locator("[data-motion]").evaluateAll((els) => els.map((e) => e.getAttribute("data-motion")))).toEqual(ids);
    const missing = await s.page.locator(".home-banner__slide[data-media-src]").evaluateAll((els) => els.filter((e) => !e.querySelector(e.getAttribute("data-media-kind") === "video" ? "video" : "img")).length);
    expect(missing, "every slide's media is in").toBe(0);
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });

  it("under reduced motion nothing moves, and the app still waits for the visitor", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 }, context: { reducedMotion: "reduce" } });
    const { noise } = await openHome(s);
    await s.page.waitForTimeout(9_500);
    expect(await slideOf(s.page, BANNER)).toMatchObject({ index: 0, transform: "translateX(0%)", current: 0 });
    expect(await highlightOf(s.page)).toBe(0);
    expect(await appStarted(s.page)).toBe(false);
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });
});
