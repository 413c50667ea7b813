/**
 * The one route table (SPEC section 2 plus the pages we added). Pure data: the router, the
 * header, the footer/contact-block visibility, the Worker's 200-or-404 decision and the sitemap
 * all read it.
 */
export type PageKey =
  | "home" | "news" | "newsDetail"
  | "digital" | "airoad" | "eicad" | "report3d" | "vrroad"
  | "intelligent" | "management" | "smartSite" | "prefabrication"
  | "dtwin" | "academy" | "download" | "phoneHome"
  | "solutions" | "cases" | "about" | "help"
  | "updateLog" | "updateLogDetail" | "privacy" | "search";

export interface RouteDef {
  key: PageKey;
  path: string;
  /** Contact-us block below the page (SPEC: shown unless the route turns it off). */
  contact?: boolean;
  /** Whole footer, contact block included (off on the update-log pages). */
  footer?: boolean;
  /** Header module this page belongs to, for highlighting. */
  module?: ModuleId;
  /**
   * The content depends on `?id=`: the sitemap lists the page once per item, never bare, and its
   * canonical address keeps the id.
   */
  detail?: true;
  /** Left out of the sitemap (search results are not pages to index). */
  unlisted?: true;
}

export type ModuleId = 1 | 2 | 3 | 4 | 5 | 6;

export const ROUTES: readonly RouteDef[] = [
  { key: "home", path: "/pc_index", module: 1 },
  { key: "news", path: "/pc_index/news", contact: false, module: 1 },
  { key: "newsDetail", path: "/pc_index/newsDetail", contact: false, module: 1, detail: true },
  { key: "digital", path: "/digital", module: 2 },
  { key: "airoad", path: "/digital/airoad", contact: false, module: 2 },
  { key: "eicad", path: "/digital/eicad", contact: false, module: 2 },
  { key: "report3d", path: "/digital/report3d", contact: false, module: 2 },
  { key: "vrroad", path: "/digital/vrroad", contact: false, module: 2 },
  { key: "intelligent", path: "/intelligent", module: 3 },
  { key: "management", path: "/intelligent/management", module: 3 },
  { key: "smartSite", path: "/intelligent/smartSite", module: 3 },
  { key: "prefabrication", path: "/intelligent/prefabrication", module: 3 },
  { key: "dtwin", path: "/dtwin", module: 4 },
  { key: "academy", path: "/academy", contact: false, module: 5 },
  { key: "download", path: "/download", module: 6 },
  { key: "phoneHome", path: "/phone_index" },
  { key: "solutions", path: "/solutions" },
  { key: "cases", path: "/cases" },
  { key: "about", path: "/about" },
  { key: "help", path: "/help", module: 5 },
  { key: "updateLog", path: "/updateLog", footer: false, contact: false, module: 6 },
  { key: "updateLogDetail", path: "/updateLogDetail", footer: false, contact: false, module: 6, detail: true },
  { key: "privacy", path: "/privacy", contact: false },
  { key: "search", path: "/search", contact: false, unlisted: true },
];

/** Header items in display order; SaaS is appended by the header (external link). */
export const NAV_ITEMS: readonly { module: ModuleId; path: string; labelKey: string }[] = [
  { module: 1, path: "/pc_index", labelKey: "nav.home" },
  { module: 2, path: "/digital", labelKey: "nav.digital" },
  { module: 3, path: "/intelligent", labelKey: "nav.intelligent" },
  { module: 4, path: "/dtwin", labelKey: "nav.dtwin" },
  { module: 5, path: "/academy", labelKey: "nav.academy" },
  { module: 6, path: "/download", labelKey: "nav.download" },
];

export const HOME_PATH = "/pc_index";

const byKey = new Map(ROUTES.map((r) => [r.key, r]));
const byPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** Path of a page by key, for links: never string-build routes in components. */
export function pathOf(key: PageKey): string {
  return byKey.get(key)!.path;
}

/** The route for a pathname (trailing slash and case tolerant), or undefined for a 404. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(clean.toLowerCase());
}

/** Does the page's content depend on `?id=` (see RouteDef.detail)? */
export function isDetailPage(key: PageKey): boolean {
  return byKey.get(key)?.detail === true;
}

export function showsFooter(route: RouteDef | undefined): boolean {
  return route?.footer !== false;
}

export function showsContact(route: RouteDef | undefined): boolean {
  return showsFooter(route) && route?.contact !== false;
}
