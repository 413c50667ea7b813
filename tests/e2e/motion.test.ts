// Decisions 0030 and 0035: what autoplays moves without the app (src/app/motion.ts, driven by the boot
// script); the app starts on the visitor's intent, hydrates each moving part at the item it shows and
// drives the same module from there.
import { describe, expect } from "vitest";
import type { Page, Request } from "playwright-core";
import { carouselMessages } from "../../src/components/carousel/carousel-messages.ts";
import { urlOf, type Session } from "./support/session.ts";
import { it } from "./support/fixture.ts";
import { apiData } from "./support/site.ts";

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
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") seen.push(`${m.type()}: ${m.text()}`);
  });
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
/** The moving parts of the home page. */
const MOVING = ".home-banner, .home-solutions__list, .home-about__carousel, .home-stories__carousel";

/** Tags the moving parts' DOM nodes, so a re-render (a hydration mismatch renders afresh) shows as untagged nodes. */
const tagMoving = (page: Page) =>
  page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) for (const n of [el, ...el.querySelectorAll("*")]) (n as unknown as { __tag: boolean }).__tag = true;
  }, MOVING);
const untagged = (page: Page) =>
  page.evaluate((sel) => {
    const els = [...document.querySelectorAll(sel)];
    const nodes = els.flatMap((el) => [el, ...el.querySelectorAll(":scope *:not(video):not(img)")]);
    return { parts: els.length, untagged: nodes.filter((n) => !(n as unknown as { __tag?: boolean }).__tag).length };
  }, MOVING);

/**
 * Records every item the banner and the highlight show from now on, to tell a step forward from a
 * jump (back to the first item, as a hydration that renders its own index would do).
 */
const recordSteps = (page: Page) =>
  page.evaluate(() => {
    const log: Record<string, number[]> = {};
    (window as unknown as { __steps: typeof log }).__steps = log;
    for (const [name, sel, items, cls] of [
      ["banner", ".home-banner", ".carousel__slide", "is-active"],
      ["highlight", ".home-solutions__list", ":scope > li > a", "is-highlighted"],
    ] as const) {
      const el = document.querySelector(sel)!;
      const shown = () => [...el.querySelectorAll(items)].findIndex((i) => i.classList.contains(cls));
      log[name] = [shown()];
      new MutationObserver(() => {
        if (shown() !== log[name]!.at(-1)) log[name]!.push(shown());
      }).observe(el, { subtree: true, attributes: true, attributeFilter: ["class"] });
    }
  });
/** The steps recorded, each as [from, to]. */
const stepsOf = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { __steps: Record<string, number[]> }).__steps;
    return Object.fromEntries(Object.entries(log).map(([k, v]) => [k, v.slice(1).map((to, i) => [v[i]!, to])]));
  });

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
    // As served nothing is marked (CSS shows the first slide: src/app/moving-parts.ts); motion.ts marks the first once it starts.
    await expect.poll(() => slideOf(s.page, BANNER), { timeout: 6_000 }).toMatchObject({ index: 0, current: 0 });
    await expect.poll(() => highlightOf(s.page), { timeout: 6_000 }).toBe(1);
    await expect.poll(async () => (await slideOf(s.page, BANNER)).index, { timeout: 12_000 }).toBe(1);
    const moved = await slideOf(s.page, BANNER);
    expect(moved.inert.length).toBeGreaterThan(1);
    expect(moved).toEqual({ index: 1, transform: "translateX(-100%)", inert: moved.inert.map((_, i) => i !== 1), current: 1 });
    expect(await appStarted(s.page), "no hydration yet").toBe(false);
    const boot = await s.page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname);
    // The home page has a contact form: the funnel's form watcher runs after the hero's paint too; the
    // area-code names are the app's (decision 0057).
    expect(
      scripts.filter((p) => p !== boot && !/\/(motion|vitals|form-events)-[\w-]+\.js$/.test(p)),
      "only boot, the motion script, the vitals collector and the form watcher ran",
    ).toEqual([]);

    await tagMoving(s.page);
    await recordSteps(s.page);
    const site = s.page.waitForRequest((r) => new URL(r.url()).pathname === "/api/site", { timeout: 15_000 });
    await s.page.keyboard.press("Shift");
    await site;
    expect(await appStarted(s.page)).toBe(true);
    // Hydrated, not rendered afresh after a mismatch: the moving parts keep their nodes.
    await s.page.waitForTimeout(500);
    expect(await untagged(s.page)).toEqual({ parts: 4, untagged: 0 });
    // They go on moving through the start, one step forward at a time: no jump back to the first item.
    const count = { banner: moved.inert.length, highlight: 3 };
    for (const [name, steps] of Object.entries(await stepsOf(s.page))) {
      for (const [from, to] of steps) expect(to, `${name} from ${from}`).toBe((from! + 1) % count[name as keyof typeof count]);
    }
    const shown = (await slideOf(s.page, BANNER)).index;
    // The hover on the control holds the rotation; the click is one step from the slide shown.
    await s.page.locator(BANNER).getByRole("button", { name: carouselMessages.zh.next, exact: true }).click();
    await expect.poll(async () => (await slideOf(s.page, BANNER)).index).toBe((shown + 1) % moved.inert.length);
    expect(await slideOf(s.page, BANNER)).toMatchObject({
      transform: `translateX(${-100 * ((shown + 1) % moved.inert.length)}%)`,
      current: (shown + 1) % moved.inert.length,
    });
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });

  it("an action right after the motion script started: the hydration keeps the nodes, and the later slides' media still comes in", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 } });
    const motionRun = s.page.waitForResponse((r) => /\/assets\/motion-[\w-]+\.js$/.test(new URL(r.url()).pathname), { timeout: 10_000 });
    const { noise } = await openHome(s);
    await motionRun;
    // The shown slide's video is in at once; the later slides' media waits (halfway to the first step).
    await expect.poll(() => s.page.locator(".home-banner .carousel__slide.is-active video").count()).toBe(1);
    const missing = () =>
      // A slot still holding its template: its media is not in yet.
      s.page.locator(".home-banner__slot").evaluateAll((els) => els.filter((e) => e.querySelector(":scope > template")).length);
    expect(await missing(), "the later slides' media waits").toBeGreaterThan(0);
    await tagMoving(s.page);
    const site = s.page.waitForRequest((r) => new URL(r.url()).pathname === "/api/site", { timeout: 15_000 });
    await s.page.keyboard.press("Shift");
    await site;
    await s.page.waitForTimeout(500);
    expect(await appStarted(s.page)).toBe(true);
    expect(await untagged(s.page)).toEqual({ parts: 4, untagged: 0 });
    await expect.poll(missing, { timeout: 6_000, message: "every slide's media is in" }).toBe(0);
    const videoSlides = await apiData<{ carouselBgType: string }[]>("/banners", "zh");
    expect(await s.page.locator(".home-banner video").count(), "one video per video slide").toBe(videoSlides.filter((b) => b.carouselBgType === "2").length);
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });

  it("the first touch on a control before the app starts works once, from the slide shown", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 }, context: { hasTouch: true } });
    const { noise } = await openHome(s);
    await expect.poll(async () => (await slideOf(s.page, BANNER)).index, { timeout: 12_000 }).toBe(1);
    expect(await appStarted(s.page)).toBe(false);
    const banner = s.page.locator(BANNER);
    // A tap (no hover before it): the motion script answers it at once (decision 0069), and the pointer
    // going down starts the app, which neither replays it nor moves the banner again.
    await banner.getByRole("button", { name: carouselMessages.zh.next, exact: true }).tap();
    const slides = await banner.locator(".carousel__slide").count();
    expect((await slideOf(s.page, BANNER)).index).toBe(2 % slides);
    await expect.poll(() => appStarted(s.page), { timeout: 10_000 }).toBe(true);
    await s.page.waitForTimeout(500);
    expect((await slideOf(s.page, BANNER)).index, "once").toBe(2 % slides);
    // Pause, then the pager: the module writes the control's state and the pager's.
    const pause = banner.getByRole("button", { name: carouselMessages.zh.pause, exact: true });
    await pause.click();
    await expect.poll(() => banner.getByRole("button", { name: carouselMessages.zh.play, exact: true }).count()).toBe(1);
    expect(await banner.locator(".carousel__track").getAttribute("aria-live"), "announced once it no longer moves by itself").toBe("polite");
    await s.page.locator(".home-stories__carousel .home-pager button").nth(2).click();
    expect(await slideOf(s.page, ".home-stories__carousel")).toMatchObject({ index: 2, current: 2, transform: "translateX(-200%)" });
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
    // No pause control for what does not move, and no sliding transition.
    expect(await s.page.locator(`${BANNER} .carousel__pause`).isHidden()).toBe(true);
    expect(
      await s.page.locator(`${BANNER} .carousel__track`).evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration)),
      "no sliding (at most the base style's 0.01 ms)",
    ).toBeLessThan(0.001);
    expect(noise).toEqual([]);
    s.assertNoErrors();
  });
});
