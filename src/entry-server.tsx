/**
 * Server entry: renders one page in one language to HTML with the same routes and providers as the
 * browser (src/main.tsx), so the browser can hydrate it without a mismatch. Built by `vite build
 * --config vite.ssr.config.ts` for scripts/prerender.ts, and imported lazily by the Worker, which
 * renders data pages with their data (worker/pages/render-with-data.ts, docs/decisions/0028).
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/app-providers";
import { headTags } from "./app/head-tags";
import { preloadLayoutParts } from "./app/layout-parts";
import { pageLoader } from "./app/page-content";
import { buildPageMeta } from "./app/page-meta";
import type { AppRenderer } from "../common/app-render";
import { NOT_FOUND_PATH, PRERENDER_ORIGIN } from "../common/prerendered-path";
import { ROUTES, type PageKey } from "../common/route-table";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import { apiSeed } from "./lib/api-seed";

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

/** Load a page's module and its copy in `lang`, so the page itself renders, not its loading state. */
export function preparePage(key: PageKey | "notFound", lang: Lang): Promise<void> {
  // The frame's lazy parts too: the server HTML must hold them in full (decision 0026).
  return Promise.all([preloadChunk(pageLoader(key, lang), `page:${key}`), preloadLayoutParts()]).then(() => undefined);
}

export interface AppRender {
  /** Markup for inside `<div id="root">`. */
  html: string;
  /** Reads the page asked for that `answers` did not hold (by key, see src/lib/use-api-data.ts). */
  wanted: Set<string>;
}

/** Render the app at `location` (path and query) in `lang`, with the API answers known so far; `preparePage` first. */
export function renderApp(location: string, lang: Lang, answers: Record<string, unknown> = {}): AppRender {
  const wanted = new Set<string>();
  const html = renderToString(
    <StrictMode>
      <AppProviders lang={lang} seed={apiSeed(answers, wanted)}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, wanted };
}

/** Render one page in one language for the prerender: its loading state wherever it reads the API. */
export async function renderPage(key: PageKey | "notFound", path: string, lang: Lang): Promise<RenderedPage> {
  await preparePage(key, lang);
  const appHtml = renderApp(path, lang).html;
  const meta = buildPageMeta({ key, path, lang, origin: PRERENDER_ORIGIN, site: INITIAL_SITE_SETTINGS[lang] });
  return { appHtml, head: headTags(meta), htmlLang: HTML_LANG[lang] };
}

/** The Worker's way in (common/app-render.ts). */
export const appRenderer: AppRenderer = { preparePage, renderApp };
