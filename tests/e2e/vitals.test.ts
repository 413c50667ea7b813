// Issue 27: a real page load in Chromium sends its Core Web Vitals once, when the page is left, and
// the counters behind GET /api/admin/stats/vitals receive them.
import { describe, expect } from "vitest";
import type { Request } from "playwright-core";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { ADMIN_COPY, adminApi, expectAccessible, gotoAdmin } from "./admin-helpers.ts";
import { urlOf } from "./support/session.ts";
import { holdPictures } from "./support/site.ts";
import { it } from "./support/fixture.ts";

interface VitalsRow {
  path: string;
  device: string;
  samples: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  ttfbP75: number | null;
}

/** Today's row of a route and device in GET /api/admin/stats/vitals, if any. */
async function vitalsOf(path: string, device: string): Promise<VitalsRow | undefined> {
  const day = new Date().toISOString().slice(0, 10);
  const { list } = await adminApi<{ list: VitalsRow[] }>(`/stats/vitals?from=${day}&to=${day}`);
  return list.find((r) => r.path === path && r.device === device);
}

const vitalsChunk = (r: Request) => /\/assets\/vitals-[\w-]+\.js$/.test(new URL(r.url()).pathname);
/** INP's collector (src/app/vitals-inp.ts): loaded at the visitor's first interaction, never before. */
const inpChunk = (r: Request) => /\/assets\/vitals-inp-[\w-]+\.js$/.test(new URL(r.url()).pathname);

describe("real visitors' page speed", () => {
  it("a phone that taps the menu and leaves the page sends one beacon with LCP, INP, CLS and TTFB, counted for its route and device", async ({ open }) => {
    const before = (await vitalsOf("/digital/eicad", "mobile"))?.samples ?? 0;
    const s = await open({ viewport: { width: 390, height: 844 }, context: { isMobile: true, hasTouch: true } });
    const chunk = s.page.waitForRequest(vitalsChunk, { timeout: 15_000 });
    const inpRequests: string[] = [];
    s.page.on("request", (r) => {
      if (inpChunk(r)) inpRequests.push(r.url());
    });
    await s.page.goto(urlOf("/digital/eicad"), { waitUntil: "load" });
    await (await chunk).response();
    await s.page.waitForTimeout(500);
    expect(inpRequests, "INP's collector waits for an interaction").toEqual([]);
    // An interaction, so the page has an INP: the menu opens (the tap starts the app).
    const m = headerMessages.zh;
    const inp = s.page.waitForRequest(inpChunk, { timeout: 15_000 });
    await s.page.getByRole("button", { name: m.menu }).tap();
    await (await inp).response();
    await expect.poll(() => s.page.getByRole("navigation", { name: m.mainNav }).isVisible(), { timeout: 10_000 }).toBe(true);
    s.assertNoErrors();
    expect((await vitalsOf("/digital/eicad", "mobile"))?.samples ?? 0, "nothing is sent while the page is shown").toBe(before);
    // Leaving the page hides it: the one beacon goes then (a request of a page being left, which
    // the browser's request events no longer show; the counters do).
    await s.page.goto("about:blank");
    await expect.poll(async () => (await vitalsOf("/digital/eicad", "mobile"))?.samples ?? 0).toBe(before + 1);
    const row = (await vitalsOf("/digital/eicad", "mobile"))!;
    expect(row, "LCP, INP, CLS and TTFB arrived").toEqual({
      path: "/digital/eicad",
      device: "mobile",
      samples: before + 1,
      lcpP75: expect.any(Number),
      inpP75: expect.any(Number),
      clsP75: expect.any(Number),
      ttfbP75: expect.any(Number),
    });
    await s.page.waitForTimeout(500);
    expect((await vitalsOf("/digital/eicad", "mobile"))!.samples, "one beacon per page load").toBe(before + 1);
  });

  it("a tap before the vitals collector has loaded (the pictures still coming) is still counted in the INP sent", async ({ open }) => {
    const before = (await vitalsOf("/academy", "mobile"))?.samples ?? 0;
    const s = await open({ viewport: { width: 390, height: 844 }, context: { isMobile: true, hasTouch: true } });
    // The pictures are held back: the load, the hero's paint and the collector that waits for them come after the tap.
    const release = await holdPictures(s.page);
    const collectors: string[] = [];
    s.page.on("request", (r) => {
      if (vitalsChunk(r)) collectors.push(new URL(r.url()).pathname);
    });
    await s.page.goto(urlOf("/academy"), { waitUntil: "domcontentloaded" });
    await s.page.locator(".site-header__menu-btn").tap();
    expect(collectors, "the tap came before the vitals collector").toEqual([]);
    const inp = s.page.waitForRequest(inpChunk, { timeout: 15_000 });
    release();
    await (await inp).response();
    await s.page.waitForTimeout(300);
    await s.page.goto("about:blank");
    await expect.poll(async () => (await vitalsOf("/academy", "mobile"))?.samples ?? 0).toBe(before + 1);
    expect((await vitalsOf("/academy", "mobile"))?.inpP75, "the early tap's INP arrived").toEqual(expect.any(Number));
    s.assertNoErrors();
  });

  it("sends the browser's own figures: its last LCP candidate, its layout shifts as CLS, and TTFB", async ({ open }) => {
    const s = await open({ viewport: { width: 1280, height: 800 } });
    // The beacon's body as the page hands it over (the browser's request events do not show a beacon's Blob).
    await s.page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        (window as unknown as { beacon: Promise<string> }).beacon = (data as Blob).text();
        return send(url, data);
      };
    });
    const chunk = s.page.waitForRequest(vitalsChunk, { timeout: 15_000 });
    await s.page.goto(urlOf("/about"), { waitUntil: "load" });
    await (await chunk).response();
    await s.page.waitForTimeout(300);
    // A shift no input caused: a block pushed in above the page's content.
    await s.page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "240px";
      document.querySelector("main")!.prepend(block);
    });
    await s.page.waitForTimeout(300);
    const own = await s.page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          const o = new PerformanceObserver((list) => {
            o.disconnect();
            resolve(list.getEntries());
          });
          o.observe({ type, buffered: true });
        });
      const lcp = (await entries("largest-contentful-paint")).at(-1)!.startTime;
      const shifts = (await entries("layout-shift")) as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { lcp, cls: shifts.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0), ttfb: nav.responseStart };
    });
    expect(own.cls, "the block shifted the page").toBeGreaterThan(0.01);
    // The page is hidden (as when the visitor switches tabs) while it stays open, so its beacon can be read.
    const sent = JSON.parse(
      await s.page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
        return (window as unknown as { beacon: Promise<string> }).beacon;
      }),
    ) as Record<string, number | string>;
    expect(sent).toMatchObject({ path: "/about", device: "desktop" });
    expect(sent.lcp).toBeCloseTo(own.lcp, 3);
    // Every shift came within a second of the one before: one session, so CLS is their sum.
    expect(sent.cls).toBeCloseTo(own.cls, 6);
    expect(sent.ttfb).toBeCloseTo(own.ttfb, 3);
    expect(sent).not.toHaveProperty("inp");
  });

  it("a desktop page closed without any action is counted once, as desktop", async ({ open }) => {
    const before = (await vitalsOf("/about", "desktop"))?.samples ?? 0;
    const s = await open({ viewport: { width: 1280, height: 800 } });
    const chunk = s.page.waitForRequest(vitalsChunk, { timeout: 15_000 });
    await s.page.goto(urlOf("/about"), { waitUntil: "load" });
    await (await chunk).response();
    await s.page.waitForTimeout(300);
    await s.page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await vitalsOf("/about", "desktop"))?.samples ?? 0).toBe(before + 1);
    expect((await vitalsOf("/about", "desktop"))?.lcpP75).not.toBeNull();
  });

  it("the dashboard rates the page by its title in words, the figures and thresholds in the tooltips", async ({ openAdmin }) => {
    const s = await openAdmin({ adminLang: "en" });
    const m = ADMIN_COPY.en;
    await gotoAdmin(s.page, "/admin/dashboard", m.dashboardTitle);
    const table = s.page.getByRole("region", { name: m.v_title });
    const row = table.getByRole("row").filter({ hasText: "Road and interchange design" }).filter({ hasText: m.device_mobile });
    await expect.poll(() => row.count()).toBe(1);
    const rated = new RegExp(`^(${m.rate_good}|${m.rate_warn}|${m.rate_bad}|—)$`);
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      "Road and interchange design",
      m.device_mobile,
      expect.stringMatching(/^[1-9]\d*$/),
      ...Array.from({ length: 5 }, () => expect.stringMatching(rated)),
    ]);
    expect(await row.locator(`[title^="${m.v_m_lcp}: "]`).getAttribute("title")).toMatch(/within [\d.]+ s\. Good up to 2\.5 s, poor above 4 s\.$/);
    await expectAccessible(s.page, "dashboard with vitals");
    s.assertNoErrors();
  });
});
