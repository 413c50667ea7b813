/**
 * The one render of a page (docs/decisions/0033): route, language, data and the address it is served
 * at in, the whole HTML document out. The app's server entry (src/entry-server.tsx) implements it;
 * the build's prerender calls it without data, the Worker with the answers of the page's declared
 * reads, importing it lazily as `#app-render` (package.json "imports").
 */
import type { MediaRef } from "./image-variants";
import type { Lang } from "./languages";
import type { PageShell } from "./page-document";
import type { PageKey } from "./route-table";
import type { Thing } from "./structured-data/thing";

/** What a page's data says in its head: a news item's headline and share picture (site-relative), D1's structured data, the home banner's first picture, Baidu's verification code. */
export interface PageExtras {
  headline?: { title: string; subtitle: string };
  shareImage?: { path: string; width?: number; height?: number };
  structuredData?: Thing[];
  bannerPicture?: MediaRef;
  baiduVerification?: string;
}

export interface PageInput {
  key: PageKey | "notFound";
  /** Path and query the app renders at (the not-found page: its own path). */
  location: string;
  lang: Lang;
  /** The site's own origin and the language the address names (`?lang=en` or not): canonical and language links. */
  origin: string;
  urlLang: Lang;
  /** A detail page's item id, kept in its addresses. */
  id?: string;
  /** The answers of the page's reads by key (none: its loading state), and the keys the browser needs of them. */
  answers?: Record<string, unknown>;
  carried?: readonly string[];
  extras?: PageExtras;
  shell: PageShell;
}

export interface RenderedPage {
  /** The whole document, and for the site search the markup inside #root and the title. */
  html: string;
  appHtml: string;
  title: string;
}

export interface AppRenderer {
  renderPage(input: PageInput): Promise<RenderedPage>;
}
