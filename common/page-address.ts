// How pages read their address, shared by the pages and their declared reads (common/page-reads.ts): both ask the same.
/** Items of the news list per page (the API's default). */
export const NEWS_PAGE_SIZE = 10;
/** The news list's tabs (CONTRACT "Reads"); "" is all of them. */
export const NEWS_TABS = ["quick", "company", "notice", "industry", "video"] as const;
/** A content id as text: a positive integer of at most 15 digits (what the API's `/:id` accepts). */
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

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

/**
 * The query parameters a page reads, on the server or in the browser: the language, an item's id, the
 * news tab, the list and search page (`page`, `pageIndex`), the search words, the academy's video, the
 * download anchor and the contact form's product. A page is rendered (and its render cached) for
 * these only: `utm_*`, click ids and anything unknown change nothing in its markup (the browser reads
 * the campaign parameters from its own address), so `/pc_index?r=<random>` is one render, not one each.
 */
export const PAGE_PARAMS: ReadonlySet<string> = new Set(["lang", "id", "tab", "page", "pageIndex", "q", "video", "anchor", "product"]);

/** `pathname` with only the PAGE_PARAMS of `params`, in a stable order (by name; values of one name as sent). */
export function pageLocation(pathname: string, params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => PAGE_PARAMS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `${pathname}?${new URLSearchParams(kept)}` : pathname;
}
