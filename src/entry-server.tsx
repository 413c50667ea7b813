/**
 * Server entry, built by `vite build --config vite.ssr.config.ts` and used only by
 * scripts/prerender.ts: renders one page in one language to HTML with the same routes and
 * providers as the browser (src/main.tsx), so the browser can hydrate it without a mismatch.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/app-providers";
import { headTags } from "./app/head-tags";
import { preloadLayoutParts } from "./app/layout-parts";
import { pageLoader } from "./app/page-content";
import { buildPageMeta } from "./app/page-meta";
import { NOT_FOUND_PATH, PRERENDER_ORIGIN } from "../common/prerendered-path";
import { ROUTES, type PageKey } from "../common/route-table";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";

/** The languages every page is prerendered in (read by scripts/prerender.ts from the server bundle). */
export { LANGS } from "../common/languages";

/** Every page to prerender: each route of the route table, and the not-found page. */
export const PRERENDER_PAGES: readonly { key: PageKey | "notFound"; path: string }[] = [
  ...ROUTES.map((r) => ({ key: r.key, path: r.path })),
  { key: "notFound", path: NOT_FOUND_PATH },
];

export interface RenderedPage {
  /** Markup for inside `<div id="root">`. */
  appHtml: string;
  /** Title, meta, links and structured data for `<head>`. */
  head: string;
  /** Value for `<html lang>`; the browser starts in this language. */
  htmlLang: string;
}

/** Render one page in one language. Its page module and copy in that language are loaded first, so the page itself renders, not its loading state. */
export async function renderPage(key: PageKey | "notFound", path: string, lang: Lang): Promise<RenderedPage> {
  // The frame's lazy parts too: the server HTML must hold them in full (decision 0026).
  await Promise.all([preloadChunk(pageLoader(key, lang), `page:${key}`), preloadLayoutParts()]);
  const appHtml = renderToString(
    <StrictMode>
      <AppProviders lang={lang}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const meta = buildPageMeta({ key, path, lang, origin: PRERENDER_ORIGIN, site: INITIAL_SITE_SETTINGS[lang] });
  return { appHtml, head: headTags(meta), htmlLang: HTML_LANG[lang] };
}
