// The route table's reads (common/route-table.ts) are what each page asks for on its first render:
// the Worker serves a page with exactly these answers and renders it once (docs/decisions/0033), so a
// read the table left out would reach the browser as a loading state (and a second fetch), and one
// it names in excess would be read from D1 and carried in the page for nothing.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../common/languages";
import { NOT_FOUND_PATH } from "../../common/prerendered-path";
import { browserReads, readKey } from "../../common/page-loader";
import { ROUTES, type PageKey } from "../../common/route-table";
import { AppProviders } from "../../src/app/app-providers";
import { preloadLayoutParts } from "../../src/app/layout-parts";
import { PAGE_LOADERS } from "../../src/app/page-content";
import { AppRoutes } from "../../src/app/routes";
import { preloadChunk } from "../../src/components/chunk-loader/chunk-loader";
import type { ReadName } from "../../common/page-reads";
import { seededPageValue } from "./support/seeded-page";

/**
 * The reads a page's first render asks its value for, at `location` (those that ask something there).
 * A page's own copy (its `page` read, decision 0040) is answered, from the seeded copy, as the Worker
 * answers it with the rest: what the page draws from it (the home page's sections) asks for its reads too.
 */
async function asked(key: PageKey | "notFound", location: string, lang: Lang): Promise<string[]> {
  await Promise.all([preloadChunk(PAGE_LOADERS[key], `page:${key}`), preloadLayoutParts()]);
  const { pathname, searchParams: query } = new URL(location, "https://x.test");
  const names = new Set<string>();
  const value = new Proxy(key === "notFound" ? {} : seededPageValue(pathname, lang), {
    get: (v, name) => {
      if (typeof name === "string" && readKey({ key, pathname, query, lang }, name as ReadName) !== undefined) names.add(name);
      return v[name as keyof typeof v];
    },
  });
  renderToString(
    <AppProviders lang={lang} value={value}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return [...names].sort();
}

/** The reads the loader declares for `key` at `location` (common/page-loader.ts), those that ask something there. */
const pageReadKeys = (key: PageKey | "notFound", location: string, lang: Lang) => {
  const { pathname, searchParams: query } = new URL(location, "https://x.test");
  return browserReads(key).filter((name) => readKey({ key, pathname, query, lang }, name) !== undefined);
};

/** Addresses with a query the page reads. */
const QUERIES: Partial<Record<PageKey, string[]>> = {
  news: ["", "?tab=company&page=3", "?tab=nonsense&page=-2"],
  newsDetail: ["?id=5", "", "?id=abc"],
  updateLogDetail: ["?id=2", ""],
  search: ["?q=%20road%20&page=2", "?q="],
  // The player's own read counts a view: not the page's value, never served.
  academy: ["", "?video=1"],
};

describe("the route table's reads", () => {
  for (const lang of LANGS) {
    it(`are what every page asks for on its first render (${lang})`, async () => {
      for (const route of ROUTES) {
        for (const query of QUERIES[route.key] ?? [""]) {
          const location = `${route.path}${query}`;
          const declared = pageReadKeys(route.key, location, lang).sort();
          const wanted = await asked(route.key, location, lang);
          expect(declared, location).toEqual(wanted);
        }
      }
      expect(pageReadKeys("notFound", NOT_FOUND_PATH, lang)).toEqual(await asked("notFound", NOT_FOUND_PATH, lang));
    }, 60_000);
  }
});
