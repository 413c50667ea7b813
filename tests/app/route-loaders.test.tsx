// Every route of the table, as its loader (common/page-loader.ts) loads it: the server renders the
// page from the loader's value, the page carries the part the browser needs in its value script, and
// the browser's first render reads exactly that, by read name, hydrating the server's HTML without a
// mismatch and asking the API nothing (docs/decisions/0060). A route whose declaration leaves out an
// answer its page reads, or whose value script says something else than the server rendered from, fails here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserReads, loadPage, type PageAt, readsInHtml } from "../../common/page-loader";
import { LANDING_ROUTE, type PageKey, ROUTES } from "../../common/route-table";
import { NOT_FOUND_PATH } from "../../common/prerendered-path";
import { pageVars, seededPage } from "../../common/page-text";
import seededProducts from "../../seed/content/products.json";
import { INITIAL_SITE_SETTINGS } from "../../src/app/site-settings";
import { browserValue, preparePage } from "../../src/entry-server";
import { LANGS, type Lang } from "../../src/i18n/lang";
import type { TypedPageValue } from "../../worker/schemas/api-requests";
import { LANDING_COPY } from "./support/landing-copy";
import { SEEDED_PAGES } from "./support/seeded-page";
import { cleanUpHydrated, hydrateInto, serverPage, unmountHydrated } from "./support/server-page";

afterEach(cleanUpHydrated);

const cover = { path: "/files/img/news-aaaaaaaa.jpg", width: 1200, height: 675 };
const newsItem = {
  id: 5,
  title: "Bridge model delivered",
  subtitle: "A milestone",
  effectiveTime: "2026-10-01",
  coverUrlIdList: [cover],
  tab: "company" as const,
};
const software = {
  id: 1,
  kind: "software" as const,
  name: "EICAD 4.2",
  version: "4.2",
  size: 1024,
  fileUrl: "/files/eicad.exe",
  fileName: "eicad.exe",
  updatedAt: "2026-10-01",
  summary: "Road design",
};
const video = {
  id: 3,
  title: "First steps",
  intro: "A tour",
  durationSeconds: 90,
  views: 4,
  uploadedAt: "2026-10-01",
  coverPath: "/files/img/v.jpg",
  videoPath: "/files/v.mp4",
  cover: { path: "/files/img/v.jpg" },
};
const log = { id: 2, version: "4.2", title: "Faster profiles", releasedAt: "2026-10-01" };

/** The API's answer of each read, as the Worker's in-process reads give them (the site settings as edited since the build). */
function answers(lang: Lang, copy: unknown): Required<TypedPageValue> {
  return {
    page: copy as Required<TypedPageValue>["page"],
    site: { ...INITIAL_SITE_SETTINGS[lang], hotline: "400-000-1234" },
    products: seededProducts.map((p) => ({ id: p.id, name: p[lang].name })),
    privacy: { content: "<p>We keep what you send us.</p>", version: "2026-10-01" },
    banners: [],
    newsTop: [newsItem],
    newsList: { list: [newsItem], total: 1, pageIndex: 1, pageSize: 10 },
    newsItem: { ...newsItem, content: "<p>Delivered.</p>", prev: null, next: null },
    software: [software],
    manuals: [{ ...software, id: 9, kind: "manual" as const, name: "EICAD manual" }],
    videos: [video],
    updateLogs: [log],
    updateLog: { ...log, content: "<p>Profiles draw twice as fast.</p>" },
    search: { list: [{ kind: "page", title: "EICAD", snippet: "<mark>road</mark> design", url: "/digital/eicad" }], total: 1 },
  };
}

/** Every page the table routes, at an address that gives each of its reads something to ask. */
const PAGES: { key: PageKey | "notFound"; location: string }[] = [
  ...ROUTES.map((r) => ({ key: r.key, location: `${r.path}${{ newsDetail: "?id=5", updateLogDetail: "?id=2", search: "?q=road" }[r.key as string] ?? ""}` })),
  { key: LANDING_ROUTE.key, location: LANDING_COPY.path },
  { key: "notFound", location: NOT_FOUND_PATH },
];

/** The API read of `key`'s answer by its path (the language and the query apart). */
function reader(lang: Lang, copy: unknown) {
  const all = answers(lang, copy);
  return async (key: string): Promise<unknown> => {
    const [path, query] = key.replace(/^\/api/, "").split("?") as [string, string];
    if (path === "/software") return new URLSearchParams(query).get("kind") === "manual" ? all.manuals : all.software;
    const name = (
      {
        "/pages": "page",
        "/site": "site",
        "/products": "products",
        "/site/privacy": "privacy",
        "/banners": "banners",
        "/news/top": "newsTop",
        "/news": "newsList",
        "/news/5": "newsItem",
        "/videos": "videos",
        "/update-logs": "updateLogs",
        "/update-logs/2": "updateLog",
        "/search": "search",
      } as const
    )[path];
    if (!name) throw new Error(`no answer for ${key}`);
    return all[name];
  };
}

/** The page's words, but for the contact form's area codes (every region once the app runs, decision 0057). */
function words(container: HTMLElement): string | null {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const option of copy.querySelectorAll('select[autocomplete="tel-country-code"] option')) option.remove();
  return copy.textContent;
}

describe.each(LANGS)("every route's first load (%s)", (lang) => {
  it("renders on the server from its loader's value, and the browser's first render reads that same value from the page's value script", async () => {
    // Anything the first render would ask the API for stays pending: the page must not need it.
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (url: unknown, init?: RequestInit) => {
      if ((init?.method ?? "GET") === "GET") fetched.push(String(url));
      return new Promise(() => {});
    });
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    for (const { key, location } of PAGES) {
      const url = new URL(location, "https://x.test");
      const at: PageAt = { key, pathname: url.pathname, query: url.searchParams, lang };
      const copy = key === "landing" ? LANDING_COPY : seededPage(SEEDED_PAGES, url.pathname, lang, pageVars(INITIAL_SITE_SETTINGS[lang]));
      const value = (await loadPage(at, reader(lang, copy))) as TypedPageValue;
      await preparePage(key);
      const server = serverPage(location, lang, value);
      const script = JSON.parse(JSON.stringify(browserValue(at, value))) as TypedPageValue;

      const container = document.createElement("div");
      container.innerHTML = server;
      document.body.append(container);
      const before = words(container);
      // React reports an attribute the browser's data would render otherwise (not patched) on the console.
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      // What the browser's render reads of the value, by read name.
      const got = new Map<string, unknown>();
      fetched.length = 0;
      const hydrated = await hydrateInto(
        container,
        location,
        lang,
        script,
        (carried) =>
          new Proxy(carried, {
            get: (v, name) => {
              if (typeof name === "string") got.set(name, v[name as keyof TypedPageValue]);
              return v[name as keyof TypedPageValue];
            },
          }),
      );
      expect(hydrated.errors, location).toEqual([]);
      expect(
        logged.mock.calls.map((c) => String(c[0]).slice(0, 300)).filter((m) => !m.includes("Not implemented")),
        location,
      ).toEqual([]);
      logged.mockRestore();
      expect(words(container), location).toBe(before);
      // No read asked of the API but the settings' refresh once the app runs (src/app/site-settings.tsx).
      expect(
        fetched.filter((u) => !u.startsWith("/api/site?")),
        location,
      ).toEqual([]);
      expect([...got.keys()].sort(), location).toEqual(Object.keys(script).sort());
      // Each answer the browser reads is the loader's, apart from what the page's HTML already holds:
      // a page's copy, the settings the build has, and every read of a page kept whole (the home page,
      // decision 0072: were it not kept whole, its render would ask the API for them, failing above).
      const shown = readsInHtml(key, true);
      for (const name of browserReads(key, value)) {
        if (name === "page" || name === "site" || shown.includes(name)) continue;
        expect(got.get(name), `${location}: ${name}`).toEqual(value[name]);
      }
      unmountHydrated(hydrated.root);
      container.remove();
    }
  }, 180_000);
});
