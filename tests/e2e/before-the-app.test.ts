// What a visitor sees before the app starts (on their first intent, decision 0029) is the page the
// app would show: an `?anchor=` link lands on its section.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/chromium.ts";
import { isVisit } from "./support/frame.ts";
import { openSession, urlOf, type Session } from "./support/session.ts";
import { appStarted, scrollY } from "./support/site.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens `path` and waits until boot has recorded the visit after the load: the page as a reader who has not acted yet has it. */
async function arrive(s: Session, path: string): Promise<void> {
  const visit = s.page.waitForRequest(isVisit, { timeout: 20_000 });
  await s.page.goto(urlOf(path), { waitUntil: "load" });
  await visit;
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
    it(`lands on the ${anchor} section on arrival, without any action, and stays there when the app starts`, async () => {
      const s = await openSession(browser, { viewport: { width: 1280, height: 720 } });
      try {
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
      } finally {
        await s.close();
      }
    });
  }
});
