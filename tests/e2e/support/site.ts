// Site-level helpers: which URL to open for each route, loading a page until its h1 is there,
// the frame (footer, contact block) the route table promises, and reading data the pages show.
import { expect } from "vitest";
import type { Page, Request, Response } from "playwright-core";
import { ROUTES, showsContact, showsFooter, type PageKey, type RouteDef } from "../../../common/route-table.ts";
import { LANGS, type Lang } from "../../../common/languages.ts";
import { isVisit } from "./frame.ts";
import { baseUrl, urlOf, type Session } from "./session.ts";

export { LANGS };
export { ROUTES };

/** GET a public API read as the SPA would, returning `data`. */
export async function apiData<T>(path: string, lang: Lang = "zh"): Promise<T> {
  const url = new URL(`/api${path}`, baseUrl());
  url.searchParams.set("language", lang);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** Real ids for the detail routes (they need `?id=`), read from the seeded API. */
export async function detailIds(): Promise<{ news: number; updateLog: number }> {
  const [news, logs] = await Promise.all([apiData<{ id: number }[]>("/news/top"), apiData<{ id: number }[]>("/update-logs")]);
  if (!news.length || !logs.length) throw new Error("the seeded site has no news or no update logs");
  return { news: news[0].id, updateLog: logs[0].id };
}

/** The path (with query) to open for a route: detail pages get a real id. */
export function pathFor(route: RouteDef, ids: { news: number; updateLog: number }): string {
  const extra: Partial<Record<PageKey, string>> = { newsDetail: `?id=${ids.news}`, updateLogDetail: `?id=${ids.updateLog}` };
  return route.path + (extra[route.key] ?? "");
}

/** The page's h1 inside <main>. */
export const mainHeading = (page: Page) => page.locator("main h1").first();

/** True for the app's request of the live site settings, sent from an effect once the tree has hydrated. */
const isSiteRead = (r: Request): boolean => r.method() === "GET" && new URL(r.url()).pathname === "/api/site";

/**
 * Waits until the app is live after a full load. Pages arrive prerendered, so an h1 is on screen
 * before React has hydrated and before clicks do anything. The boot script records the page view
 * after the first paint; the app starts by itself only on pages that need it, elsewhere at the
 * visitor's first action (decision 0029), so the helper acts as a visitor would (a key press that
 * changes nothing) and waits for the app's site-settings read, which its provider sends from an
 * effect, i.e. only once the tree has hydrated (or rendered) and handlers are attached.
 */
async function untilLive(s: Session, load: () => Promise<Response | null>): Promise<Response | null> {
  const beacon = s.page.waitForRequest(isVisit, { timeout: 20_000 });
  const live = s.page.waitForRequest(isSiteRead, { timeout: 20_000 });
  const res = await load();
  await beacon;
  await s.page.keyboard.press("Shift");
  await live;
  await mainHeading(s.page).waitFor({ state: "visible", timeout: 15_000 });
  return res;
}

/** Opens a path with a full load and waits until the app is live and the page shows its h1. */
export function visit(s: Session, path: string): Promise<Response | null> {
  return untilLive(s, () => s.page.goto(urlOf(path), { waitUntil: "domcontentloaded" }));
}

/** Reloads the page and waits until the app is live again. */
export function reload(s: Session): Promise<Response | null> {
  return untilLive(s, () => s.page.reload({ waitUntil: "domcontentloaded" }));
}

/** Asserts footer and contact block visibility as the route table says (`route` undefined = not found). */
export async function expectFrame(page: Page, route: RouteDef | undefined): Promise<void> {
  const label = route?.path ?? "not-found page";
  await expect.poll(() => page.locator("footer.site-footer").count(), { message: `footer on ${label}` }).toBe(showsFooter(route) ? 1 : 0);
  await expect.poll(() => page.locator("section#contact form").count(), { message: `contact block on ${label}` }).toBe(route && showsContact(route) ? 1 : 0);
}

/** Text contains Chinese characters. */
export const hasCjk = (text: string): boolean => /[\u3400-\u9fff]/.test(text);

/** Whether React has claimed the page's markup (hydration has begun): false until the app starts (decision 0029). */
export const appStarted = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    [document.querySelector("main"), document.querySelector("header button")].some((el) => Object.keys(el ?? {}).some((k) => k.startsWith("__reactFiber"))),
  );

/** Scroll position of the window. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Scrolls to the bottom and returns the position reached. */
export async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    return window.scrollY;
  });
}

/** Marks the current document; `isSameDocument` is false after any full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDoc: boolean }).__e2eDoc = true;
  });
}
export const isSameDocument = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { __e2eDoc?: boolean }).__e2eDoc === true);

/**
 * Waits until the routed page has replaced the one shown before (a new h1 element in main). The old
 * h1 is remembered by reference, not marked in the DOM: a mark on markup React has not hydrated yet
 * (each layout region hydrates on its own) would be reported as a hydration mismatch.
 */
export async function afterPageChange(page: Page, act: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eOldH1: Element | null }).__e2eOldH1 = document.querySelector("main h1");
  });
  await act();
  try {
    await page.waitForFunction(
      () => {
        const h1 = document.querySelector("main h1");
        return h1 !== null && h1 !== (window as unknown as { __e2eOldH1: Element | null }).__e2eOldH1;
      },
      undefined,
      { timeout: 15_000 },
    );
    await mainHeading(page).waitFor({ state: "visible", timeout: 15_000 });
  } catch {
    throw new Error(`no new page (h1) rendered at ${page.url()}; main shows: ${(await page.locator("main").innerText()).slice(0, 300)}`);
  }
}

/** A client-side navigation through the router's history listener (what a link or back button does). */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

/**
 * Holds back every picture the page asks for until the returned function is called: the page's load
 * event, the hero's paint and the work boot starts after it come only then, so a test can act first.
 */
export async function holdPictures(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.(svg|png|webp|jpe?g)(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => {
      /* the page that asked has gone */
    });
  });
  return release;
}
