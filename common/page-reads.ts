/**
 * The named reads a page is served with (docs/decisions/0033): each is one public GET of the API,
 * named by its parameters. A route of the route table declares which it needs at an address; the
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

/** Each read: its parameters → the API path and query it asks (language apart). */
const READS = {
  site: () => ["/site"],
  products: () => ["/products"],
  privacy: () => ["/site/privacy"],
  banners: () => ["/banners"],
  newsTop: () => ["/news/top"],
  newsList: (p: { tab: string; page: number }) => ["/news", { tab: p.tab || undefined, pageIndex: p.page, pageSize: NEWS_PAGE_SIZE }],
  newsItem: (p: { id: string }) => [`/news/${p.id}`],
  software: (p: { kind?: "software" | "manual" }) => ["/software", { kind: p.kind }],
  videos: () => ["/videos"],
  updateLogs: () => ["/update-logs"],
  updateLog: (p: { id: string }) => [`/update-logs/${p.id}`],
  search: (p: { q: string; page: number }) => ["/search", { q: p.q, pageIndex: p.page }],
} satisfies Record<string, (p: never) => [string, Query?]>;

export type ReadName = keyof typeof READS;
type Params<N extends ReadName> = Parameters<(typeof READS)[N]> extends [infer P] ? P : undefined;

/** One named read with its parameters. */
export type PageRead = { [N in ReadName]: Params<N> extends undefined ? { read: N } : { read: N; params: Params<N> } }[ReadName];

/** The API address of `path` with `query` in `lang`: language first, then the query in order, empty values left out. */
export function apiAddress(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

/** The key of a read in `lang`: the address the app asks for (src/lib/api.ts). */
export function readKey(r: PageRead, lang: Lang): string {
  const [path, query] = (READS[r.read] as (p: unknown) => [string, Query?])("params" in r ? r.params : undefined);
  return apiAddress(path, { language: lang, ...query });
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
