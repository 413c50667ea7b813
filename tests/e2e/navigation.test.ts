// Client-side navigation: header clicks (beacon, no reload, highlight, same-path click), and the
// page starting at the top after navigating from a scrolled page, for every route in both languages.
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { NAV_ITEMS, type NavArea } from "../../common/route-table.ts";
import { isModuleClick, isVisit, navLink } from "./support/frame.ts";
import { openSession, type Session } from "./support/session.ts";
import {
  afterPageChange,
  apiData,
  detailIds,
  isSameDocument,
  LANGS,
  mainHeading,
  markDocument,
  pathFor,
  pushPath,
  ROUTES,
  scrollToBottom,
  scrollY,
  visit,
} from "./support/site.ts";
import { it } from "./support/fixture.ts";

let ids: Awaited<ReturnType<typeof detailIds>>;
beforeAll(async () => {
  ids = await detailIds();
});

/** Scrolls the current page down, first moving to a long page (not `next`) if this one is too short to scroll. */
async function scrollDown(page: Page, next?: string): Promise<void> {
  const scrollable = await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 200);
  if (!scrollable) await afterPageChange(page, () => pushPath(page, next === "/pc_index" ? "/digital" : "/pc_index"));
  expect(await scrollToBottom(page), "scrolled before navigating").toBeGreaterThan(0);
}

const activeModule = (page: Page) => page.locator('header a[aria-current="page"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-module")));

describe.each(LANGS)("header navigation in %s", (lang) => {
  let brand: string;
  beforeAll(async () => {
    brand = (await apiData<{ brandName: string }>("/site", lang)).brandName;
  });

  it("moves between the six modules without a reload, reports each module and starts each page at the top", async ({ open }) => {
    const s = await open({ lang });
    await visit(s, "/pc_index");
    await markDocument(s.page);
    const order: NavArea[] = [2, 3, 4, 5, 6, 1];
    for (const module of order) {
      const item = NAV_ITEMS.find((i) => i.area === module)!;
      await scrollDown(s.page);
      const beacon = s.page.waitForRequest(isModuleClick);
      await afterPageChange(s.page, () => navLink(s.page, lang, module, brand).click());
      const req = await beacon;
      expect(req.postDataJSON(), `beacon of module ${module}`).toEqual({ module: String(module) });
      expect((await req.response())?.status(), "beacon accepted").toBe(200);
      expect(new URL(s.page.url()).pathname).toBe(item.path);
      expect(await isSameDocument(s.page), `no full reload going to ${item.path}`).toBe(true);
      expect(await activeModule(s.page)).toEqual([String(module)]);
      expect(await scrollY(s.page), `${item.path} starts at the top`).toBe(0);
    }
    s.assertNoErrors();
  });

  it("clicking the item of the current page reports the click but does not navigate", async ({ open }) => {
    const s = await open({ lang });
    await visit(s, "/digital");
    await markDocument(s.page);
    const visits: string[] = [];
    s.page.on("request", (r) => {
      if (isVisit(r)) visits.push(r.url());
    });
    const y = await scrollToBottom(s.page);
    const beacon = s.page.waitForRequest(isModuleClick);
    await navLink(s.page, lang, 2, brand).click();
    expect((await beacon).postDataJSON()).toEqual({ module: "2" });
    await s.page.waitForTimeout(300); // give a (wrong) navigation the time to happen
    expect(new URL(s.page.url()).pathname).toBe("/digital");
    expect(await scrollY(s.page), "stays where the visitor was").toBe(y);
    expect(visits, "no new page view").toEqual([]);
    expect(await isSameDocument(s.page)).toBe(true);
    s.assertNoErrors();
  });
});

describe("the active header item", () => {
  let s: Session;
  // One session for the whole table: each row is one more page of the same visit.
  it.beforeAll(async ({ browser }) => {
    s = await openSession(browser);
  });
  afterAll(() => s?.close());

  it.each([
    ["/pc_index/news", "1"],
    ["/pc_index/newsDetail", "1"],
    ["/digital/eicad", "2"],
    ["/intelligent/smartSite", "3"],
    ["/dtwin", "4"],
    ["/help", "5"],
    ["/updateLog", "6"],
    ["/cases", null],
  ] as const)("on %s is module %s", async (path, module) => {
    await visit(s, path === "/pc_index/newsDetail" ? `${path}?id=${ids.news}` : path);
    expect(await activeModule(s.page)).toEqual(module ? [module] : []);
    s.assertNoErrors();
  });
});

describe.each(LANGS)("client-side navigation in %s", (lang) => {
  it("every route starts at the top when reached from a scrolled page", async ({ open }) => {
    const s = await open({ lang });
    await visit(s, "/pc_index");
    await markDocument(s.page);
    for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
      await scrollDown(s.page, route.path);
      await afterPageChange(s.page, () => pushPath(s.page, pathFor(route, ids)));
      expect(await scrollY(s.page), `${route.path} starts at the top`).toBe(0);
      expect(await mainHeading(s.page).innerText()).not.toBe("");
    }
    expect(await isSameDocument(s.page), "all in one document").toBe(true);
    s.assertNoErrors();
  });
});

describe("pages warmed on intent", () => {
  it("a pointer resting on a header link loads that page's code, so the click downloads nothing", async ({ open }) => {
    const s = await open({ lang: "zh" });
    await visit(s, "/about");
    const brand = (await apiData<{ brandName: string }>("/site", "zh")).brandName;
    await s.page.waitForTimeout(2_500); // the layout's own fetch of the frame parts (2 s) is over
    const scripts: string[] = [];
    s.page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".js")) scripts.push(new URL(r.url()).pathname);
    });
    // /download has a module of its own (the content pages share one, already loaded on /about; their
    // copy is page data, decision 0040).
    await navLink(s.page, "zh", 6, brand).hover();
    await expect.poll(() => scripts.length, { message: "the hovered page's chunks" }).toBeGreaterThanOrEqual(1);
    await s.page.waitForTimeout(500);
    const before = [...scripts];
    await afterPageChange(s.page, () => navLink(s.page, "zh", 6, brand).click());
    expect(new URL(s.page.url()).pathname).toBe("/download");
    expect(scripts, "nothing more to download at the click").toEqual(before);
    s.assertNoErrors();
  });

  it("a pointer resting on a link to a content page reads its copy too, so the click asks for nothing and shows the page", async ({ open }) => {
    const s = await open({ lang: "zh" });
    await visit(s, "/digital");
    await markDocument(s.page);
    await s.page.waitForTimeout(2_500); // the layout's own fetch of the frame parts (2 s) is over
    const asked: string[] = [];
    const answered: { hero?: string; description: string }[] = [];
    s.page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/pages") asked.push(r.url());
    });
    s.page.on("response", async (r) => {
      if (new URL(r.url()).pathname !== "/api/pages") return;
      const body = (await r.json()) as { data: { description: string; blocks: { type: string; title?: string }[] } };
      answered.push({ hero: body.data.blocks.find((b) => b.type === "hero")?.title, description: body.data.description });
    });
    // A product card on /digital: kept server HTML, a plain anchor.
    const card = s.page.locator('main a[href="/digital/eicad"]').first();
    await card.hover();
    await expect.poll(() => answered.length, { message: "the hovered page's copy, read" }).toBe(1);
    expect(new URL(asked[0]!).searchParams.get("path")).toBe("/digital/eicad");
    expect(new URL(asked[0]!).searchParams.get("language")).toBe("zh");
    await afterPageChange(s.page, () => card.click());
    expect(new URL(s.page.url()).pathname).toBe("/digital/eicad");
    expect(await mainHeading(s.page).innerText()).toBe(answered[0]!.hero);
    await s.page.waitForTimeout(500);
    expect(asked, "no second read of the copy at the click").toHaveLength(1);
    // The head describes the page as its item does (no catalogue of its own, decision 0040).
    await expect.poll(() => s.page.locator('meta[name="description"]').getAttribute("content")).toBe(answered[0]!.description);
    expect(await isSameDocument(s.page), "no reload").toBe(true);
    s.assertNoErrors();
  });
});
