/**
 * The one render of a page (docs/decisions/0033): from its route, language, data and the address it
 * is served at to the whole HTML document. The app's server entry (src/entry-server.tsx) implements
 * it; the build's prerender calls it without data (each page's loading state) and the Worker with
 * the answers of the page's declared reads, importing it lazily as `#app-render` (package.json
 * "imports"). Declared here, where both sides' type checks see it.
 */
import type { Lang } from "./languages";
import type { PageShell } from "./page-document";
import type { PageKey } from "./route-table";
import type { Thing } from "./structured-data/thing";

/** What the data says about the page beyond its markup: the head a visitor's address gets. */
export interface PageExtras {
  /** A news item's own title and summary, for search results and link previews. */
  headline?: { title: string; subtitle: string };
  /** The page's own share picture (a news item's), site-relative, with its size when known. */
  shareImage?: { path: string; width?: number; height?: number };
  /** Structured data from D1 (worker/pages/structured-data.ts). */
  structuredData?: Thing[];
  /** Home page: the banner's first picture, shown in the banner's loading placeholder. */
  bannerPicture?: string;
  /** Baidu's site verification code from the settings. */
  baiduVerification?: string;
}

export interface PageInput {
  key: PageKey | "notFound";
  /** Path and query the app renders at (the not-found page: its own path). */
  location: string;
  lang: Lang;
  /** The site's own origin, for absolute addresses (canonical, language links, share card). */
  origin: string;
  /** The language the address names (English only with `?lang=en`): the canonical URL is that address. */
  urlLang: Lang;
  /** A detail page's item id, kept in its addresses. */
  id?: string;
  /** The answers of the page's reads by key; none renders its loading state, as the build does. */
  answers?: Record<string, unknown>;
  /** Of `answers`, the keys the browser needs for its first render (the structured data's own reads stay here). */
  carried?: readonly string[];
  extras?: PageExtras;
  shell: PageShell;
}

export interface RenderedPage {
  /** The whole document. */
  html: string;
  /** The markup inside #root, and the page's title (the site search indexes them). */
  appHtml: string;
  title: string;
}

export interface AppRenderer {
  renderPage(input: PageInput): Promise<RenderedPage>;
}
