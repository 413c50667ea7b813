// No page scrolls sideways at the widths visitors have, in either language, and the header fits at
// every width from 320 to 2560 px: its layouts switch where common/header-fit.ts says, and each layout
// is measured against the width it is shown from, so a longer label fails here rather than on a laptop.
import { beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { HEADER_LAYOUT_FROM } from "../../common/header-fit.ts";
import { ADMIN_COPY, gotoAdmin } from "./admin-helpers.ts";
import { urlOf } from "./support/session.ts";
import { appStarted, detailIds, LANGS, pathFor, ROUTES, visit } from "./support/site.ts";
import { it } from "./support/fixture.ts";

const WIDTHS = [1920, 1536, 1440, 1366, 1280, 1024, 768, 414, 390, 360];
const ADMIN_WIDTHS = [1440, 1280, 390];
const HEIGHT = 900;
/** Hundreds of widths per test: far past the suite's 60 s on a busy 2-core machine. */
const SWEEP_TIMEOUT_MS = 300_000;
const ROUTES_TIMEOUT_MS = 600_000;

/**
 * Whether the document is wider than the window, and if so the widest element that is not clipped
 * by an ancestor (the one to fix), with its right edge.
 */
function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    let widest: { name: string; right: number } | null = null;
    for (const el of document.querySelectorAll("body *")) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right <= width || (widest && right <= widest.right) || clipped(el)) continue;
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      widest = { name: `${el.tagName.toLowerCase()}${cls}`, right: Math.round(right) };
    }
    return `scrollWidth ${scrollWidth} > ${width}; widest: ${widest ? `${widest.name} (right edge ${widest.right})` : "unknown"}`;
  });
}

type Layout = "full" | "tight" | "compact";

/** What the header shows at the current width: its layout, and whether everything is inside the window. */
function headerState(page: Page) {
  return page.evaluate(() => {
    const q = (sel: string) => document.querySelector<HTMLElement>(sel);
    const shown = (el: HTMLElement | null) => !!el && getComputedStyle(el).display !== "none" && el.getClientRects().length > 0;
    const width = window.innerWidth;
    const inside = (el: HTMLElement | null) => {
      const r = el!.getBoundingClientRect();
      return r.left >= 0 && r.right <= width + 0.5;
    };
    const menu = q(".site-header__menu-btn");
    const field = q(".site-header__search .search-form__input");
    const layout: "full" | "tight" | "compact" = shown(menu) ? "compact" : shown(field) ? "full" : "tight";
    const must = [
      q(".site-header__brand"),
      q(".lang-switch"),
      ...(layout === "compact" ? [menu] : [...document.querySelectorAll<HTMLElement>(".site-header__link"), q(".site-header__search .search-form__btn")]),
    ];
    const outside = must.filter((el) => !shown(el) || !inside(el)).map((el) => el?.className ?? "missing");
    const bar = q(".site-header__bar")!;
    return {
      layout,
      brandName: shown(q(".site-header__brand-name")),
      outside,
      barOverflow: bar.scrollWidth > bar.clientWidth,
      // Positions of what the header shows, to compare the page before and after the app starts.
      shape: must
        .map((el) => {
          const r = el!.getBoundingClientRect();
          return `${Math.round(r.left)}-${Math.round(r.right)}`;
        })
        .join(" "),
    };
  });
}

/** The header bar's own width with nothing squeezed: what the window must give it in the current layout. */
function naturalWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = ".site-header .container{width:max-content!important;min-width:0!important;max-width:none!important}";
    document.head.append(style);
    const w = document.querySelector(".site-header__bar")!.getBoundingClientRect().width;
    style.remove();
    return Math.ceil(w);
  });
}

async function at(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT });
}

describe.each(LANGS)("the header in %s", (lang) => {
  const from = HEADER_LAYOUT_FROM[lang];

  it("switches layout where header-fit.ts says, and each layout fits from its first width", async ({ open }) => {
    const s = await open({ lang, viewport: { width: 1920, height: HEIGHT } });
    await s.page.goto(urlOf("/pc_index"), { waitUntil: "load" });
    await s.page.evaluate(() => document.fonts.ready);
    const layoutAt = async (w: number) => {
      await at(s.page, w);
      return (await headerState(s.page)).layout;
    };
    const expectations: [number, Layout][] = [
      [from.full, "full"],
      [from.full - 1, "tight"],
      [from.tight, "tight"],
      [from.tight - 1, "compact"],
    ];
    for (const [w, layout] of expectations) expect(await layoutAt(w), `layout at ${w} px (header.css against header-fit.ts)`).toBe(layout);
    await at(s.page, from.brandName);
    expect((await headerState(s.page)).brandName, `brand name at ${from.brandName} px`).toBe(true);
    // Each layout measured at the narrowest width it is shown at.
    const needs: [string, number, number][] = [];
    for (const [name, w] of [
      ["full", from.full],
      ["tight with the brand's name", from.brandName],
      ["tight", from.tight],
    ] as const) {
      await at(s.page, w);
      needs.push([name, w, await naturalWidth(s.page)]);
    }
    const tooWide = needs
      .filter(([, w, need]) => need > w)
      .map(([name, w, need]) => `${name}: needs ${need} px, shown from ${w} px (raise it in common/header-fit.ts and header.css)`);
    expect(tooWide, `${lang} header`).toEqual([]);
    s.assertNoErrors();
  });

  it(
    "fits at every width from 320 to 2560 px, the same before the app starts and after",
    async ({ open }) => {
      const s = await open({ lang, viewport: { width: 1920, height: HEIGHT } });
      await s.page.goto(urlOf("/pc_index"), { waitUntil: "load" });
      await s.page.evaluate(() => document.fonts.ready);
      expect(await appStarted(s.page), "the app waits for the visitor's first action").toBe(false);
      const widths = new Set<number>();
      for (let w = 320; w <= 2560; w += 16) widths.add(w);
      for (const edge of Object.values(from)) for (const d of [-1, 0, 1]) widths.add(edge + d);
      const sorted = [...widths].sort((a, b) => a - b);
      const failures: string[] = [];
      const before = new Map<number, string>();
      for (const w of sorted) {
        await at(s.page, w);
        const h = await headerState(s.page);
        before.set(w, `${h.layout} ${h.shape}`);
        if (h.outside.length || h.barOverflow)
          failures.push(`${w} px (${h.layout}): ${h.barOverflow ? "header bar overflows; " : ""}outside the window: ${h.outside.join(", ")}`);
        const wide = await sideways(s.page);
        if (wide) failures.push(`${w} px: ${wide}`);
      }
      expect(failures.join("\n"), `${lang} header before the app starts`).toBe("");

      await visit(s, "/pc_index"); // the app live
      const changed: string[] = [];
      for (const w of sorted.filter((x) => x % 64 === 0 || Object.values(from).some((e) => Math.abs(e - x) <= 1))) {
        await at(s.page, w);
        const h = await headerState(s.page);
        if (`${h.layout} ${h.shape}` !== before.get(w)) changed.push(`${w} px: before ${before.get(w)}, after ${h.layout} ${h.shape}`);
      }
      expect(changed.join("\n"), `${lang} header after the app starts`).toBe("");
      s.assertNoErrors();
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe("no page scrolls sideways", () => {
  let ids: Awaited<ReturnType<typeof detailIds>>;
  beforeAll(async () => {
    ids = await detailIds();
  });

  it.for(LANGS)("every route in %s at 1920 down to 360 px", { timeout: ROUTES_TIMEOUT_MS }, async (lang, { open }) => {
    const s = await open({ lang, viewport: { width: WIDTHS[0], height: HEIGHT } });
    const failures: string[] = [];
    for (const route of ROUTES) {
      const path = pathFor(route, ids);
      await at(s.page, WIDTHS[0]);
      await s.page.goto(urlOf(path), { waitUntil: "load" });
      await s.page.evaluate(() => document.fonts.ready);
      for (const w of WIDTHS) {
        await at(s.page, w);
        const wide = await sideways(s.page);
        if (wide) failures.push(`${path} at ${w} px: ${wide}`);
      }
    }
    expect(failures.join("\n"), `${lang} pages wider than the window`).toBe("");
    s.assertNoErrors();
  });

  it.for(["zh", "en"] as const)("the admin in %s at 1440, 1280 and 390 px", { timeout: SWEEP_TIMEOUT_MS }, async (adminLang, { openAdmin }) => {
    const s = await openAdmin({ adminLang, viewport: { width: ADMIN_WIDTHS[0], height: HEIGHT } });
    const m = ADMIN_COPY[adminLang];
    const screens = [
      "/admin/dashboard",
      "/admin/leads",
      "/admin/audit",
      "/admin/news",
      "/admin/banners",
      "/admin/software",
      "/admin/videos",
      "/admin/update-logs",
      "/admin/pages",
      "/admin/settings",
    ];
    const failures: string[] = [];
    await gotoAdmin(s.page, screens[0], m.dashboardTitle);
    for (const path of screens) {
      await at(s.page, ADMIN_WIDTHS[0]);
      await gotoAdmin(s.page, path);
      await s.page.waitForLoadState("networkidle");
      for (const w of ADMIN_WIDTHS) {
        await at(s.page, w);
        const wide = await sideways(s.page);
        if (wide) failures.push(`${path} at ${w} px: ${wide}`);
      }
    }
    expect(failures.join("\n"), `admin (${adminLang}) screens wider than the window`).toBe("");
    s.assertNoErrors();
  });
});
