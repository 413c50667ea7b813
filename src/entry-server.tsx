/**
 * The one render (decision 0033): a page's whole document with the browser's routes and providers
 * (src/main.tsx), for the Worker (worker/pages/routes.ts) and the build's prerender (scripts/prerender.ts).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/app-providers";
import { preloadLayoutParts } from "./app/layout-parts";
import { PAGE_LOADERS } from "./app/page-content";
import { pageHead } from "./app/page-structured-data";
import type { AppRenderer, PageInput, RenderedPage } from "../common/app-render";
import { escapeHtml } from "../common/escape-html";
import { IN_HTML, pageDocument } from "../common/page-document";
import { NOT_FOUND_PATH } from "../common/prerendered-path";
import { copyPathOf, pathOf, routeOf, type PageKey } from "../common/route-table";
import { browserReads, type PageAt, readsInHtml } from "../common/page-loader";
import type { ReadName } from "../common/page-reads";
import type { PageItem } from "../common/page-blocks";
import { pageVars, seededPage } from "../common/page-text";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS, siteChanges } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import type { TypedPageValue } from "../worker/schemas/api-requests";

/** Load a page's module and the frame's parts, so the page itself renders, not its loading state (its copy is a read, decision 0040). */
export function preparePage(key: PageKey | "notFound"): Promise<void> {
  // The frame's lazy parts too: the server HTML must hold them in full (decision 0026).
  return Promise.all([preloadChunk(PAGE_LOADERS[key], `page:${key}`), preloadLayoutParts()]).then(() => undefined);
}

/** React's resource hints (the hero image's preload), a Link header, as `<link>`s for <head>: outside #root, which hydration must match. */
function linkElements(header: string | null | undefined): string[] {
  if (!header) return [];
  return header.split(/,\s*(?=<)/).map((link) => {
    const [target, ...params] = link.split(/;\s*/);
    const attrs = new Map(params.map((p) => p.split(/=(.*)/s, 2).map((v) => v.replace(/^"|"$/g, "")) as [string, string]));
    // Written as React writes them into markup (the same words as the image's own attributes compress best).
    const named = [
      ["rel", attrs.get("rel")],
      ["as", attrs.get("as")],
      ["href", target!.slice(1, -1)],
      ...[...attrs].filter(([n]) => n !== "rel" && n !== "as"),
    ];
    return `<link${named.map(([n, v]) => ` ${n === "fetchpriority" ? "fetchPriority" : n}="${escapeHtml(v ?? "")}"`).join("")}/>`;
  });
}

/** Did one of the route's reads fail (on a page kept whole, its part then a loading placeholder the app renders at once)? */
const readFailed = (key: PageKey | "notFound", value: TypedPageValue) =>
  key !== "notFound" && (routeOf(key).reads ?? []).some((name) => value[name] === undefined);

const only = (o: object, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));

/**
 * What of a page's value its browser's first render needs, by read (the rest is in the server HTML,
 * decisions 0040, 0060): the site settings where they differ from the build's; a page's copy only by
 * the settings its frame reads (`IN_HTML` with the contact block's switch and a landing page's
 * product), its kept HTML showing the rest, but whole where a page kept whole is rendered by the app.
 */
const FOR_BROWSER: { [R in ReadName]?: (answer: NonNullable<TypedPageValue[R]>, key: PageKey | "notFound", value: TypedPageValue, lang: Lang) => unknown } = {
  site: (site, _key, _value, lang) => siteChanges(lang, site),
  page: (copy, key, value) => (readsInHtml(key, true).length > 0 && readFailed(key, value) ? copy : { ...IN_HTML, ...only(copy, ["contact", "product"]) }),
};

/** The page's value script: its browser reads (common/page-loader.ts) by name, as `FOR_BROWSER` trims them; none a page kept whole shows. */
export function browserValue(at: PageAt, value: TypedPageValue): TypedPageValue {
  const trimmed: TypedPageValue = {};
  const shown = readsInHtml(at.key, !readFailed(at.key, value));
  for (const name of browserReads(at.key, value)) {
    if (name !== "page" && shown.includes(name)) continue;
    const answer = value[name];
    const trim = FOR_BROWSER[name] as ((a: unknown, k: PageKey | "notFound", v: TypedPageValue, l: Lang) => unknown) | undefined;
    if (answer !== undefined) (trimmed as Record<string, unknown>)[name] = trim ? trim(answer, at.key, value, at.lang) : answer;
  }
  // The build's own settings: nothing to send.
  if (trimmed.site && Object.keys(trimmed.site).length === 0) delete trimmed.site;
  return trimmed;
}

/** The app's markup at `location` with its `value` (`preparePage` first), and the resource hints it collected. */
export async function renderApp(location: string, lang: Lang, value: TypedPageValue = {}): Promise<{ appHtml: string; hints: string[] }> {
  let hints: string[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders lang={lang} value={value}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onHeaders: (headers) => {
        hints = linkElements(headers.get("Link"));
      },
      maxHeadersLength: 100_000,
      // Every boundary inline, as the browser hydrates it: none sent later with a script (React outlines large ones by default).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return { appHtml: await new Response(prelude).text(), hints };
}

/** Where `input` is loaded (common/page-loader.ts). */
export const pageAt = ({ key, location, lang }: Pick<PageInput, "key" | "location" | "lang">): PageAt => {
  const url = new URL(location, "http://x");
  return { key, pathname: url.pathname, query: url.searchParams, lang };
};

export async function renderPage(input: PageInput): Promise<RenderedPage> {
  const { key, location, lang, extras = {}, shell } = input;
  const value = (input.value ?? {}) as TypedPageValue;
  const at = pageAt(input);
  await preparePage(key);
  const { appHtml, hints } = await renderApp(location, lang, value);
  const path = key === "notFound" ? NOT_FOUND_PATH : copyPathOf(key, at.pathname);
  // A content page's title and description are its `pages` item's (its `page` read), as published (decision 0040).
  const copy = value.page;
  // The head's titles keep the build's brand; the company's legal details in the Organization data are
  // the served settings' (the Worker's render reads them), so an edit shows without a rebuild.
  const site = { ...INITIAL_SITE_SETTINGS[lang], ...(value.site && only(value.site, ["legalName", "address", "licenceNumber", "certifications"])) };
  const head = pageHead({
    ...input,
    path,
    site,
    ...extras,
    pageCopy: copy && { title: copy.title, description: copy.description, noindex: copy.noindex, sharePicture: copy.sharePicture },
  });
  const late = extras.baiduVerification ? [`<meta name="baidu-site-verification" content="${escapeHtml(extras.baiduVerification)}" />`] : [];
  return {
    html: pageDocument({ htmlLang: HTML_LANG[lang], head: [...head.tags, ...hints], late, shell, appHtml, value: browserValue(at, value) }),
    appHtml,
    title: head.title,
  };
}

/**
 * For the build's prerender: a page's value from the seeded `pages` (seed/content/pages.json, decision
 * 0040), its copy figures filled from the build's settings: the page as served when D1 cannot be
 * read. Empty for a page without copy (the not-found page).
 */
export function seededValue(key: PageKey | "notFound", lang: Lang, pages: readonly PageItem[]): TypedPageValue {
  const copy = seededPage(pages, key === "notFound" ? NOT_FOUND_PATH : pathOf(key), lang, pageVars(INITIAL_SITE_SETTINGS[lang]));
  return copy ? { page: copy } : {};
}

/** The Worker's way in (common/app-render.ts). */
export const appRenderer: AppRenderer = { renderPage };
