/**
 * The source modules of each page, from the route table (common/route-table.ts): its page module
 * (one lazily loaded chunk per module) and its copy in each language. Plain data: the SPA loads the
 * pages by it (src/app/page-content.ts), the prerender and the bench find each page's chunks in
 * Vite's build manifest by it.
 */
import type { Lang } from "./languages.ts";
import { NOT_FOUND_PAGE, ROUTES, showsContact, showsFooter, type ContentPageKey, type PageKey } from "./route-table.ts";

export const PAGE_MODULES = Object.fromEntries([...ROUTES.map((r) => [r.key, r.page]), ["notFound", NOT_FOUND_PAGE]]) as Record<PageKey | "notFound", `src/pages/${string}-page.tsx`>;

/**
 * The frame's parts that have their own chunk (src/app/layout-parts.ts, docs/decisions/0026). The
 * browser loads those a page shows together with the page's chunk, before hydrating, so they are
 * part of its first load: the prerender preloads them and the bench and the budgets count them.
 */
export const PART_MODULES = {
  contact: "src/components/contact/contact-block.tsx",
  footer: "src/components/footer/footer.tsx",
} as const;

/** The part modules a page shows, by the same rules as the layout. */
export function partModulesOf(key: PageKey | "notFound"): string[] {
  const route = ROUTES.find((r) => r.key === key);
  return [...(route && showsContact(route) ? [PART_MODULES.contact] : []), ...(showsFooter(route) ? [PART_MODULES.footer] : [])];
}

export type { ContentPageKey };

/**
 * The content module name of each page that has copy: `src/content/<lang>/<name>.ts`, whose default
 * export is the page's copy, loaded next to the page module in the current language only
 * (src/app/page-content.ts); the prerender modulepreloads it and the bench counts it.
 */
export const PAGE_CONTENT = Object.fromEntries(ROUTES.flatMap((r) => (r.content ? [[r.key, r.content]] : []))) as Record<ContentPageKey, string>;

export function hasContent(key: string): key is ContentPageKey {
  return Object.hasOwn(PAGE_CONTENT, key);
}

/** The source path of a page's content module in one language (a key of Vite's manifest). */
export function contentModule(key: ContentPageKey, lang: Lang): `src/content/${Lang}/${string}.ts` {
  return `src/content/${lang}/${PAGE_CONTENT[key]}.ts`;
}
