/**
 * The named reads a page is served with (docs/decisions/0033): each is one public GET of the API,
 * its parameters read from the page's address. A route of the route table declares which it needs at
 * an address; the page's loader asks them by key (common/page-loader.ts) into one value, and the app
 * reads each answer by its name (src/lib/page-data.tsx `usePageRead`).
 * A new kind of page data is one entry in READS; a content page's own blocks are the `page` read
 * (decision 0040), asked by the page's route path.
 */
import { idOf, NEWS_PAGE_SIZE, newsListQuery, searchQuery } from "./page-address.ts";

type Query = Record<string, string | number | undefined>;
export type Read = [path: string, query?: Query] | undefined;

const item = (path: string, q: URLSearchParams): Read => {
  const id = idOf(q);
  return id ? [`${path}/${id}`] : undefined;
};

/**
 * Each read: the API path and query it asks at an address (its query, and the route path it is
 * served at; language apart), or undefined for none (no id).
 */
export const READS = {
  page: (_q, path) => (path ? ["/pages", { path }] : undefined),
  site: () => ["/site"],
  products: () => ["/products"],
  privacy: () => ["/site/privacy"],
  banners: () => ["/banners"],
  newsTop: () => ["/news/top"],
  newsList: (q) => {
    const { tab, page } = newsListQuery(q);
    return ["/news", { tab: tab || undefined, pageIndex: page, pageSize: NEWS_PAGE_SIZE }];
  },
  newsItem: (q) => item("/news", q),
  software: () => ["/software"],
  manuals: () => ["/software", { kind: "manual" }],
  videos: () => ["/videos"],
  updateLogs: () => ["/update-logs"],
  updateLog: (q) => item("/update-logs", q),
  search: (q) => {
    const { q: words, page } = searchQuery(q);
    return words ? ["/search", { q: words, pageIndex: page }] : undefined;
  },
} satisfies Record<string, (query: URLSearchParams, path?: string) => Read>;

export type ReadName = keyof typeof READS;

/** The API address of `path` with `query` in `lang`: language first, then the query in order, empty values left out. */
export function apiAddress(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}
