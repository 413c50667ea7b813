/**
 * The source module of each screen (one lazily loaded chunk per module). Plain data: the SPA loads
 * the pages from it (src/app/page-loaders.ts), the prerender and the bench find each page's chunk
 * in Vite's build manifest by it.
 */
import type { Lang } from "./languages.ts";
import { ROUTES, showsContact, showsFooter, type PageKey } from "./route-table.ts";

export const PAGE_MODULES: Record<PageKey | "notFound", `src/pages/${string}-page.tsx`> = {
  home: "src/pages/home/home-page.tsx",
  news: "src/pages/news/news-page.tsx",
  newsDetail: "src/pages/news/news-detail-page.tsx",
  digital: "src/pages/digital/digital-page.tsx",
  airoad: "src/pages/digital/product-page.tsx",
  eicad: "src/pages/digital/product-page.tsx",
  report3d: "src/pages/digital/product-page.tsx",
  vrroad: "src/pages/digital/product-page.tsx",
  intelligent: "src/pages/intelligent/intelligent-page.tsx",
  management: "src/pages/intelligent/platform-page.tsx",
  smartSite: "src/pages/intelligent/platform-page.tsx",
  prefabrication: "src/pages/intelligent/platform-page.tsx",
  dtwin: "src/pages/dtwin/dtwin-page.tsx",
  academy: "src/pages/academy/academy-page.tsx",
  download: "src/pages/download/download-page.tsx",
  phoneHome: "src/pages/phone-home/phone-home-page.tsx",
  solutions: "src/pages/solutions/solutions-page.tsx",
  cases: "src/pages/cases/cases-page.tsx",
  about: "src/pages/about/about-page.tsx",
  help: "src/pages/help/help-page.tsx",
  updateLog: "src/pages/update-log/update-log-page.tsx",
  updateLogDetail: "src/pages/update-log/update-log-detail-page.tsx",
  privacy: "src/pages/privacy/privacy-page.tsx",
  search: "src/pages/search/search-page.tsx",
  notFound: "src/pages/not-found/not-found-page.tsx",
};

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

/**
 * The content module of each page that has one, one per language:
 * `src/content/<lang>/<name>.ts`, whose default export is the page's copy. Loaded next to the page
 * module in the current language only (src/app/page-content.ts), so a page's first load carries
 * its own copy in its own language; the prerender modulepreloads it and the bench counts it.
 */
export const PAGE_CONTENT = {
  home: "home",
  digital: "digital",
  airoad: "digital/airoad",
  eicad: "digital/eicad",
  report3d: "digital/report3d",
  vrroad: "digital/vrroad",
  intelligent: "intelligent",
  management: "intelligent/management",
  smartSite: "intelligent/smart-site",
  prefabrication: "intelligent/prefabrication",
  dtwin: "dtwin",
  solutions: "solutions",
  cases: "cases",
  about: "about",
} as const satisfies Partial<Record<PageKey, string>>;

export type ContentPageKey = keyof typeof PAGE_CONTENT;

export function hasContent(key: string): key is ContentPageKey {
  return Object.hasOwn(PAGE_CONTENT, key);
}

/** The source path of a page's content module in one language (a key of Vite's manifest). */
export function contentModule(key: ContentPageKey, lang: Lang): `src/content/${Lang}/${string}.ts` {
  return `src/content/${lang}/${PAGE_CONTENT[key]}.ts`;
}
