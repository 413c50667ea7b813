/**
 * Server entry: renders one page to its whole HTML document with the same routes and providers as
 * the browser (src/main.tsx), so the browser hydrates it without a mismatch (docs/decisions/0033).
 * Built by `vite build --config vite.ssr.config.ts` for scripts/prerender.ts, and imported lazily by
 * the Worker, which renders every page with its data (worker/pages/routes.ts).
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
import { copyPathOf, pathOf, type PageKey } from "../common/route-table";
import { browserReads, type PageAt } from "../common/page-loader";
import type { ReadName } from "../common/page-reads";
import type { SlotOf } from "../common/page-layouts";
import type { LocalBlockOf, PageItem } from "../common/page-blocks";
import { pageVars, seededPage } from "../common/page-text";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS, siteChanges } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import type { SiteSettings } from "./lib/api-types";
import type { TypedPageValue } from "../worker/schemas/api-requests";
import { apiSlides } from "./pages/home/banner-slides";

/** Load a page's module and the frame's parts, so the page itself renders, not its loading state (its copy is a read, decision 0040). */
export function preparePage(key: PageKey | "notFound"): Promise<void> {
  // The frame's lazy parts too: the server HTML must hold them in full (decision 0026).
  return Promise.all([preloadChunk(PAGE_LOADERS[key], `page:${key}`), preloadLayoutParts()]).then(() => undefined);
}

/**
 * The resource hints React collects (the hero image's preload), handed over as a Link header instead
 * of markup, as `<link>` elements for <head>: found first there, and outside #root, which hydration must match.
 */
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

/** Each home section's copy that moves (pager tabs, banner slides, labels): the rest its section keeps from the server HTML (`Kept`). */
const HOME_MOVING: { [T in SlotOf<"home">]: { block: readonly (keyof LocalBlockOf<T>)[]; items?: readonly string[] } } = {
  homeBanner: { block: ["type", "label", "nav", "slides"] },
  homeNews: { block: ["type", "coverAlt"] },
  homeSolutions: { block: ["type", "items"], items: ["route"] },
  homeAbout: { block: ["type", "label", "imageAlt", "pager", "slides"], items: ["tab"] },
  homeStories: { block: ["type", "label", "pager", "items"], items: ["tab"] },
};

const only = (o: object, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));

/**
 * What of a page's value its browser's first render needs, by read (the rest is in the server HTML): the
 * site settings where they differ from the build's copy; a page's copy only by its settings (its kept
 * HTML shows it, `IN_HTML`, decision 0040: the contact block's switch and a landing page's product where
 * set) but on the home page, whose sections need what moves, and the built-in
 * banner slides only while the banner shows none of the API's. The Chinese home page fits TCP's first
 * congestion window with it (tests/e2e/html-size.test.ts).
 */
const FOR_BROWSER: { [R in ReadName]?: (answer: NonNullable<TypedPageValue[R]>, key: PageKey | "notFound", value: TypedPageValue, lang: Lang) => unknown } = {
  site: (site, _key, _value, lang) => siteChanges(lang, site),
  page: (copy, key, value) => {
    if (key !== "home") return { ...IN_HTML, ...only(copy, ["contact", "product"]) };
    const bannersShown = apiSlides(value.banners ?? []).length > 0;
    const blocks = copy.blocks.map((b) => {
      const moving = HOME_MOVING[b.type as SlotOf<"home">];
      const list = "items" in b ? "items" : "slides";
      const out = only(b, moving.block);
      if (moving.items) out[list] = ((b as Record<string, unknown>)[list] as object[]).map((item) => only(item, moving.items!));
      if (b.type === "homeBanner" && bannersShown) out.slides = [];
      return out;
    });
    const { title: _t, description: _d, cases: _c, ...rest } = copy;
    return { ...rest, blocks };
  },
};

/** The page's value script: its browser reads (common/page-loader.ts) by name, as `FOR_BROWSER` trims them. */
export function browserValue(at: PageAt, value: TypedPageValue): TypedPageValue {
  const trimmed: TypedPageValue = {};
  for (const name of browserReads(at.key, value)) {
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

/** The company's legal details of a settings answer (the parts it has). */
function legalDetails({ legalName, address, licenceNumber, certifications }: Partial<SiteSettings>): Partial<SiteSettings> {
  return Object.fromEntries(Object.entries({ legalName, address, licenceNumber, certifications }).filter(([, v]) => v !== undefined));
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
  const site = { ...INITIAL_SITE_SETTINGS[lang], ...(value.site && legalDetails(value.site)) };
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
