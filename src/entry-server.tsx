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
import { srcSetOf } from "../common/image-variants";
import { IN_HTML, pageDocument } from "../common/page-document";
import { NOT_FOUND_PATH } from "../common/prerendered-path";
import { copyPathOf, matchRoute, pathOf, type PageKey } from "../common/route-table";
import type { PageItem } from "../common/page-blocks";
import { type LocalPage, pageVars, seededPage } from "../common/page-text";
import { AppRoutes } from "./app/routes";
import { INITIAL_SITE_SETTINGS, siteChanges } from "./app/site-settings";
import { preloadChunk } from "./components/chunk-loader/chunk-loader";
import { HTML_LANG, type Lang } from "./i18n/lang";
import { pageRead, siteRead } from "./lib/api";
import { pageData } from "./lib/page-data";
import type { Banner, SiteSettings } from "./lib/api-types";
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

/**
 * The answers as the page carries them. The site settings only where they differ from the browser's
 * build-time copy (last). A page's copy is in its kept server HTML (decision 0021): the browser
 * gets `IN_HTML` instead of the copy again (decision 0040); the home page's moving parts need part of it.
 */
export function browserAnswers(answers: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const bannersKey = Object.keys(answers).find((k) => k.startsWith("/api/banners?"));
  const bannersShown = bannersKey !== undefined && apiSlides((answers[bannersKey] as Banner[] | undefined) ?? []).length > 0;
  const siteKey = siteRead({ language: lang }).key;
  const { [siteKey]: site, ...rest } = answers;
  const out = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => {
      const path = (v as { path?: unknown } | null)?.path;
      const route = k.startsWith("/api/pages?") && typeof path === "string" ? matchRoute(path) : undefined;
      if (!route) return [k, v];
      // Content pages, and the academy, download and help pages' intro and FAQ (StaticHtml), show it in full.
      return [k, route.key === "home" ? homeForHydration(v as LocalPage, bannersShown) : IN_HTML];
    }),
  );
  const changed = site === undefined ? {} : siteChanges(lang, site as SiteSettings);
  return Object.keys(changed).length === 0 ? out : { ...out, [siteKey]: changed };
}

/** Copy of each home block that its section keeps as the server wrote it (src/components/kept/kept.tsx). */
const KEPT_HOME_COPY: Partial<Record<LocalPage["blocks"][number]["type"], { block: readonly string[]; items?: readonly string[] }>> = {
  homeBanner: { block: ["heading"] },
  homeNews: { block: ["eyebrow", "title", "lead"] },
  homeSolutions: { block: ["eyebrow", "title", "lead", "more"], items: ["icon", "title", "text", "points"] },
  homeAbout: { block: ["eyebrow"], items: ["title", "text", "facts"] },
  homeStories: { block: ["eyebrow", "title"], items: ["quote", "role"] },
};

const without = (o: object, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/**
 * What the home page's sections need to hydrate: not the head's title and description (already in
 * the head), nor the built-in banner slides while the banner shows the API's, nor the copy its
 * sections keep from the server HTML (headings, the product-line cards' text, the about and story
 * slides' text and figures; what moves, the pager tabs and the banner, stays). The Chinese home
 * page's HTML fits TCP's first congestion window with it (tests/e2e/html-size.test.ts).
 */
function homeForHydration(page: LocalPage, bannersShown: boolean): Partial<LocalPage> {
  const blocks = page.blocks.map((b) => {
    const kept = KEPT_HOME_COPY[b.type];
    let out: Record<string, unknown> = kept ? without(b, kept.block) : { ...b };
    if (kept?.items) {
      const list = "items" in b ? "items" : "slides";
      out = { ...out, [list]: ((b as Record<string, unknown>)[list] as object[]).map((item) => without(item, kept.items!)) };
    }
    if (b.type === "homeBanner" && bannersShown) out.slides = [];
    return out;
  });
  const { title: _t, description: _d, cases: _c, ...rest } = page;
  return { ...rest, blocks } as Partial<LocalPage>;
}

/** The app's markup at `location` with `answers` (`preparePage` first), and the resource hints it collected. */
export async function renderApp(location: string, lang: Lang, answers: Record<string, unknown> = {}): Promise<{ appHtml: string; hints: string[] }> {
  let hints: string[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders lang={lang} data={pageData(answers)}>
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

export async function renderPage(input: PageInput): Promise<RenderedPage> {
  const { key, location, lang, answers = {}, carried = [], extras = {}, shell } = input;
  await preparePage(key);
  const { appHtml, hints } = await renderApp(location, lang, answers);
  const path = key === "notFound" ? NOT_FOUND_PATH : copyPathOf(key, new URL(location, "http://x").pathname);
  // A content page's title and description are its `pages` item's (its `page` read), as published (decision 0040).
  const copy = answers[pageRead(path, { language: lang }).key] as LocalPage | undefined;
  // The head's titles keep the build's brand; the company's legal details in the Organization data are
  // the served settings' (the Worker's render reads them), so an edit shows without a rebuild.
  const served = answers[siteRead({ language: lang }).key] as Partial<SiteSettings> | undefined;
  const site = { ...INITIAL_SITE_SETTINGS[lang], ...(served && legalDetails(served)) };
  const head = pageHead({
    ...input,
    path,
    site,
    ...extras,
    pageCopy: copy && { title: copy.title, description: copy.description, noindex: copy.noindex, sharePicture: copy.sharePicture },
  });
  const late: string[] = [];
  if (extras.baiduVerification) late.push(`<meta name="baidu-site-verification" content="${escapeHtml(extras.baiduVerification)}" />`);
  const banner = extras.bannerPicture?.path;
  if (banner && /^\/[\w\-./]+$/.test(banner)) {
    // The banner (the largest paint of the home page) needs its data before it can render; its
    // first picture can show at once behind the placeholder. Outside #root: hydration is unaffected.
    // With variants (docs/decisions/0041) the hint names the same candidates as the banner's <img>.
    // Both only while the banner is a placeholder. A rendered banner's <img> has React's own hint (fetchpriority=high; in
    // the head, or at the start of the markup for a picture with variants); two hints for the poster, the first without
    // the priority, had the browser fetch it at low priority.
    const set = srcSetOf(extras.bannerPicture!, "image/webp");
    if (appHtml.includes("home-banner--loading")) {
      late.push(
        `<link rel="preload" as="image" href="${banner}"${set ? ` imagesrcset="${escapeHtml(set)}" imagesizes="100vw"` : ""} fetchpriority="high" />`,
        `<style>.home-banner--loading{animation:none;background:var(--c-brand-900) url("${banner}") center/cover no-repeat}</style>`,
      );
    }
  }
  const pageData = browserAnswers(Object.fromEntries(carried.filter((k) => k in answers).map((k) => [k, answers[k]])), lang);
  return { html: pageDocument({ htmlLang: HTML_LANG[lang], head: [...head.tags, ...hints], late, shell, appHtml, pageData }), appHtml, title: head.title };
}

/**
 * For the build's prerender: a page's copy from the seeded `pages` (seed/content/pages.json, decision
 * 0040) as its `page` read's answer, figures filled from the build's settings: the page as served
 * when D1 cannot be read. None for a page without copy (the not-found page).
 */
export function seededAnswers(key: PageKey | "notFound", lang: Lang, pages: readonly PageItem[]): Record<string, unknown> {
  const path = key === "notFound" ? NOT_FOUND_PATH : pathOf(key);
  const copy = seededPage(pages, path, lang, pageVars(INITIAL_SITE_SETTINGS[lang]));
  return copy ? { [pageRead(path, { language: lang }).key]: copy } : {};
}

/** The Worker's way in (common/app-render.ts). */
export const appRenderer: AppRenderer = { renderPage };
