/**
 * The named reads a page is served with (docs/decisions/0033): each is one public GET of the API,
 * its parameters read from the page's address. A route of the route table declares which it needs at an address; the
 * Worker answers them into the page (worker/pages/page-data.ts) and the app finds each answer
 * under the read's key, the address it would ask for itself (src/lib/api.ts `ApiRead.key`).
 * A new kind of page data (a content page's own blocks, say) is one entry in READS.
 */
import type { Lang } from "./languages.ts";

/** Items of the news list per page (the API's default). */
export const NEWS_PAGE_SIZE = 10;
/** The news list's tabs (CONTRACT "Reads"); "" is all of them. */
export const NEWS_TABS = ["quick", "company", "notice", "industry", "video"] as const;
/** A content id as text: a positive integer of at most 15 digits (what the API's `/:id` accepts). */
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

type Query = Record<string, string | number | undefined>;
type Read = [path: string, query?: Query] | undefined;

const item = (path: string, q: URLSearchParams): Read => {
  const id = idOf(q);
  return id ? [`${path}/${id}`] : undefined;
};

/**
 * Each read: the API path and query it asks at an address (language apart), its parameters read from
 * the address's query as the page reads them; undefined when there is nothing to read (no id). Only
 * the Worker and the tests use these: the browser's bundle leaves them out.
 */
const READS = {
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
} satisfies Record<string, (query: URLSearchParams) => Read>;

export type ReadName = keyof typeof READS;

/** The API address of `path` with `query` in `lang`: language first, then the query in order, empty values left out. */
export function apiAddress(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

/** The keys of `reads` at an address with `query`, in `lang`: the addresses the app asks for (src/lib/api.ts). */
export function readKeys(reads: readonly ReadName[], query: URLSearchParams, lang: Lang): string[] {
  return reads.flatMap((name) => {
    const read = (READS[name] as (q: URLSearchParams) => Read)(query);
    return read ? [apiAddress(read[0], { language: lang, ...read[1] })] : [];
  });
}

// How pages read their address, shared by the route table and the pages, so hand-edited URLs cannot break them.
const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

/** `?tab=&page=` of the news list: a known tab (or all) and a page ≥ 1. */
export function newsListQuery(params: URLSearchParams): { tab: (typeof NEWS_TABS)[number] | ""; page: number } {
  const tab = NEWS_TABS.find((t) => t === params.get("tab")) ?? "";
  return { tab, page: pageOf(params) };
}

/** `?q=&page=` of the search page: the trimmed words (at most 100 characters) and a page ≥ 1. */
export const searchQuery = (params: URLSearchParams) => ({ q: (params.get("q") ?? "").trim().slice(0, 100), page: pageOf(params) });

/** A detail page's `?id=` when it is one the API can have. */
export const idOf = (params: URLSearchParams): string | undefined => params.get("id")?.match(ID_PATTERN)?.[0];
