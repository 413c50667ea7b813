/**
 * The source module of each page, from the route table (common/route-table.ts): one lazily loaded
 * chunk per module (a page's copy is its `page` read, decision 0040). Plain data: the SPA loads the
 * pages by it (src/app/page-content.ts), the prerender and the bench find each page's chunks in
 * Vite's build manifest by it.
 */
import { LANDING_ROUTE, NOT_FOUND_PAGE, ROUTES, showsContact, showsFooter, type PageKey, type RouteDef } from "./route-table.ts";

export { CONTENT_PAGE } from "./route-table.ts";

export const PAGE_MODULES = Object.fromEntries([...[...ROUTES, LANDING_ROUTE].map((r) => [r.key, r.page]), ["notFound", NOT_FOUND_PAGE]]) as Record<
  PageKey | "notFound",
  `src/pages/${string}-page.tsx`
>;

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
  const route: RouteDef | undefined = key === "landing" ? LANDING_ROUTE : ROUTES.find((r) => r.key === key);
  return [...(route && showsContact(route) ? [PART_MODULES.contact] : []), ...(showsFooter(route) ? [PART_MODULES.footer] : [])];
}
