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
import { preloadLayoutParts } from "./app/layout-parts";
import { pageLoader } from "./app/page-content";
import { prerenderHead } from "./app/page-structured-data";
import type { AppRenderer } from "../common/app-render";
import { NOT_FOUND_PATH, PRERENDER_ORIGIN } from "../common/prerendered-path";
import { ROUTES, type PageKey } from "../common/route-table";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS, siteChanges } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import { siteRead } from "./lib/api";
import { apiSeed } from "./lib/api-seed";
import type { SiteSettings } from "./lib/api-types";

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
  const head = prerenderHead({ key, path, lang, origin: PRERENDER_ORIGIN, site: INITIAL_SITE_SETTINGS[lang] });
  return { appHtml, head, htmlLang: HTML_LANG[lang] };
}

/**
 * The answers as the page carries them to the browser: the site settings only where they differ
 * from the build-time copy the browser already has (none when unchanged); the rest as they are.
 */
export function browserAnswers(answers: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const { key } = siteRead({ language: lang });
  if (!(key in answers)) return answers;
  const { [key]: site, ...rest } = answers;
  const changed = siteChanges(lang, site as SiteSettings);
  return Object.keys(changed).length === 0 ? rest : { ...rest, [key]: changed };
}

/** The Worker's way in (common/app-render.ts). */
export const appRenderer: AppRenderer = { preparePage, renderApp, browserAnswers };
