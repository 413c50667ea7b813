// The site search's text of a prerendered page (common/search-docs.ts PageText): the page's title
// without the brand, and the plain text of its <main> (header, footer and contact block are on every
// page and are left out). Only pages whose copy is not a `pages` item: those are indexed from their
// published blocks by every publish (and the seed), so an admin edit is found by its new words.
// Lists filled from the API (news, videos, downloads) are indexed as items instead.
import { indexedFromBuild, type PageText } from "../../common/search-docs.ts";
import { plainText } from "../../common/search-text.ts";

export function pageText(key: string, path: string, lang: string, appHtml: string, pageTitle: string): PageText | null {
  if (!indexedFromBuild(key)) return null;
  // Status words ("Loading…" where a list fills later) are not the page's text.
  const main = (/<main\b[^>]*>([\s\S]*)<\/main>/.exec(appHtml)?.[1] ?? "").replace(/<p\b[^>]*role="status"[^>]*>[\s\S]*?<\/p>/g, " ");
  const title = pageTitle.split(/\s[|·–-]\s/)[0]!;
  return { path, lang, kind: key === "help" ? "help" : "page", title, body: plainText(main) };
}
