/**
 * A content page as visitors get it (GET /api/pages): its blocks in one language, the company figures
 * and the brand filled in, and the cases its proof blocks name. The Worker's read and the build's
 * prerender (the fallback when D1 cannot be read) both make it with `localPage`, so they agree.
 */
import { renderMarkdown } from "./markdown.ts";
import { fillText, pageVars, type PageVars } from "./page-vars.ts";
import { type Block, type CaseAnchor, type InLanguage, inLanguage, type LocalBlock, type LocalBlockOf, type PageItem } from "./page-blocks.ts";

type Lang = "zh" | "en";

export { fillText, pageVars, type PageVars };

function fillAll<T>(value: T, vars: PageVars): T {
  if (typeof value === "string") return fillText(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, vars)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, vars)])) as T;
  return value;
}

export type LocalCase = LocalBlockOf<"cases">["items"][number];

/** GET /api/pages?path=&language= */
export interface LocalPage {
  path: string;
  title: string;
  description: string;
  blocks: LocalBlock[];
  /** The cases the page's proof blocks name, by anchor (taken from the cases page). */
  cases: Partial<Record<CaseAnchor, LocalCase>>;
  /**
   * The contact block under the page where the page editor switched it on (true) or off (false);
   * absent: the route's default (common/route-table.ts showsContact).
   */
  contact?: boolean;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`) and the sitemap; absent: indexed. */
  noindex?: true;
  /** The page's own share picture (site path); absent: the site's. */
  sharePicture?: string;
  /** The product its contact form has chosen (a landing page's); absent: none, or the route's own. */
  product?: string;
}

/** The anchors of the cases a page's proof blocks show. */
export function casesNamed(blocks: readonly Block[]): CaseAnchor[] {
  return blocks.flatMap((b) => (b.type === "proof" ? [b.case] : []));
}

/** A page in `lang` with `vars` filled in; `casesPage` supplies the cases its proof blocks name. */
export function localPage(
  page: Pick<PageItem, "path" | "title" | "description" | "blocks">,
  lang: Lang,
  vars: PageVars,
  casesPage?: readonly Block[],
): LocalPage {
  const named = new Set(casesNamed(page.blocks));
  const cases: LocalPage["cases"] = {};
  if (named.size > 0) {
    for (const b of casesPage ?? []) {
      if (b.type !== "cases") continue;
      for (const c of b.items) if (named.has(c.anchor)) cases[c.anchor] = fillAll(inLanguage(c, lang), vars);
    }
  }
  return {
    path: page.path,
    title: fillText(page.title[lang], vars),
    description: fillText(page.description[lang], vars),
    blocks: (fillAll(inLanguage(page.blocks, lang) as InLanguage<Block[]>, vars) as LocalBlock[]).map((b) =>
      // Free text goes out as sanitised HTML, made here so the page needs no Markdown code.
      b.type === "text" ? { ...b, body: renderMarkdown(b.body) } : b,
    ),
    cases,
  };
}

/**
 * The seeded copy of the page at `path` (seed/content/pages.json) as the read answers it, for the
 * build's prerender (the page as served when D1 cannot be read) and tests; null for no such page.
 */
export function seededPage(pages: readonly PageItem[], path: string, lang: Lang, vars: PageVars): LocalPage | null {
  const page = pages.find((p) => p.path === path);
  if (!page) return null;
  return localPage(page, lang, vars, pages.find((p) => p.path === "/cases")?.blocks);
}
