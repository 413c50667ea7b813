/**
 * The one render of a page (docs/decisions/0033): route, language, data and the address it is served
 * at in, the whole HTML document out. The app's server entry (src/entry-server.tsx) implements it;
 * the build's prerender calls it with the seeded copy, the Worker with the value of the page's loader
 * (common/page-loader.ts), importing it lazily as `#app-render` (package.json "imports").
 */
import type { Lang } from "./languages";
import type { PageShell } from "./page-document";
import type { PageValue } from "./page-loader";
import type { PageKey } from "./route-table";
import type { Thing } from "./structured-data/thing";

/** What a page's value says in its head: a news item's headline and share picture (site-relative), D1's structured data, Baidu's verification code. */
export interface PageExtras {
  headline?: { title: string; subtitle: string };
  shareImage?: { path: string; width?: number; height?: number };
  structuredData?: Thing[];
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
  /** The page's loaded value (common/page-loader.ts; none: its loading state). */
  value?: PageValue;
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
