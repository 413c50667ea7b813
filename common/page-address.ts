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
