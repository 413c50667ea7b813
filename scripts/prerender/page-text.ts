// The site search's text of a prerendered page (common/search-docs.ts PageText): the page's title
// without the brand, and the plain text of its <main> (header, footer and contact block are on every
// page and are left out). Lists filled from the API (news, videos, downloads) are indexed as items
// instead, so those pages are not indexed as pages.
import type { PageKey } from "../../common/route-table.ts";
import type { PageText } from "../../common/search-docs.ts";
import { plainText } from "../../common/search-text.ts";

/** Pages that are lists or items of indexed content, or the search itself. */
const NOT_INDEXED = new Set<string>(["home", "phoneHome", "news", "newsDetail", "updateLog", "updateLogDetail", "search", "notFound"] satisfies (PageKey | "notFound")[]);

export function pageText(key: string, path: string, lang: string, appHtml: string, pageTitle: string): PageText | null {
  if (NOT_INDEXED.has(key)) return null;
  // Status words ("Loading…" where a list fills later) are not the page's text.
  const main = (/<main\b[^>]*>([\s\S]*)<\/main>/.exec(appHtml)?.[1] ?? "").replace(/<p\b[^>]*role="status"[^>]*>[\s\S]*?<\/p>/g, " ");
  const title = pageTitle.split(/\s[|·–-]\s/)[0]!;
  return { path, lang, kind: key === "help" ? "help" : "page", title, body: plainText(main) };
}
