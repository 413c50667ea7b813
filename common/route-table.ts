/**
 * The one route table (SPEC section 2 plus the pages we added): each page's address, component,
 * reads (docs/decisions/0033; a content page's copy is its `page` read, 0040). The router, the header, the footer/contact-block visibility,
 * the Worker's 200-or-404 decision and its page data, the prerender and the sitemap all read it.
 */
import type { ReadName } from "./page-reads.ts";

/** A header item: the navigation area a page belongs to (highlighted while it shows). */
export type NavArea = 1 | 2 | 3 | 4 | 5 | 6;

export interface RouteSpec {
  path: string;
  /** The page component's module (one lazily loaded chunk per module; src/app/page-content.ts). */
  page: `src/pages/${string}-page.tsx`;
  /**
   * What the page reads (common/page-reads.ts; the parameters come from its address), besides the site
   * settings every page reads and the products the contact block reads where it shows: the Worker
   * serves the page with these answers.
   */
  reads?: readonly ReadName[];
  /**
   * Nothing on the page is React's state on its first load (what moves is src/app/motion.ts's): its
   * whole server HTML is kept, and its value script carries none of its reads but its copy's settings
   * (decision 0072). The page's component keeps it so (`StaticHtml`); tests/app/route-loaders.test.tsx
   * holds the two to each other.
   */
  keptWhole?: true;
  /** Contact-us block below the page (SPEC: shown unless the route turns it off). */
  contact?: boolean;
  /**
   * The product a product page presents (an id of seed/content/products.json): its "Request a demo"
   * opens its line's contact form with it chosen (`?product=`).
   */
  product?: string;
  /** Whole footer, contact block included (off on the update-log pages). */
  footer?: boolean;
  /** Header item this page belongs to, for highlighting. */
  area?: NavArea;
  /**
   * The content depends on `?id=`: the sitemap lists the page once per item, never bare, and its
   * canonical address keeps the id.
   */
  detail?: true;
  /** Left out of the sitemap (search results are not pages to index). */
  unlisted?: true;
}

/** Every page whose copy is a `pages` item (decision 0040) draws its blocks with one module. */
export const CONTENT_PAGE = "src/pages/content/content-page.tsx";
const content = { page: CONTENT_PAGE, reads: ["page"] } as const;

/**
 * Every page, by key, in the header's and the sitemap's order. Adding a page is one entry here (its
 * title and description are then required by the compiler in src/app/route-titles.ts and
 * route-descriptions.ts) and its page component; a content page's copy is its seeded `pages` item.
 */
const TABLE = {
  home: { path: "/pc_index", area: 1, page: "src/pages/home/home-page.tsx", reads: ["page", "banners", "newsTop"], keptWhole: true },
  news: { path: "/pc_index/news", contact: false, area: 1, page: "src/pages/news/news-page.tsx", reads: ["newsList"] },
  newsDetail: { path: "/pc_index/newsDetail", contact: false, area: 1, detail: true, page: "src/pages/news/news-detail-page.tsx", reads: ["newsItem"] },
  digital: { path: "/digital", area: 2, ...content },
  airoad: { path: "/digital/airoad", contact: false, product: "airoad", area: 2, ...content },
  eicad: { path: "/digital/eicad", contact: false, product: "eicad", area: 2, ...content },
  report3d: { path: "/digital/report3d", contact: false, product: "report3d", area: 2, ...content },
  vrroad: { path: "/digital/vrroad", contact: false, product: "vrroad", area: 2, ...content },
  intelligent: { path: "/intelligent", area: 3, ...content },
  management: { path: "/intelligent/management", area: 3, ...content },
  smartSite: { path: "/intelligent/smartSite", area: 3, ...content },
  prefabrication: { path: "/intelligent/prefabrication", area: 3, ...content },
  dtwin: { path: "/dtwin", area: 4, ...content },
  // The player's own read (?video=) counts a view: it stays in the browser.
  academy: { path: "/academy", contact: false, area: 5, page: "src/pages/academy/academy-page.tsx", reads: ["page", "videos"] },
  download: { path: "/download", area: 6, page: "src/pages/download/download-page.tsx", reads: ["page", "software"] },
  phoneHome: { path: "/phone_index", page: "src/pages/phone-home/phone-home-page.tsx" },
  solutions: { path: "/solutions", ...content },
  cases: { path: "/cases", ...content },
  about: { path: "/about", ...content },
  help: { path: "/help", area: 5, page: "src/pages/help/help-page.tsx", reads: ["page", "manuals"] },
  updateLog: { path: "/updateLog", footer: false, contact: false, area: 6, page: "src/pages/update-log/update-log-page.tsx", reads: ["updateLogs"] },
  updateLogDetail: {
    path: "/updateLogDetail",
    footer: false,
    contact: false,
    area: 6,
    detail: true,
    page: "src/pages/update-log/update-log-detail-page.tsx",
    reads: ["updateLog"],
  },
  privacy: { path: "/privacy", contact: false, page: "src/pages/privacy/privacy-page.tsx", reads: ["privacy"] },
  search: { path: "/search", contact: false, unlisted: true, page: "src/pages/search/search-page.tsx", reads: ["search"] },
} as const satisfies Record<string, RouteSpec>;

/**
 * A campaign landing page (CONTRACT "Landing pages"): `/lp/<slug>`, a `pages` item staff create and
 * delete. Not in TABLE (no prerendered page, no sitemap entry of its own, no header item): the Worker
 * renders it from its published copy (the content page's blocks) and the app's router matches its pattern.
 */
export type LandingKey = "landing";
export type PageKey = keyof typeof TABLE | LandingKey;

/** The address prefix of landing pages and the rule of their slug (1-60 of a-z, 0-9 and `-`). */
export const LANDING_PREFIX = "/lp/";
export const LANDING_SLUG = /^[a-z0-9-]{1,60}$/;

/** Is `path` a landing page's address (`/lp/<slug>`, exactly as stored: lower case, no trailing slash)? */
export function isLandingPath(path: string): boolean {
  return path.startsWith(LANDING_PREFIX) && LANDING_SLUG.test(path.slice(LANDING_PREFIX.length));
}

/** The landing pages' route: the router's pattern; `matchRoute` answers it with the page's own path. */
export const LANDING_ROUTE = {
  key: "landing",
  path: "/lp/:slug",
  page: "src/pages/content/content-page.tsx",
  reads: ["page"],
  contact: false,
  unlisted: true,
} as const satisfies RouteSpec & { key: LandingKey };

/** Landing pages that may exist at a time (a POST past it answers 409): the funnel counts each by its path. */
export const LANDING_PAGES_MAX = 100;

/** Where the build keeps the landing pages' shell (the files every landing page loads; no page of its own). */
export const LANDING_SHELL_PATH = "/lp";

/** Pages whose copy is a `pages` item (their route reads `page`): its title and description are the head's. */
export type CopyPageKey = {
  [K in keyof typeof TABLE]: (typeof TABLE)[K] extends { reads: readonly (infer R)[] } ? ("page" extends R ? K : never) : never;
}[keyof typeof TABLE];

export type RouteDef = RouteSpec & { key: PageKey };

/** The route table's pages (landing pages apart: LANDING_ROUTE). */
export const ROUTES: readonly RouteDef[] = Object.entries(TABLE).map(([key, spec]) => ({ key: key as PageKey, ...spec }));

/** The page shown for any address the table does not have (status 404). */
export const NOT_FOUND_PAGE = "src/pages/not-found/not-found-page.tsx";

/** Header items in display order; SaaS is appended by the header (external link). */
export const NAV_ITEMS: readonly { area: NavArea; path: string; labelKey: string }[] = [
  { area: 1, path: "/pc_index", labelKey: "nav.home" },
  { area: 2, path: "/digital", labelKey: "nav.digital" },
  { area: 3, path: "/intelligent", labelKey: "nav.intelligent" },
  { area: 4, path: "/dtwin", labelKey: "nav.dtwin" },
  { area: 5, path: "/academy", labelKey: "nav.academy" },
  { area: 6, path: "/download", labelKey: "nav.download" },
];

export const HOME_PATH = "/pc_index";

const byKey = new Map<PageKey, RouteDef>([...ROUTES.map((r) => [r.key, r] as const), ["landing", LANDING_ROUTE]]);

const byPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route of a page. */
export function routeOf(key: PageKey): RouteDef {
  return byKey.get(key)!;
}

/**
 * The path of a page's copy (its `page` read) at `pathname`: a landing page's own address, else its
 * route's path.
 */
export function copyPathOf(key: PageKey, pathname: string): string {
  return key === "landing" ? pathname.replace(/\/+$/, "") : pathOf(key);
}

/** Path of a page by key, for links: never string-build routes in components. */
export function pathOf(key: PageKey): string {
  return byKey.get(key)!.path;
}

/** The route for a pathname (trailing slash and case tolerant), or undefined for a 404. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (isLandingPath(clean)) return { ...LANDING_ROUTE, path: clean };
  return byPath.get(clean.toLowerCase());
}

/** Does the page's content depend on `?id=` (see RouteDef.detail)? */
export function isDetailPage(key: PageKey): boolean {
  return byKey.get(key)?.detail === true;
}

export function showsFooter(route: RouteDef | undefined): boolean {
  return route?.footer !== false;
}

/**
 * Does the page show the contact block: the route's default, unless its content page (the `page`
 * read, common/page-text.ts LocalPage `contact`) was switched on or off in the page editor.
 */
export function showsContact(route: RouteDef | undefined, page?: { contact?: boolean } | null): boolean {
  return showsFooter(route) && (page?.contact ?? route?.contact !== false);
}
