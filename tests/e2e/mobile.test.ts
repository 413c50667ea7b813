// A 390 px phone: no page scrolls sideways, in either language, and the menu button opens the nav.
import { beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { headerMessages } from "../../src/components/header/header-messages.ts";
import { mainNav, navLink } from "./support/frame.ts";
import { urlOf, type Session } from "./support/session.ts";
import {
  afterPageChange,
  apiData,
  appStarted,
  detailIds,
  isSameDocument,
  LANGS,
  mainHeading,
  markDocument,
  pathFor,
  pushPath,
  ROUTES,
  visit,
} from "./support/site.ts";
import { it } from "./support/fixture.ts";

const PHONE = { width: 390, height: 844 };

/** Does what leads to `path` (a tap or click on a menu link) and checks the app rendered it without a page load. */
async function followedInApp(s: Session, path: string, act: () => Promise<void>): Promise<void> {
  await markDocument(s.page);
  await act();
  await s.page.waitForURL((u) => u.pathname === path);
  await mainHeading(s.page).waitFor();
  expect(await isSameDocument(s.page), "navigated in the app").toBe(true);
}

let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  ids = await detailIds();
});

/** Elements wider than the viewport, named for the failure message. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
    return { width, scrollWidth, culprits };
  });
}

describe.each(LANGS)("phone layout in %s", (lang) => {
  it("no route scrolls sideways at 390 px", async ({ open }) => {
    const s = await open({ lang, viewport: PHONE, context: { isMobile: true, hasTouch: true } });
    const failures: string[] = [];
    const check = async (path: string) => {
      await s.page.evaluate(() => document.fonts.ready);
      const o = await overflow(s.page);
      if (o.scrollWidth > o.width) failures.push(`${path}: scrollWidth ${o.scrollWidth} > ${o.width} (${o.culprits.join(", ")})`);
    };
    // One full load, then in-app navigations (same markup, much faster than reloading each page).
    await visit(s, ROUTES[0].path);
    await check(ROUTES[0].path);
    for (const route of ROUTES.slice(1)) {
      const path = pathFor(route, ids);
      await afterPageChange(s.page, () => pushPath(s.page, path));
      await check(path);
    }
    s.allow(/status of 404/);
    await visit(s, "/no-such-page");
    await check("/no-such-page");
    expect(failures.join("\n"), "pages wider than the phone").toBe("");
    s.assertNoErrors();
  });

  it("a tap on the menu button before the app has started opens the navigation at once, and it stays open when the app starts", async ({ open }) => {
    const s = await open({ lang, viewport: PHONE, context: { isMobile: true, hasTouch: true } });
    const m = headerMessages[lang];
    // The banner pictures hold the load event back, so the app has not started when the visitor taps.
    await s.page.route("**/files/banners/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.continue().catch(() => {});
    });
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "domcontentloaded" });
    expect(await s.page.evaluate(() => Object.keys(document.querySelector("header button") ?? {}).some((k) => k.startsWith("__reactFiber")))).toBe(false);
    await s.page.getByRole("button", { name: m.menu }).tap();
    await expect.poll(() => mainNav(s.page, lang).isVisible(), { timeout: 10_000 }).toBe(true);
    // Not held and replayed: the app's start neither toggles it again nor closes it.
    await expect.poll(() => appStarted(s.page), { timeout: 15_000 }).toBe(true);
    await s.page.waitForTimeout(300);
    expect(await mainNav(s.page, lang).isVisible()).toBe(true);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
    s.assertNoErrors();
  });

  it("in a browser without popovers (Chrome before 114, Safari before 17) the menu opens on a tap before the app starts, and closes on a tap, Escape, a tap outside and a navigation", async ({
    open,
  }) => {
    const s = await open({ lang, viewport: PHONE, context: { isMobile: true, hasTouch: true } });
    const m = headerMessages[lang];
    const brand = (await apiData<{ brandName: string }>("/site", lang)).brandName;
    // Such a browser has no popover API and does nothing with the attributes: both are taken away
    // before the page's scripts run (the attributes as the parser adds them).
    await s.page.addInitScript(() => {
      for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"]) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      for (const name of ["popoverTargetElement", "popoverTargetAction"]) delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>)[name];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) {
            if (n instanceof Element && n.id === "site-nav") n.removeAttribute("popover");
            if (n instanceof Element && n.hasAttribute("popovertarget")) n.removeAttribute("popovertarget");
          }
      }).observe(document, { childList: true, subtree: true });
    });
    // The banner pictures hold the load event back, so the app has not started when the visitor taps.
    await s.page.route("**/files/banners/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.continue().catch(() => {});
    });
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "domcontentloaded" });
    expect(await s.page.evaluate(() => "popover" in HTMLElement.prototype || document.querySelector("[popover], [popovertarget]") !== null)).toBe(false);
    expect(await appStarted(s.page)).toBe(false);
    const button = s.page.getByRole("button", { name: m.menu });
    const link = navLink(s.page, lang, 3, brand);
    await button.tap();
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await button.tap();
    await expect.poll(() => link.isVisible()).toBe(false);
    await button.tap();
    await expect.poll(() => link.isVisible()).toBe(true);
    await s.page.keyboard.press("Escape");
    await expect.poll(() => link.isVisible()).toBe(false);
    await button.tap();
    await expect.poll(() => link.isVisible()).toBe(true);
    // A tap on the page below the open menu, on nothing that acts on a tap.
    const outside = await s.page.evaluate(() => {
      const bottom = document.getElementById("site-nav")!.getBoundingClientRect().bottom;
      for (let y = Math.ceil(bottom) + 8; y < innerHeight; y += 8) {
        const el = document.elementFromPoint(innerWidth / 2, y);
        if (el && !el.closest("a, button, input, select, textarea, label, [role=button]")) return { x: innerWidth / 2, y };
      }
      return null;
    });
    expect(outside, "a spot below the menu").not.toBeNull();
    await s.page.touchscreen.tap(outside!.x, outside!.y);
    await expect.poll(() => link.isVisible(), { message: "a tap outside" }).toBe(false);
    await button.tap();
    await expect.poll(() => link.isVisible()).toBe(true);
    await followedInApp(s, "/intelligent", () => link.tap());
    await expect.poll(() => link.isVisible()).toBe(false);
    await s.page.unrouteAll({ behavior: "ignoreErrors" });
    s.assertNoErrors();
  });

  it("a menu left open when the window widens past the compact layout gives way to the header's own row", async ({ open }) => {
    const s = await open({ lang, viewport: { width: 800, height: 900 } });
    const m = headerMessages[lang];
    await visit(s, "/pc_index");
    await s.page.getByRole("button", { name: m.menu }).click();
    await expect.poll(() => mainNav(s.page, lang).isVisible()).toBe(true);
    await s.page.setViewportSize({ width: 1280, height: 900 });
    const place = () =>
      s.page.evaluate(() => {
        const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        const [nav, brand, bar] = [box("#site-nav"), box(".site-header__brand"), box(".site-header__bar")];
        return { afterBrand: nav.left >= brand.right, inBar: nav.top >= bar.top && nav.bottom <= bar.bottom };
      });
    await expect.poll(place).toEqual({ afterBrand: true, inBar: true });
    s.assertNoErrors();
  });

  it("the menu button opens the navigation, and a link in it navigates and closes it", async ({ open }) => {
    const s = await open({ lang, viewport: PHONE, context: { isMobile: true, hasTouch: true } });
    const m = headerMessages[lang];
    const brand = (await apiData<{ brandName: string }>("/site", lang)).brandName;
    await visit(s, "/pc_index");
    const link = navLink(s.page, lang, 3, brand);
    expect(await link.isVisible(), "nav hidden behind the menu").toBe(false);
    const button = s.page.getByRole("button", { name: m.menu });
    await button.click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await followedInApp(s, "/intelligent", () => link.click());
    await expect.poll(() => mainNav(s.page, lang).isVisible()).toBe(false);
    // Opened again, it closes when the app navigates by itself (here: back).
    await button.click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await s.page.goBack();
    await s.page.waitForURL((u) => u.pathname === "/pc_index");
    await expect.poll(() => mainNav(s.page, lang).isVisible()).toBe(false);
    s.assertNoErrors();
  });
});
